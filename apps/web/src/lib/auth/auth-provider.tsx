import type { Profile } from '@raktsetu/shared';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { apiClient } from '../api-client.ts';
import { clearTokens, getStoredTokens, setTokens, subscribeToTokens, type StoredTokens } from '../token-storage.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { createSessionController } from './session-controller.ts';
import { browserLocks } from './token-refresher.ts';

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * Exchanges a refresh token for new tokens (POST /auth/token/refresh). Resolve null or reject when the
   * refresh failed. Without it an expired access token ends the session.
   */
  refreshTokens?: (refreshToken: string) => Promise<StoredTokens | null>;
  /** Tells the server the session ended (POST /auth/logout); its failure never blocks signing out. */
  revokeSession?: (refreshToken: string) => Promise<void>;
  /** Loads the signed-in user's profile (GET /auth/profile) in the background. */
  fetchProfile?: () => Promise<Profile>;
  /** Runs after the session ended for any reason, e.g. to drop cached server data of the previous user. */
  onSessionEnd?: () => void;
}

/**
 * The session state for React: a thin wrapper around the session controller (session-controller.ts),
 * which also gives the API client its single-flight token refresh.
 */
export function AuthProvider({
  children,
  refreshTokens,
  revokeSession,
  fetchProfile,
  onSessionEnd,
}: AuthProviderProps) {
  // The latest callbacks, read when called, so the controller is created once.
  const callbacks = useRef({ refreshTokens, revokeSession, fetchProfile, onSessionEnd });
  useEffect(() => {
    callbacks.current = { refreshTokens, revokeSession, fetchProfile, onSessionEnd };
  });

  const [controller] = useState(() =>
    createSessionController({
      tokens: { read: getStoredTokens, write: setTokens, clear: clearTokens, subscribe: subscribeToTokens },
      refreshTokens: refreshTokens
        ? (token) => (callbacks.current.refreshTokens ?? (() => Promise.resolve(null)))(token)
        : undefined,
      revokeSession: (token) => callbacks.current.revokeSession?.(token) ?? Promise.resolve(),
      fetchProfile: fetchProfile
        ? () => {
            const load = callbacks.current.fetchProfile;
            return load ? load() : Promise.reject(new Error('No profile loader'));
          }
        : undefined,
      onSessionEnd: () => callbacks.current.onSessionEnd?.(),
      locks: browserLocks(),
    }),
  );

  useEffect(() => {
    const stop = controller.start();
    apiClient.setAccessTokenRefresher(controller.refreshAccessToken);
    return () => {
      stop();
      apiClient.setAccessTokenRefresher(undefined);
    };
  }, [controller]);

  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);

  const value = useMemo<AuthContextValue>(
    () => ({
      state: snapshot.state,
      status: snapshot.state.status,
      user: snapshot.state.status === 'authenticated' ? snapshot.state.user : null,
      profile: snapshot.profile,
      profileStatus: snapshot.profileStatus,
      isSigningOut: snapshot.isSigningOut,
      startSession: controller.startSession,
      setProfile: controller.setProfile,
      reloadProfile: controller.reloadProfile,
      signOut: controller.signOut,
    }),
    [snapshot, controller],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
