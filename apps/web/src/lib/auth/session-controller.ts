import type { Profile } from '@raktsetu/shared';
import { isApiError } from '../api-client.ts';
import type { StoredTokens } from '../token-storage.ts';
import type { AuthState, ProfileStatus, SignedOutReason, SignOutOptions } from './auth-context.ts';
import { noteFreshAccessToken, serverNow } from './server-clock.ts';
import { checkStoredSession, userOfExpiredToken, type SessionUser } from './session.ts';
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

/** The controller's state, shared by the helpers below (the factory binds them to one instance). */
interface SessionCore {
  deps: SessionControllerDeps;
  now: () => number;
  warn: (message: string, error: unknown) => void;
  refresher: TokenRefresher | null;
  listeners: Set<() => void>;
  snapshot: SessionSnapshot;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped for every profile fetch, so only the latest one may set the profile. */
  profileRequest: number;
  /** Whose profile is being fetched right now. */
  profileLoadingFor: string | null;
  /** The access token the last refresh produced: if even that one looks expired, refreshing again cannot help. */
  lastRefreshed: string | null;
  started: boolean;
}

function initialState(deps: SessionControllerDeps, now: () => number): AuthState {
  const check = checkStoredSession(deps.tokens.read(), now());
  if (check.kind === 'valid') return { status: 'authenticated', user: check.user };
  if (check.kind === 'expired' && deps.refreshTokens) return { status: 'loading' };
  return { status: 'unauthenticated', reason: check.kind === 'none' ? 'no-session' : 'expired' };
}

function createCore(deps: SessionControllerDeps): SessionCore {
  const now = deps.now ?? serverNow;
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
  return {
    deps,
    now,
    warn: deps.warn ?? ((message: string, error: unknown) => console.warn(message, error)),
    refresher,
    listeners: new Set(),
    snapshot: { state: initialState(deps, now), profile: null, profileStatus: 'idle', isSigningOut: false },
    timer: undefined,
    profileRequest: 0,
    profileLoadingFor: null,
    lastRefreshed: null,
    started: false,
  };
}

function update(core: SessionCore, patch: Partial<SessionSnapshot>): void {
  core.snapshot = { ...core.snapshot, ...patch };
  for (const listener of core.listeners) listener();
}

function currentUser(core: SessionCore): SessionUser | null {
  return core.snapshot.state.status === 'authenticated' ? core.snapshot.state.user : null;
}

function cancelTimer(core: SessionCore): void {
  if (core.timer !== undefined) clearTimeout(core.timer);
  core.timer = undefined;
}

function schedule(core: SessionCore, delayMs: number, task: () => void): void {
  cancelTimer(core);
  core.timer = setTimeout(task, Math.min(Math.max(delayMs, 0), MAX_TIMER_MS));
}

function end(core: SessionCore, reason: Exclude<SignedOutReason, 'signed-out'>): void {
  cancelTimer(core);
  const wasSignedOut = core.snapshot.state.status === 'unauthenticated';
  if (!wasSignedOut) {
    core.profileRequest += 1;
    core.profileLoadingFor = null;
    update(core, { state: { status: 'unauthenticated', reason }, profile: null, profileStatus: 'idle' });
  }
  // Only clear what is there: clearing notifies the token listener, which evaluates again.
  if (core.deps.tokens.read() !== null) core.deps.tokens.clear();
  if (!wasSignedOut) core.deps.onSessionEnd?.();
}

function setAuthenticated(core: SessionCore, user: SessionUser): void {
  const previous = currentUser(core);
  const unchanged =
    previous !== null &&
    previous.id === user.id &&
    previous.userType === user.userType &&
    previous.email === user.email &&
    previous.isVerified === user.isVerified;
  if (!unchanged) update(core, { state: { status: 'authenticated', user } });
  const profile = core.snapshot.profile;
  if (core.deps.fetchProfile && profile?.user_id !== user.id && core.profileLoadingFor !== user.id) {
    void loadProfile(core, user.id);
  }
}

async function loadProfile(core: SessionCore, userId: string): Promise<void> {
  const fetchProfile = core.deps.fetchProfile;
  if (!fetchProfile) return;
  const request = ++core.profileRequest;
  core.profileLoadingFor = userId;
  update(core, {
    profile: core.snapshot.profile?.user_id === userId ? core.snapshot.profile : null,
    profileStatus: 'loading',
  });
  try {
    const profile = await fetchProfile();
    if (request !== core.profileRequest) return;
    core.profileLoadingFor = null;
    if (currentUser(core)?.id !== userId) return;
    update(core, { profile, profileStatus: 'ready' });
  } catch (error) {
    if (request !== core.profileRequest) return;
    core.profileLoadingFor = null;
    // A 401 here only logs a warning; the session itself is judged by the tokens.
    core.warn(
      isApiError(error) && error.status === 401
        ? 'The profile could not be loaded: the server refused the session.'
        : 'The profile could not be loaded.',
      error,
    );
    update(core, { profileStatus: 'error' });
  }
}

/** Refreshes ahead of expiry; without a refresher, re-checks at expiry so a dead session does not linger. */
function scheduleRefresh(core: SessionCore, expiresAtMs: number): void {
  if (!core.refresher) {
    schedule(core, expiresAtMs - core.now(), () => evaluate(core));
    return;
  }
  schedule(core, refreshDelayMs(expiresAtMs, core.now()), () => void refreshAhead(core, expiresAtMs));
}

