import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { pathAfterSignIn } from '../../lib/auth/login-state.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

/**
 * Pages meant for guests (/, /login): a signed-in user goes to the dashboard, or, right after
 * signing in, to the page they first asked for.
 */
export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen message={t('auth.verifying')} />;
  if (status === 'authenticated') return <Navigate to={pathAfterSignIn(location.state)} replace />;
  return children;
}
