import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  getStoredTokens,
  setTokens,
  subscribeToTokens,
  type StoredTokens,
} from '../token-storage.ts';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context.ts';
import { checkStoredSession } from './session.ts';

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * Exchanges a refresh token for new tokens (POST /auth/token/refresh). Resolve null or reject when the
   * refresh failed. Until the auth feature plugs it in, an expired access token ends the session.
   */
  refreshTokens?: (refreshToken: string) => Promise<StoredTokens | null>;
  /** Tells the server the session ended (POST /auth/logout); its failure never blocks signing out. */
  revokeSession?: (refreshToken: string) => Promise<void>;
  /** Runs after the session ended for any reason, e.g. to drop cached server data of the previous user. */
  onSessionEnd?: () => void;
}

function initialState(canRefresh: boolean): AuthState {
  const check = checkStoredSession(getStoredTokens(), Date.now());
  if (check.kind === 'valid') return { status: 'authenticated', user: check.user };
  if (check.kind === 'expired' && canRefresh) return { status: 'loading' };
  return { status: 'unauthenticated', reason: check.kind === 'none' ? 'no-session' : 'expired' };
}

/**
 * Session state of SPEC §4: loading, then authenticated or unauthenticated, derived from the stored tokens and
 * re-derived whenever they change (sign-in, a 401 that cleared them, another tab).
 */
export function AuthProvider({ children, refreshTokens, revokeSession, onSessionEnd }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(() => initialState(refreshTokens !== undefined));
  const [isSigningOut, setIsSigningOut] = useState(false);
  // The latest state, readable synchronously by the token listener between renders.
  const current = useRef(state);
  const refreshing = useRef<Promise<void> | null>(null);
  const options = useRef({ refreshTokens, onSessionEnd });
  options.current = { refreshTokens, onSessionEnd };

  const commit = useCallback((next: AuthState) => {
    current.current = next;
    setState(next);
  }, []);

  const endSession = useCallback(
    (reason: 'no-session' | 'expired') => {
      // Only clear what is there: clearing notifies listeners, which would call us again.
      if (getAccessToken() !== null || getRefreshToken() !== null) clearTokens();
      if (current.current.status === 'unauthenticated') return;
      commit({ status: 'unauthenticated', reason });
      options.current.onSessionEnd?.();
    },
    [commit],
  );

  const evaluate = useCallback(() => {
    const tokens = getStoredTokens();
    const check = checkStoredSession(tokens, Date.now());
    switch (check.kind) {
      case 'valid': {
        const previous = current.current;
        const unchanged =
          previous.status === 'authenticated' &&
          previous.user.id === check.user.id &&
          previous.user.userType === check.user.userType;
        if (!unchanged) commit({ status: 'authenticated', user: check.user });
        return;
      }
      case 'none':
        endSession('no-session');
        return;
      case 'invalid':
        endSession('expired');
        return;
      case 'expired': {
        const refresh = options.current.refreshTokens;
        if (!refresh || !tokens) {
          endSession('expired');
          return;
        }
        if (refreshing.current) return;
        commit({ status: 'loading' });
        refreshing.current = refresh(tokens.refreshToken)
          .then((fresh) => {
            refreshing.current = null;
            // setTokens notifies the subscription below, which evaluates the new tokens.
            if (fresh) setTokens(fresh);
            else endSession('expired');
          })
          .catch(() => {
            refreshing.current = null;
            endSession('expired');
          });
        return;
      }
    }
  }, [commit, endSession]);

  useEffect(() => {
    evaluate();
    return subscribeToTokens(evaluate);
  }, [evaluate]);

  // Re-check when the access token expires, so an open tab does not keep showing a dead session.
  useEffect(() => {
    if (state.status !== 'authenticated') return;
    const check = checkStoredSession(getStoredTokens(), Date.now());
    if (check.kind !== 'valid') return;
    const timer = setTimeout(evaluate, Math.min(Math.max(check.expiresAtMs - Date.now(), 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [state, evaluate]);

  const signOut = useCallback(async () => {
    setIsSigningOut(true);
    const refreshToken = getRefreshToken();
    try {
      if (revokeSession && refreshToken) await revokeSession(refreshToken);
    } catch {
      // The server may be unreachable or the session already gone: the local session ends regardless.
    } finally {
      // Marked signed out before the tokens go, so the token listener does not record another reason.
      commit({ status: 'unauthenticated', reason: 'signed-out' });
      clearTokens();
      options.current.onSessionEnd?.();
      setIsSigningOut(false);
    }
  }, [revokeSession, commit]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      status: state.status,
      user: state.status === 'authenticated' ? state.user : null,
      isSigningOut,
      signOut,
    }),
    [state, isSigningOut, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
