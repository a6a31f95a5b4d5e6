import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { ProfileLanguageSync } from '../components/language/profile-language-sync.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import { fetchProfile, logout, refreshTokens } from '../features/auth/api/auth-api.ts';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { clearSavedData } from '../lib/offline/clear-saved-data.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Signing out: this device stops receiving the person's push (while the session can still say so), then ends.
 * The push code (and the contracts it validates with) loads only here, off the first page's budget; if it cannot
 * load (offline), signing out goes on.
 */
async function signOutHere(refreshToken: string): Promise<void> {
  await import('../features/settings/hooks/use-push-device.ts')
    .then(({ forgetPushOnThisDevice }) => forgetPushOnThisDevice())
    .catch(() => undefined);
  await logout(refreshToken);
}

/**
 * App-wide state. The auth feature's server calls (token refresh, sign-out, profile) are wired into the
 * session here, so the session core in src/lib stays free of feature imports.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // A new user must never see the previous user's cached data, nor what the phone kept for offline use.
  const onSessionEnd = useMemo(
    () => () => {
      queryClient.clear();
      clearSavedData();
    },
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider
        refreshTokens={refreshTokens}
        revokeSession={signOutHere}
        fetchProfile={fetchProfile}
        onSessionEnd={onSessionEnd}
      >
        <ToastProvider>
          <ProfileLanguageSync />
          {children}
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
