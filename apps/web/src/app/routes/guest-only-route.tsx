import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';

/** Pages meant for guests (/, /login): a signed-in user goes straight to the dashboard (SPEC §2, §6). */
export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen message={t('auth.verifying')} />;
  if (status === 'authenticated') return <Navigate to="/app/dashboard" replace />;
  return children;
}