async function refreshAhead(core: SessionCore, expiresAtMs: number): Promise<void> {
  const tokens = core.deps.tokens.read();
  if (!tokens || !core.refresher) {
    evaluate(core);
    return;
  }
  const outcome = await core.refresher.refresh(tokens.accessToken);
  if (outcome.kind === 'unavailable' && core.now() < expiresAtMs) {
    // Offline for now: the token still works, so try again shortly rather than ending the session.
    schedule(core, Math.min(REFRESH_RETRY_MS, expiresAtMs - core.now()), () => void refreshAhead(core, expiresAtMs));
    return;
  }
  evaluate(core);
}

function evaluate(core: SessionCore): void {
  const tokens = core.deps.tokens.read();
  const check = checkStoredSession(tokens, core.now());
  switch (check.kind) {
    case 'valid':
      setAuthenticated(core, check.user);
      scheduleRefresh(core, check.expiresAtMs);
      return;
    case 'none':
      end(core, 'no-session');
      return;
    case 'invalid':
      end(core, 'expired');
      return;
    case 'expired': {
      if (!core.refresher || !tokens || tokens.accessToken === core.lastRefreshed) {
        end(core, 'expired');
        return;
      }
      cancelTimer(core);
      // A signed-in page stays on screen while its token is renewed; only a restore shows the loading state.
      if (core.snapshot.state.status !== 'authenticated') update(core, { state: { status: 'loading' } });
      void core.refresher.refresh(tokens.accessToken).then((outcome) => {
        if (!core.started) return;
        if (outcome.kind === 'unavailable') {
          keepWhileOffline(core, tokens.accessToken);
          return;
        }
        if (outcome.kind !== 'refreshed') {
          end(core, 'expired');
          return;
        }
        core.lastRefreshed = outcome.tokens.accessToken;
        evaluate(core);
      });
      return;
    }
  }
}

/**
 * No answer to the refresh (no connection): the session is neither renewed nor refused, so the person stays signed
 * in as the expired token names them — the installed app opened offline still shows their saved card — and the
 * refresh is tried again shortly. The server still judges every call; only a refused refresh ends the session.
 */
function keepWhileOffline(core: SessionCore, expiredAccessToken: string): void {
  const user = userOfExpiredToken(expiredAccessToken);
  if (!user) {
    end(core, 'expired');
    return;
  }
  setAuthenticated(core, user);
  schedule(core, REFRESH_RETRY_MS, () => evaluate(core));
}

/** Restores the session and follows token changes; returns the function that stops it. */
function start(core: SessionCore): () => void {
  const onVisible = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'visible') evaluate(core);
  };
  core.started = true;
  evaluate(core);
  const unsubscribe = core.deps.tokens.subscribe(() => {
    if (core.started) evaluate(core);
  });
  // Timers of a sleeping laptop or a background tab fire late; look again when the page is seen.
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  return () => {
    core.started = false;
    unsubscribe();
    cancelTimer(core);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
  };
}

async function signOut(core: SessionCore, options: SignOutOptions): Promise<void> {
  update(core, { isSigningOut: true });
  const refreshToken = core.deps.tokens.read()?.refreshToken;
  try {
    if (options.revoke !== false && core.deps.revokeSession && refreshToken)
      await core.deps.revokeSession(refreshToken);
  } catch {
    // The server may be unreachable or the session already gone: the local session ends regardless.
  } finally {
    cancelTimer(core);
    core.profileRequest += 1;
    core.profileLoadingFor = null;
    // Marked signed out before the tokens go, so the token listener does not record another reason.
    update(core, {
      state: {
        status: 'unauthenticated',
        reason: 'signed-out',
        ...(options.redirect ? { redirect: options.redirect } : {}),
      },
      profile: null,
      profileStatus: 'idle',
    });
    core.deps.tokens.clear();
    core.deps.onSessionEnd?.();
    update(core, { isSigningOut: false });
  }
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
  const core = createCore(deps);
  return {
    getSnapshot: () => core.snapshot,

    subscribe(listener) {
      core.listeners.add(listener);
      return () => core.listeners.delete(listener);
    },

    start: () => start(core),

    startSession(tokens, profile) {
      noteFreshAccessToken(tokens.accessToken);
      core.profileRequest += 1;
      core.profileLoadingFor = null;
      update(core, { profile, profileStatus: 'ready' });
      // Writing notifies the token listener, which sets the user and schedules the refresh.
      core.deps.tokens.write(tokens);
      if (!core.started) evaluate(core);
    },

    setProfile(profile) {
      core.profileRequest += 1;
      core.profileLoadingFor = null;
      update(core, { profile, profileStatus: 'ready' });
    },

    async reloadProfile() {
      const user = currentUser(core);
      if (user) await loadProfile(core, user.id);
    },

    signOut: (options = {}) => signOut(core, options),

    async refreshAccessToken(expiredAccessToken) {
      if (!core.refresher) return null;
      const outcome = await core.refresher.refresh(expiredAccessToken);
      return outcome.kind === 'refreshed' ? outcome.tokens.accessToken : null;
    },
  };
}
