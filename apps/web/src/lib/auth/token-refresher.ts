import { CLIENT_ERROR_CODES, isApiError } from '../api-client.ts';
import type { StoredTokens } from '../token-storage.ts';

/**
 * Trading the refresh token for new tokens, safely. The server rotates refresh tokens and treats a rotated token
 * used again as theft (it revokes the whole sign-in), so this device must never present the same refresh token
 * twice:
 * - one refresh at a time in this tab: concurrent callers share the call in flight;
 * - one at a time across tabs: the work runs under a Web Lock (navigator.locks) when the browser has them;
 * - after getting the lock the stored tokens are read again: if another tab (or an earlier call) already replaced
 *   the token the caller found stale, its result is used and nothing is sent.
 */

/** Refresh this long before the access token expires (access tokens live 15 minutes). */
export const REFRESH_MARGIN_MS = 60_000;
/** After a refresh that got no answer (offline), try again this much later while the token still works. */
export const REFRESH_RETRY_MS = 30_000;
export const REFRESH_LOCK_NAME = 'raktsetu.token-refresh';

export type RefreshOutcome =
  /** Fresh tokens are stored: ours, or another tab's. */
  | { kind: 'refreshed'; tokens: StoredTokens }
  /** The server refused the refresh token: the stored session was cleared. */
  | { kind: 'rejected' }
  /** No answer arrived (offline, timeout): the tokens were kept. */
  | { kind: 'unavailable' }
  /** Nothing is stored (signed out meanwhile). */
  | { kind: 'no-session' };

/** The part of the Web Locks API used here. */
export interface LockRequester {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface TokenRefresherDeps {
  /** POST /auth/token/refresh: the new pair, or null / a rejection when refused. */
  exchange: (refreshToken: string) => Promise<StoredTokens | null>;
  read: () => StoredTokens | null;
  write: (tokens: StoredTokens) => void;
  clear: () => void;
  /** Cross-tab mutual exclusion; without it only this tab is serialised. */
  locks?: LockRequester | null;
  /** Called with every pair that arrived from the server. */
  onFresh?: (tokens: StoredTokens) => void;
}

export interface TokenRefresher {
  /**
   * Makes sure the stored access token is newer than `staleAccessToken` (the one the caller found expired or
   * about to expire), refreshing only if it is still the stored one.
   */
  refresh: (staleAccessToken: string) => Promise<RefreshOutcome>;
}

/** True for failures where no answer arrived, so the server may not even have seen the call. */
export function isNoAnswer(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === CLIENT_ERROR_CODES.NETWORK_ERROR || error.code === CLIENT_ERROR_CODES.TIMEOUT)
  );
}

/** How long to wait before refreshing a token that expires at `expiresAtMs` (never negative). */
export function refreshDelayMs(expiresAtMs: number, nowMs: number, marginMs: number = REFRESH_MARGIN_MS): number {
  return Math.max(expiresAtMs - marginMs - nowMs, 0);
}

/** The browser's lock manager, when there is one. */
export function browserLocks(): LockRequester | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return null;
  const locks = navigator.locks;
  return { request: (name, callback) => locks.request(name, callback) };
}

export function createTokenRefresher(deps: TokenRefresherDeps): TokenRefresher {
  let inFlight: Promise<RefreshOutcome> | null = null;

  async function run(staleAccessToken: string): Promise<RefreshOutcome> {
    // Read again now that we hold the lock: another tab may have refreshed while we waited.
    const current = deps.read();
    if (!current) return { kind: 'no-session' };
    if (current.accessToken !== staleAccessToken) return { kind: 'refreshed', tokens: current };

    let fresh: StoredTokens | null;
    try {
      fresh = await deps.exchange(current.refreshToken);
    } catch (error) {
      if (isNoAnswer(error)) return { kind: 'unavailable' };
      fresh = null;
    }
    if (!fresh) {
      // Clear only the session we tried to refresh; a new sign-in made meanwhile stays.
      if (deps.read()?.refreshToken === current.refreshToken) deps.clear();
      return { kind: 'rejected' };
    }
    deps.onFresh?.(fresh);
    deps.write(fresh);
    return { kind: 'refreshed', tokens: fresh };
  }

  function refresh(staleAccessToken: string): Promise<RefreshOutcome> {
    if (inFlight) {
      // A call in flight for an older token may come back with exactly the one this caller found stale.
      return inFlight.then((outcome) =>
        outcome.kind === 'refreshed' && outcome.tokens.accessToken === staleAccessToken
          ? refresh(staleAccessToken)
          : outcome,
      );
    }
    const locks = deps.locks;
    const task = locks ? locks.request(REFRESH_LOCK_NAME, () => run(staleAccessToken)) : run(staleAccessToken);
    const shared = task.finally(() => {
      inFlight = null;
    });
    inFlight = shared;
    return shared;
  }

  return { refresh };
}
