import type { Profile } from '@raktsetu/shared';
import { isApiError } from '../api-client.ts';
import type { StoredTokens } from '../token-storage.ts';
import type { AuthState, ProfileStatus, SignedOutReason, SignOutOptions } from './auth-context.ts';
import { noteFreshAccessToken, serverNow } from './server-clock.ts';
import { checkStoredSession, type SessionUser } from './session.ts';
import {
  REFRESH_RETRY_MS,
  createTokenRefresher,
  refreshDelayMs,
  type LockRequester,
  type TokenRefresher,
} from './token-refresher.ts';

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

export interface SessionSnapshot {
  state: AuthState;
  profile: Profile | null;
  profileStatus: ProfileStatus;
  isSigningOut: boolean;
}

export interface TokenStore {
  read: () => StoredTokens | null;
  write: (tokens: StoredTokens) => void;
  clear: () => void;
  /** Called after every change, in this tab or another. */
  subscribe: (listener: () => void) => () => void;
}

export interface SessionControllerDeps {
  tokens: TokenStore;
  /** POST /auth/token/refresh. Without it an expired access token simply ends the session. */
  refreshTokens?: (refreshToken: string) => Promise<StoredTokens | null>;
  /** POST /auth/logout; its failure never blocks signing out. */
  revokeSession?: (refreshToken: string) => Promise<void>;
  /** GET /auth/profile, in the background once a session starts. */
  fetchProfile?: () => Promise<Profile>;
  /** After the session ended for any reason (e.g. to drop the previous user's cached data). */
  onSessionEnd?: () => void;
  /** Cross-tab lock for refreshing; see token-refresher.ts. */
  locks?: LockRequester | null;
  /** The server's clock (ms); defaults to the skew-corrected browser clock. */
  now?: () => number;
  warn?: (message: string, error: unknown) => void;
}

export interface SessionController {
  getSnapshot: () => SessionSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Restores the session from storage and follows token changes; returns the function that stops it. */
  start: () => () => void;
  startSession: (tokens: StoredTokens, profile: Profile) => void;
  setProfile: (profile: Profile) => void;
  reloadProfile: () => Promise<void>;
  signOut: (options?: SignOutOptions) => Promise<void>;
  /** For the API client after a 401 TOKEN_EXPIRED: a fresh access token, or null when the session is over. */
  refreshAccessToken: (expiredAccessToken: string) => Promise<string | null>;
}

/**
 * The session, without React:
 * - on start: no tokens → signed out; an expired (or unreadable) access token → one refresh, and signed out if
 *   it fails; otherwise the user comes from the token and the profile is fetched in the background (a 401 there
 *   is only logged);
 * - while signed in the access token is refreshed a minute before it expires (one refresh in flight, across
 *   tabs too), and the state follows token changes made anywhere (sign-in, a 401 that cleared them, another tab);
 * - sign-out always clears, whatever the server says.
 */
