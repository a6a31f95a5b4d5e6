/**
 * The live stream needs a fresh access token when the server ends it because the old one expired (or refuses
 * it). The session already renews tokens ahead of expiry, so usually the stored token is new by then. If not
 * (a laptop that slept, a throttled background tab), one ordinary authenticated call makes the API client trade
 * the refresh token, through the session's single-flight refresher; failing that, it waits a while for the
 * session to store a new token. Null means the session is over (signed out, or the refresh was refused).
 */
export interface StreamTokenDeps {
  getAccessToken: () => string | null;
  /** Called after every change of the stored tokens; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** An authenticated API call that refreshes an expired token on the way (its result is ignored). */
  nudge: () => Promise<unknown>;
  /** How long to wait for the session to store a new token (ms). */
  waitMs?: number;
}

export function createStreamTokenRefresher(deps: StreamTokenDeps): (stale: string) => Promise<string | null> {
  const waitMs = deps.waitMs ?? 30_000;
  return async (stale) => {
    const fresh = () => {
      const token = deps.getAccessToken();
      return token && token !== stale ? token : null;
    };
    if (fresh()) return fresh();
    if (!deps.getAccessToken()) return null;
    await deps.nudge().catch(() => undefined);
    if (fresh()) return fresh();
    if (!deps.getAccessToken()) return null;
    return new Promise<string | null>((resolve) => {
      let settled = false;
      const finish = (value: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        unsubscribe();
        resolve(value);
      };
      const timer = setTimeout(() => finish(fresh()), waitMs);
      const unsubscribe = deps.subscribe(() => {
        if (!deps.getAccessToken()) finish(null);
        else if (fresh()) finish(fresh());
      });
    });
  };
}
