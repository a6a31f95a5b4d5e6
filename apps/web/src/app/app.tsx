import { RouterProvider } from 'react-router';
import { apiClient } from '../lib/api-client.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
// A 401 has already cleared the tokens; show sign-in without reloading the page.
apiClient.setUnauthorizedHandler(() => void router.navigate('/login'));

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