export function createSessionController(deps: SessionControllerDeps): SessionController {
  const now = deps.now ?? serverNow;
  const warn = deps.warn ?? ((message: string, error: unknown) => console.warn(message, error));
  const refresher: TokenRefresher | null = deps.refreshTokens
    ? createTokenRefresher({
        exchange: deps.refreshTokens,
        read: deps.tokens.read,
        write: deps.tokens.write,
        clear: deps.tokens.clear,
        locks: deps.locks ?? null,
        onFresh: (tokens) => noteFreshAccessToken(tokens.accessToken),
      })
    : null;

  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = {
    state: initialState(),
    profile: null,
    profileStatus: 'idle',
    isSigningOut: false,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped for every profile fetch, so only the latest one may set the profile. */
  let profileRequest = 0;
  /** Whose profile is being fetched right now. */
  let profileLoadingFor: string | null = null;
  /** The access token the last refresh produced: if even that one looks expired, refreshing again cannot help. */
  let lastRefreshed: string | null = null;
  let started = false;

  function initialState(): AuthState {
    const check = checkStoredSession(deps.tokens.read(), now());
    if (check.kind === 'valid') return { status: 'authenticated', user: check.user };
    if (check.kind === 'expired' && deps.refreshTokens) return { status: 'loading' };
    return { status: 'unauthenticated', reason: check.kind === 'none' ? 'no-session' : 'expired' };
  }

  function update(patch: Partial<SessionSnapshot>): void {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  }

  function currentUser(): SessionUser | null {
    return snapshot.state.status === 'authenticated' ? snapshot.state.user : null;
  }

  function cancelTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function schedule(delayMs: number, task: () => void): void {
    cancelTimer();
    timer = setTimeout(task, Math.min(Math.max(delayMs, 0), MAX_TIMER_MS));
  }

  function end(reason: Exclude<SignedOutReason, 'signed-out'>): void {
    cancelTimer();
    const wasSignedOut = snapshot.state.status === 'unauthenticated';
    if (!wasSignedOut) {
      profileRequest += 1;
      profileLoadingFor = null;
      update({ state: { status: 'unauthenticated', reason }, profile: null, profileStatus: 'idle' });
    }
    // Only clear what is there: clearing notifies the token listener, which evaluates again.
    if (deps.tokens.read() !== null) deps.tokens.clear();
    if (!wasSignedOut) deps.onSessionEnd?.();
  }

  function setAuthenticated(user: SessionUser): void {
    const previous = currentUser();
    const unchanged =
      previous !== null &&
      previous.id === user.id &&
      previous.userType === user.userType &&
      previous.email === user.email &&
      previous.isVerified === user.isVerified;
    if (!unchanged) update({ state: { status: 'authenticated', user } });
    const profile = snapshot.profile;
    if (deps.fetchProfile && profile?.user_id !== user.id && profileLoadingFor !== user.id) {
      void loadProfile(user.id);
    }
  }

  async function loadProfile(userId: string): Promise<void> {
    const fetchProfile = deps.fetchProfile;
    if (!fetchProfile) return;
    const request = ++profileRequest;
    profileLoadingFor = userId;
    update({
      profile: snapshot.profile?.user_id === userId ? snapshot.profile : null,
      profileStatus: 'loading',
    });
    try {
      const profile = await fetchProfile();
      if (request !== profileRequest) return;
      profileLoadingFor = null;
      if (currentUser()?.id !== userId) return;
      update({ profile, profileStatus: 'ready' });
    } catch (error) {
      if (request !== profileRequest) return;
      profileLoadingFor = null;
      // A 401 here only logs a warning; the session itself is judged by the tokens.
      warn(
        isApiError(error) && error.status === 401
          ? 'The profile could not be loaded: the server refused the session.'
          : 'The profile could not be loaded.',
        error,
      );
      update({ profileStatus: 'error' });
    }
  }

  /** Refreshes ahead of expiry; without a refresher, re-checks at expiry so a dead session does not linger. */
  function scheduleRefresh(expiresAtMs: number): void {
    if (!refresher) {
      schedule(expiresAtMs - now(), evaluate);
      return;
    }
    schedule(refreshDelayMs(expiresAtMs, now()), () => void refreshAhead(expiresAtMs));
  }

  async function refreshAhead(expiresAtMs: number): Promise<void> {
    const tokens = deps.tokens.read();
    if (!tokens || !refresher) {
      evaluate();
      return;
    }
    const outcome = await refresher.refresh(tokens.accessToken);
    if (outcome.kind === 'unavailable' && now() < expiresAtMs) {
      // Offline for now: the token still works, so try again shortly rather than ending the session.
      schedule(Math.min(REFRESH_RETRY_MS, expiresAtMs - now()), () => void refreshAhead(expiresAtMs));
      return;
    }
    evaluate();
  }

  function evaluate(): void {
    const tokens = deps.tokens.read();
    const check = checkStoredSession(tokens, now());
    switch (check.kind) {
      case 'valid':
        setAuthenticated(check.user);
        scheduleRefresh(check.expiresAtMs);
        return;
      case 'none':
        end('no-session');
        return;
      case 'invalid':
        end('expired');
        return;
      case 'expired': {
        if (!refresher || !tokens || tokens.accessToken === lastRefreshed) {
          end('expired');
          return;
        }
        cancelTimer();
        // A signed-in page stays on screen while its token is renewed; only a restore shows the loading state.
        if (snapshot.state.status !== 'authenticated') update({ state: { status: 'loading' } });
        void refresher.refresh(tokens.accessToken).then((outcome) => {
          if (!started) return;
          if (outcome.kind !== 'refreshed') {
            end('expired');
            return;
          }
          lastRefreshed = outcome.tokens.accessToken;
          evaluate();
        });
        return;
      }
    }
  }

  function onVisible(): void {
    if (typeof document !== 'undefined' && document.visibilityState === 'visible') evaluate();
  }

  return {
    getSnapshot: () => snapshot,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    start() {
      started = true;
      evaluate();
      const unsubscribe = deps.tokens.subscribe(() => {
        if (started) evaluate();
      });
      // Timers of a sleeping laptop or a background tab fire late; look again when the page is seen.
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
      return () => {
        started = false;
        unsubscribe();
        cancelTimer();
        if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
      };
    },

    startSession(tokens, profile) {
      noteFreshAccessToken(tokens.accessToken);
      profileRequest += 1;
      profileLoadingFor = null;
      update({ profile, profileStatus: 'ready' });
      // Writing notifies the token listener, which sets the user and schedules the refresh.
      deps.tokens.write(tokens);
      if (!started) evaluate();
    },

    setProfile(profile) {
      profileRequest += 1;
      profileLoadingFor = null;
      update({ profile, profileStatus: 'ready' });
    },

    async reloadProfile() {
      const user = currentUser();
      if (user) await loadProfile(user.id);
    },

    async signOut(options = {}) {
      update({ isSigningOut: true });
      const refreshToken = deps.tokens.read()?.refreshToken;
      try {
        if (options.revoke !== false && deps.revokeSession && refreshToken) await deps.revokeSession(refreshToken);
      } catch {
        // The server may be unreachable or the session already gone: the local session ends regardless.
      } finally {
        cancelTimer();
        profileRequest += 1;
        profileLoadingFor = null;
        // Marked signed out before the tokens go, so the token listener does not record another reason.
        update({
          state: {
            status: 'unauthenticated',
            reason: 'signed-out',
            ...(options.redirect ? { redirect: options.redirect } : {}),
          },
          profile: null,
          profileStatus: 'idle',
        });
        deps.tokens.clear();
        deps.onSessionEnd?.();
        update({ isSigningOut: false });
      }
    },

    async refreshAccessToken(expiredAccessToken) {
      if (!refresher) return null;
      const outcome = await refresher.refresh(expiredAccessToken);
      return outcome.kind === 'refreshed' ? outcome.tokens.accessToken : null;
    },
  };
}
