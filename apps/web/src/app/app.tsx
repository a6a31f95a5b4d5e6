import { RouterProvider } from 'react-router';
import { OfflineBar } from '../components/app-shell/offline-bar.tsx';
import { UpdatePrompt } from '../components/app-shell/update-prompt.tsx';
import { apiClient } from '../lib/api-client.ts';
import type { LoginPageState } from '../lib/auth/login-state.ts';
import { registerServiceWorkerAfterLoad } from '../lib/offline/after-load.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
registerServiceWorkerAfterLoad();
// A 401 has already cleared the tokens; show sign-in without reloading the page, and come back after it.
apiClient.setUnauthorizedHandler(() => {
  const { pathname, search, hash } = router.state.location;
  const state: LoginPageState = { from: { pathname, search, hash } };
  void router.navigate('/login', { replace: true, state });
});

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <OfflineBar />
        <RouterProvider router={router} />
        <UpdatePrompt />
      </AppProviders>
    </AppErrorBoundary>
  );
}
