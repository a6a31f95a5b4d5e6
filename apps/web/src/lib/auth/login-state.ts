/**
 * What pages pass to /login through navigation state: a notice (after registration, password reset
 * or change, e-mail verification), an error (a failed verification link), the e-mail to prefill, and the page the
 * user first asked for. History state is untyped and survives reloads, so it is read defensively.
 */
export interface LoginPageState {
  message?: string;
  error?: string;
  email?: string;
  from?: { pathname: string; search?: string; hash?: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export function readLoginState(state: unknown): LoginPageState {
  if (!isRecord(state)) return {};
  const result: LoginPageState = {};
  const message = text(state.message);
  const error = text(state.error);
  const email = text(state.email);
  if (message) result.message = message;
  if (error) result.error = error;
  if (email) result.email = email;
  const from = state.from;
  if (isRecord(from) && typeof from.pathname === 'string') {
    result.from = {
      pathname: from.pathname,
      search: typeof from.search === 'string' ? from.search : '',
      hash: typeof from.hash === 'string' ? from.hash : '',
    };
  }
  return result;
}

export const DEFAULT_SIGNED_IN_PATH = '/app/dashboard';

/**
 * Where a user goes after signing in: the signed-in page first asked for (only /app pages of this site),
 * otherwise the dashboard.
 */
export function pathAfterSignIn(state: unknown): string {
  const from = readLoginState(state).from;
  if (!from) return DEFAULT_SIGNED_IN_PATH;
  const { pathname } = from;
  // Only same-app absolute paths: "//host" or "/\host" would leave the site.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.startsWith('/\\')) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  if (pathname !== '/app' && !pathname.startsWith('/app/')) return DEFAULT_SIGNED_IN_PATH;
  return `${pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
