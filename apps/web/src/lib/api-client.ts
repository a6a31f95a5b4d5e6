import {
  API_BASE_PATH,
  API_MAX_RETRIES,
  API_RETRY_BASE_DELAY_MS,
  API_TIMEOUT_MS,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  type FieldError,
  type SuccessEnvelope,
} from '@raktsetu/shared';
import { languageNow } from './language-now.ts';
import { noteAnswer, noteNoAnswer } from './offline/connection.ts';
import { clearTokens, getAccessToken } from './token-storage.ts';

/**
 * The product's HTTP client.
 * - JSON in and out, bearer token from storage, 30 s timeout per attempt.
 * - Network failures (fetch TypeError, timeout) are retried up to 3 times after 1 s, 2 s, 4 s. HTTP errors are
 *   answers, never retried.
 * - Every POST carries an Idempotency-Key created once per logical call and reused on its retries, so a POST
 *   whose answer was lost is replayed by the server instead of being done twice (e.g. two SOS requests).
 * - A 401 TOKEN_EXPIRED answer to a call that carried a bearer token asks the session for fresh tokens once and
 *   repeats the call with the new token (same Idempotency-Key: a 401 is answered before any work is done).
 * - Any other 401 (or a refresh that failed) outside '/' and '/login' ends the session and sends the user to
 *   /login.
 * - Every call says the language the app is shown in (Accept-Language), so the server's messages come in it.
 */

