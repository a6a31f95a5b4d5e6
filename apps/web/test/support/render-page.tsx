import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { AppProviders } from '../../src/app/providers.tsx';

export interface PageRoute {
  path: string;
  element: ReactNode;
}

/**
 * Renders pages as the app does — inside the app's providers (query client, session, toasts) — on a
 * MemoryRouter at `at`. Any other address the page sends the user to shows a marker, so a test can read where
 * it went and with what navigation state.
 */
export function renderPage(routes: PageRoute[], at: InitialEntry) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, ...view };
}

/** Where the user was sent: the path, and the navigation state as JSON. */
function Elsewhere() {
  const location = useLocation();
  return (
    <div data-testid="elsewhere" data-path={location.pathname} data-state={JSON.stringify(location.state ?? null)} />
  );
}
