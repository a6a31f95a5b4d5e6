import {
  API_MAX_RETRIES,
  API_RETRY_BASE_DELAY_MS,
  API_TIMEOUT_MS,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
} from '@raktsetu/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES, createApiClient, retryDelayMs } from '../src/lib/api-client.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../src/lib/token-storage.ts';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ok = (data: unknown) => jsonResponse(200, { status: 'success', data });

/** A fetch that never answers, but rejects like the browser when its signal aborts. */
function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
}

function headersOf(fetchMock: FetchMock, call: number): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

/** A minimal in-memory localStorage for the node test environment. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

let fetchMock: FetchMock;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('retryDelayMs', () => {
  it('doubles from the base delay: 1 s, 2 s, 4 s', () => {
    expect(API_RETRY_BASE_DELAY_MS).toBe(1000);
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt))).toEqual([1000, 2000, 4000]);
  });
});

describe('network failures', () => {
  it('retries a failed fetch after 1 s, 2 s and 4 s, then returns the answer', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok(['A+']));
    const client = createApiClient({ getAccessToken: () => null });

    const result = client.get('/public-data/blood-groups');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    await vi.advanceTimersByTimeAsync(3999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);

    await expect(result).resolves.toEqual({ status: 'success', data: ['A+'] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public-data/blood-groups');
  });

  it('gives up after 3 retries (4 attempts) with a NETWORK_ERROR ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const client = createApiClient({ getAccessToken: () => null });

    const result = client.get('/anything');
    const settled = expect(result).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: CLIENT_ERROR_CODES.NETWORK_ERROR,
    });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(API_MAX_RETRIES + 1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not retry errors that are not network failures', async () => {
    fetchMock.mockRejectedValue(new Error('a bug, not the network'));
    const client = createApiClient({ getAccessToken: () => null });
    await expect(client.get('/x')).rejects.toThrow('a bug, not the network');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a call the caller cancelled', async () => {
    fetchMock.mockImplementation(hangingFetch());
    const client = createApiClient({ getAccessToken: () => null });
    const controller = new AbortController();
    const result = client.get('/x', { signal: controller.signal });
    const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('timeout', () => {
  it('aborts an attempt after 30 s and retries it as a network failure, ending in TIMEOUT', async () => {
    fetchMock.mockImplementation(hangingFetch());
    const client = createApiClient({ getAccessToken: () => null });

    const result = client.get('/slow');
    const settled = expect(result).rejects.toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.TIMEOUT });
    await vi.advanceTimersByTimeAsync(0);
    const firstSignal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(firstSignal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(firstSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(firstSignal?.aborted).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + 2000 + API_TIMEOUT_MS + 4000 + API_TIMEOUT_MS);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('returns an answer that arrives before the timeout', async () => {
    fetchMock.mockImplementation(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(ok({ fine: true })), API_TIMEOUT_MS - 1)),
    );
    const client = createApiClient({ getAccessToken: () => null });
    const result = client.get('/slow-but-ok');
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    await expect(result).resolves.toEqual({ status: 'success', data: { fine: true } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('HTTP errors', () => {
  it.each([400, 401, 404, 409, 429, 500, 502, 503])('does not retry HTTP %i', async (status) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { status: 'error', message: 'Nope', code: 'SOME_CODE' }));
    const client = createApiClient({ getAccessToken: () => null, getPathname: () => '/', onUnauthorized: () => {} });
    const result = client.post('/requests', { units_required: 1 });
    const settled = expect(result).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('throws an ApiError carrying status, code, message and field details from the error envelope', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        status: 'error',
        message: 'Please fix the highlighted fields',
        code: ERROR_CODES.VALIDATION_FAILED,
        details: [{ field: 'email', message: 'Please enter a valid email address' }],
      }),
    );
    const client = createApiClient({ getAccessToken: () => null });
    const error = await client.post('/auth/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Please fix the highlighted fields',
      details: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
  });

  it('falls back to a code from the status when the body is not an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const client = createApiClient({ getAccessToken: () => null });
    await expect(client.get('/x')).rejects.toMatchObject({
      status: 502,
      code: ERROR_CODES.INTERNAL,
      message: 'Bad Gateway',
      details: undefined,
    });
  });

  it('treats an error envelope with a 2xx status as an error', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'error', message: 'Failed to get response', code: 'X' }));
    const client = createApiClient({ getAccessToken: () => null });
    await expect(client.get('/x')).rejects.toMatchObject({ code: 'X', message: 'Failed to get response' });
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('not json', { status: 200 }));
    const client = createApiClient({ getAccessToken: () => null });
    await expect(client.get('/x')).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.INVALID_RESPONSE });
  });

  it('accepts an empty 204 answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const client = createApiClient({ getAccessToken: () => null });
    await expect(client.delete('/x')).resolves.toBeUndefined();
  });
});

describe('Idempotency-Key', () => {
  it('sends the same key on every retry of one POST', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok({ request_id: 7 }));
    const client = createApiClient({ getAccessToken: () => null });
    const result = client.post('/requests', { urgency: 'SOS' });
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    await expect(result).resolves.toMatchObject({ data: { request_id: 7 } });

    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = [0, 1, 2].map((call) => headersOf(fetchMock, call).get(IDEMPOTENCY_KEY_HEADER));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(1);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ urgency: 'SOS' }));
    expect(headersOf(fetchMock, 0).get('Content-Type')).toBe('application/json');
  });

  it('uses a different key for two separate POSTs', async () => {
    fetchMock.mockImplementation(async () => ok({}));
    const client = createApiClient({ getAccessToken: () => null });
    await client.post('/requests', { a: 1 });
    await client.post('/requests', { a: 1 });
    const first = headersOf(fetchMock, 0).get(IDEMPOTENCY_KEY_HEADER);
    const second = headersOf(fetchMock, 1).get(IDEMPOTENCY_KEY_HEADER);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('sends no key on GET and PUT', async () => {
    fetchMock.mockImplementation(async () => ok({}));
    const client = createApiClient({ getAccessToken: () => null });
    await client.get('/auth/profile');
    await client.put('/auth/profile', { full_name: 'Asha' });
    expect(headersOf(fetchMock, 0).has(IDEMPOTENCY_KEY_HEADER)).toBe(false);
    expect(headersOf(fetchMock, 1).has(IDEMPOTENCY_KEY_HEADER)).toBe(false);
  });
});

describe('bearer token', () => {
  it('sends the stored access token from localStorage as a bearer header', async () => {
    const storage = memoryStorage();
    storage.setItem(ACCESS_TOKEN_KEY, 'access-123');
    storage.setItem(REFRESH_TOKEN_KEY, 'refresh-456');
    vi.stubGlobal('localStorage', storage);
    fetchMock.mockImplementation(async () => ok({}));
    const client = createApiClient();
    await client.get('/auth/profile');
    expect(headersOf(fetchMock, 0).get('Authorization')).toBe('Bearer access-123');
    expect(ACCESS_TOKEN_KEY).toBe('raktsetu.access_token');
    expect(REFRESH_TOKEN_KEY).toBe('raktsetu.refresh_token');
  });

  it('sends no Authorization header without a token', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    fetchMock.mockImplementation(async () => ok({}));
    const client = createApiClient();
    await client.get('/public-data/blood-groups');
    expect(headersOf(fetchMock, 0).has('Authorization')).toBe(false);
  });

  it('builds the query string and skips empty values', async () => {
    fetchMock.mockImplementation(async () => ok([]));
    const client = createApiClient({ getAccessToken: () => null });
    await client.get('/public-data/blood-banks', {
      query: { city: 'Pune', state: undefined, limit: 20, category: '' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public-data/blood-banks?city=Pune&limit=20');
  });
});

describe('401 answers', () => {
  function setup(pathname: string) {
    const storage = memoryStorage();
    storage.setItem(ACCESS_TOKEN_KEY, 'expired');
    storage.setItem(REFRESH_TOKEN_KEY, 'refresh');
    vi.stubGlobal('localStorage', storage);
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { status: 'error', message: 'Session expired', code: ERROR_CODES.UNAUTHORIZED }),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ getPathname: () => pathname, onUnauthorized });
    return { storage, onUnauthorized, client };
  }

  it('outside / and /login clears both tokens and goes to /login', async () => {
    const { storage, onUnauthorized, client } = setup('/app/dashboard');
    await expect(client.get('/auth/profile')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each(['/', '/login', '/login/'])('on %s keeps the tokens and the page', async (pathname) => {
    const { storage, onUnauthorized, client } = setup(pathname);
    await expect(client.post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('expired');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('stays when the caller opts out (CareBot history)', async () => {
    const { storage, onUnauthorized, client } = setup('/app/carebot');
    await expect(client.get('/ai/carebot/history', { skipAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('expired');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('lets the app replace the redirect handler', async () => {
    const { client, onUnauthorized } = setup('/app/profile');
    const replacement = vi.fn();
    client.setUnauthorizedHandler(replacement);
    await expect(client.get('/auth/profile')).rejects.toBeInstanceOf(ApiError);
    expect(replacement).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('401 TOKEN_EXPIRED', () => {
  const expiredAnswer = () =>
    jsonResponse(401, {
      status: 'error',
      message: 'Your session has expired. Please sign in again.',
      code: ERROR_CODES.TOKEN_EXPIRED,
    });

  function setup(refresher?: (expired: string) => Promise<string | null>) {
    const storage = memoryStorage();
    storage.setItem(ACCESS_TOKEN_KEY, 'old-access');
    storage.setItem(REFRESH_TOKEN_KEY, 'refresh');
    vi.stubGlobal('localStorage', storage);
    const onUnauthorized = vi.fn();
    const refreshAccessToken = refresher ? vi.fn(refresher) : undefined;
    const client = createApiClient({ getPathname: () => '/app/requests', onUnauthorized, refreshAccessToken });
    return { storage, onUnauthorized, refreshAccessToken, client };
  }

  it('refreshes once and repeats the call with the new token and the same Idempotency-Key', async () => {
    fetchMock.mockResolvedValueOnce(expiredAnswer()).mockResolvedValueOnce(ok({ request_id: 'r1' }));
    const { client, refreshAccessToken, onUnauthorized } = setup(async () => 'new-access');

    await expect(client.post('/requests', { units_required: 1 })).resolves.toEqual({
      status: 'success',
      data: { request_id: 'r1' },
    });
    expect(refreshAccessToken).toHaveBeenCalledExactlyOnceWith('old-access');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(fetchMock, 0).get('Authorization')).toBe('Bearer old-access');
    expect(headersOf(fetchMock, 1).get('Authorization')).toBe('Bearer new-access');
    const firstKey = headersOf(fetchMock, 0).get(IDEMPOTENCY_KEY_HEADER);
    expect(firstKey).toBeTruthy();
    expect(headersOf(fetchMock, 1).get(IDEMPOTENCY_KEY_HEADER)).toBe(firstKey);
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(JSON.stringify({ units_required: 1 }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('repeats a call only once: a second 401 ends the session', async () => {
    fetchMock.mockImplementation(async () => expiredAnswer());
    const { client, refreshAccessToken, onUnauthorized, storage } = setup(async () => 'new-access');
    await expect(client.get('/requests')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ends the session and goes to /login when the refresh fails', async () => {
    fetchMock.mockImplementation(async () => expiredAnswer());
    const { client, onUnauthorized, storage } = setup(async () => null);
    await expect(client.get('/requests')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a refresher that throws like a failed refresh', async () => {
    fetchMock.mockImplementation(async () => expiredAnswer());
    const { client, onUnauthorized } = setup(async () => {
      throw new Error('boom');
    });
    await expect(client.get('/requests')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for other 401 codes, for calls that opt out, or without a token', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { status: 'error', message: 'Invalid email or password', code: ERROR_CODES.UNAUTHORIZED }),
    );
    const { client, refreshAccessToken, storage } = setup(async () => 'new-access');
    await expect(client.get('/requests')).rejects.toMatchObject({ status: 401 });

    storage.setItem(ACCESS_TOKEN_KEY, 'old-access');
    fetchMock.mockImplementation(async () => expiredAnswer());
    await expect(client.post('/auth/token/refresh', {}, { skipTokenRefresh: true })).rejects.toMatchObject({
      status: 401,
    });

    storage.removeItem(ACCESS_TOKEN_KEY);
    await expect(client.get('/requests')).rejects.toMatchObject({ status: 401 });
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });

  it('can be plugged in later by the session', async () => {
    fetchMock.mockResolvedValueOnce(expiredAnswer()).mockResolvedValueOnce(ok('fine'));
    const { client } = setup();
    const refresher = vi.fn(async () => 'new-access');
    client.setAccessTokenRefresher(refresher);
    await expect(client.get('/requests')).resolves.toEqual({ status: 'success', data: 'fine' });
    expect(refresher).toHaveBeenCalledTimes(1);
  });
});

describe('language', () => {
  it("says the app's language in Accept-Language on every call, as it changes", async () => {
    fetchMock.mockImplementation(async () => ok({}));
    let language = 'en';
    const client = createApiClient({ getAccessToken: () => null, getLanguage: () => language });
    await client.get('/requests');
    language = 'hi';
    await client.post('/auth/login', { email: 'a@b.in' });
    expect(headersOf(fetchMock, 0).get('Accept-Language')).toBe('en');
    expect(headersOf(fetchMock, 1).get('Accept-Language')).toBe('hi');
  });

  it('follows the i18n language by default (English at start in a test)', async () => {
    fetchMock.mockImplementation(async () => ok({}));
    await createApiClient({ getAccessToken: () => null }).get('/requests');
    expect(headersOf(fetchMock, 0).get('Accept-Language')).toBe('en');
  });
});