/** Codes the client itself produces when no server answer arrived; server codes come from ERROR_CODES. */
export const CLIENT_ERROR_CODES = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  INVALID_RESPONSE: 'INVALID_RESPONSE',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure or timeout). */
  readonly status: number;
  readonly code: string;
  readonly details: FieldError[] | undefined;

  constructor(status: number, code: string, message: string, details?: FieldError[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Cancels the call (e.g. TanStack Query's signal); a cancelled call is never retried. */
  signal?: AbortSignal;
  /** Stay on the current page on a 401 (the CareBot history call). */
  skipAuthRedirect?: boolean;
  /** Network retries for this call; defaults to API_MAX_RETRIES. */
  retries?: number;
  /** Never trade the refresh token on a 401 TOKEN_EXPIRED (the refresh call itself, sign-out). */
  skipTokenRefresh?: boolean;
}

/**
 * Gets a fresh access token after `expiredAccessToken` was refused as expired; null when the session could not
 * be refreshed. The session keeps it to one refresh at a time.
 */
export type AccessTokenRefresher = (expiredAccessToken: string) => Promise<string | null>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The success envelope plus any top-level fields the product names (e.g. CareBot's `response`). */
export type ApiResponse<TData, TExtra extends object = object> = SuccessEnvelope<TData> & TExtra;

export interface ApiClientDeps {
  baseUrl?: string;
  fetch?: typeof fetch;
  getAccessToken?: () => string | null;
  clearTokens?: () => void;
  /** Where the user is now; the 401 rule depends on it. */
  getPathname?: () => string;
  /** Called after a 401 cleared the session, to show /login. */
  onUnauthorized?: () => void;
  /** Trades the refresh token for new tokens after a 401 TOKEN_EXPIRED; see AccessTokenRefresher. */
  refreshAccessToken?: AccessTokenRefresher;
  createIdempotencyKey?: () => string;
  /** The language of the app now ('en', 'hi', 'mr'), sent as Accept-Language; defaults to the i18n language. */
  getLanguage?: () => string;
  timeoutMs?: number;
  maxRetries?: number;
  retryBaseDelayMs?: number;
}

/** Pages on which a 401 is an expected answer (guest pages), so the user stays. */
const PAGES_THAT_KEEP_401 = new Set(['/', '/login']);

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s with the default base. */
export function retryDelayMs(attempt: number, baseDelayMs: number = API_RETRY_BASE_DELAY_MS): number {
  return baseDelayMs * 2 ** (attempt - 1);
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  let url = `${baseUrl}${normalisedPath}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
    }
    const search = params.toString();
    if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  }
  return url;
}

function fallbackCode(status: number): string {
  if (status === 400 || status === 422) return ERROR_CODES.VALIDATION_FAILED;
  if (status === 401) return ERROR_CODES.UNAUTHORIZED;
  if (status === 403) return ERROR_CODES.FORBIDDEN;
  if (status === 404) return ERROR_CODES.NOT_FOUND;
  if (status === 409) return ERROR_CODES.CONFLICT;
  if (status === 413) return ERROR_CODES.PAYLOAD_TOO_LARGE;
  if (status === 429) return ERROR_CODES.RATE_LIMITED;
  if (status === 503) return ERROR_CODES.SERVICE_UNAVAILABLE;
  return ERROR_CODES.INTERNAL;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toFieldErrors(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (item): item is FieldError => isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
  );
}

/** The `code` of an error envelope, if the text is one. */
function errorCodeOf(text: string): string | undefined {
  try {
    const payload: unknown = JSON.parse(text);
    return isRecord(payload) && typeof payload.code === 'string' ? payload.code : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves after `ms`, or rejects at once when `signal` aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** An HTTP answer with its body already read. */
interface HttpAnswer {
  status: number;
  ok: boolean;
  statusText: string;
  text: string;
}

/** Outcome of one attempt that got no HTTP answer and may be retried. */
class RetryableFailure {
  readonly kind: 'network' | 'timeout';
  readonly cause: unknown;
  constructor(kind: 'network' | 'timeout', cause: unknown) {
    this.kind = kind;
    this.cause = cause;
  }
}

/** How the client reaches the server: the fetch to use and its timeout and retry settings. */
interface Transport {
  doFetch: typeof fetch;
  timeoutMs: number;
  defaultRetries: number;
  baseDelayMs: number;
}

/** One try at the server, bounded by the timeout. */
async function attempt(
  transport: Transport,
  url: string,
  init: RequestInit,
  callerSignal?: AbortSignal,
): Promise<HttpAnswer | RetryableFailure> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, transport.timeoutMs);
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await transport.doFetch(url, { ...init, signal: controller.signal });
    // The body is read inside the timeout too: a server that stalls mid-answer is a timeout.
    const text = await response.text();
    noteAnswer();
    return { status: response.status, ok: response.ok, statusText: response.statusText, text };
  } catch (error) {
    if (callerSignal?.aborted) throw error;
    // The offline bar and the offline SOS page learn at the first try, not after every retry (~7 s).
    if (timedOut || error instanceof TypeError) noteNoAnswer();
    if (timedOut) return new RetryableFailure('timeout', error);
    if (error instanceof TypeError) return new RetryableFailure('network', error);
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

/** One call with its network retries: the HTTP answer, or an ApiError when none arrived. */
async function send(
  transport: Transport,
  url: string,
  init: RequestInit,
  options: RequestOptions,
): Promise<HttpAnswer> {
  const maxRetries = options.retries ?? transport.defaultRetries;
  let outcome: HttpAnswer | RetryableFailure = await attempt(transport, url, init, options.signal);
  for (let retry = 1; outcome instanceof RetryableFailure && retry <= maxRetries; retry += 1) {
    await sleep(retryDelayMs(retry, transport.baseDelayMs), options.signal);
    outcome = await attempt(transport, url, init, options.signal);
  }
  if (outcome instanceof RetryableFailure) {
    throw outcome.kind === 'timeout'
      ? new ApiError(0, CLIENT_ERROR_CODES.TIMEOUT, `Request timed out after ${transport.timeoutMs} ms`)
      : new ApiError(0, CLIENT_ERROR_CODES.NETWORK_ERROR, 'Network request failed');
  }
  return outcome;
}

/** The answer's JSON payload, or the ApiError it stands for. */
function readAnswer<T>(response: HttpAnswer): T {
  const { text } = response;
  let payload: unknown = undefined;
  if (text !== '') {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }

  const isErrorEnvelope = isRecord(payload) && payload.status === 'error';
  if (!response.ok || isErrorEnvelope) {
    const status = response.ok ? 500 : response.status;
    const message =
      isRecord(payload) && typeof payload.message === 'string' && payload.message !== ''
        ? payload.message
        : response.statusText || `Request failed with status ${status}`;
    const code = isRecord(payload) && typeof payload.code === 'string' ? payload.code : fallbackCode(status);
    const details = isRecord(payload) ? toFieldErrors(payload.details) : undefined;
    throw new ApiError(status, code, message, details);
  }

  if (text !== '' && payload === undefined) {
    throw new ApiError(response.status, CLIENT_ERROR_CODES.INVALID_RESPONSE, 'The server answered with invalid JSON');
  }
  return payload as T;
}

/** Headers and init for one logical call; a POST gets its idempotency key here, so every retry reuses it. */
function requestInit(
  method: HttpMethod,
  body: unknown,
  options: RequestOptions,
  token: string | null,
  createKey: () => string,
  language: string,
): { headers: Record<string, string>; init: RequestInit } {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
    ...options.headers,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // One key per logical call, created before the first attempt and reused by every retry.
  if (method === 'POST' && !headers[IDEMPOTENCY_KEY_HEADER]) headers[IDEMPOTENCY_KEY_HEADER] = createKey();
  const init: RequestInit = {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  };
  return { headers, init };
}

export function createApiClient(deps: ApiClientDeps = {}) {
  const baseUrl = deps.baseUrl ?? API_BASE_PATH;
  const transport: Transport = {
    // Looked up per call so tests (and polyfills) that replace the global fetch are honoured.
    doFetch: (input, init) => (deps.fetch ?? globalThis.fetch)(input, init),
    timeoutMs: deps.timeoutMs ?? API_TIMEOUT_MS,
    defaultRetries: deps.maxRetries ?? API_MAX_RETRIES,
    baseDelayMs: deps.retryBaseDelayMs ?? API_RETRY_BASE_DELAY_MS,
  };
  const readToken = deps.getAccessToken ?? getAccessToken;
  const endSession = deps.clearTokens ?? clearTokens;
  const currentPathname = deps.getPathname ?? (() => (typeof window === 'undefined' ? '/' : window.location.pathname));
  const createKey = deps.createIdempotencyKey ?? (() => crypto.randomUUID());
  const language = deps.getLanguage ?? languageNow;
  let onUnauthorized =
    deps.onUnauthorized ??
    (() => {
      if (typeof window !== 'undefined') window.location.assign('/login');
    });
  let refreshAccessToken: AccessTokenRefresher | undefined = deps.refreshAccessToken;

  function handleUnauthorized(options: RequestOptions): void {
    if (options.skipAuthRedirect) return;
    const pathname = currentPathname().replace(/\/+$/, '') || '/';
    if (PAGES_THAT_KEEP_401.has(pathname)) return;
    endSession();
    onUnauthorized();
  }

  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const url = buildUrl(baseUrl, path, options.query);
    const token = readToken();
    const { headers, init } = requestInit(method, body, options, token, createKey, language());

    let outcome = await send(transport, url, init, options);
    if (
      token &&
      refreshAccessToken &&
      !options.skipTokenRefresh &&
      outcome.status === 401 &&
      errorCodeOf(outcome.text) === ERROR_CODES.TOKEN_EXPIRED
    ) {
      const fresh = await refreshAccessToken(token).catch(() => null);
      if (fresh)
        outcome = await send(
          transport,
          url,
          { ...init, headers: { ...headers, Authorization: `Bearer ${fresh}` } },
          options,
        );
    }
    if (outcome.status === 401) handleUnauthorized(options);
    return readAnswer<T>(outcome);
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, body, options),
    put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, body, options),
    patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, body, options),
    delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
    /** Lets the app replace the full-page redirect with a router navigation. */
    setUnauthorizedHandler(handler: () => void) {
      onUnauthorized = handler;
    },
    /** Lets the session plug in its single-flight token refresh; undefined unplugs it. */
    setAccessTokenRefresher(refresher: AccessTokenRefresher | undefined) {
      refreshAccessToken = refresher;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's shared client. */
export const apiClient = createApiClient();
