import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import type { LoginPageState } from '../../lib/auth/login-state.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { isRoleAllowed } from '../../lib/auth/session.ts';

// Few people ever see it, so it is fetched when needed, not with the first page (docs/decisions/0022-first-page-budget.md).
const AccessDeniedPage = lazy(() =>
  import('./access-denied-page.tsx').then((module) => ({ default: module.AccessDeniedPage })),
);

export interface ProtectedRouteProps {
  children: ReactNode;
  /** Roles allowed in; empty or absent means any signed-in user. */
  allowedRoles?: readonly string[];
}

/**
 * The guard of /app/*: waits for the session, sends guests to /login remembering where they were
 * going, and shows Access Denied to a signed-in user of the wrong role.
 */
export function ProtectedRoute({ children, allowedRoles }: ProtectedRouteProps) {
  const { t } = useTranslation();
  const { state } = useAuth();
  const location = useLocation();

  if (state.status === 'loading') return <LoadingScreen message={t('auth.verifying')} />;
  if (state.status === 'unauthenticated') {
    // Someone who just signed out chose to leave: take them home (or where the sign-out asked), not to a prompt.
    if (state.reason === 'signed-out') {
      return <Navigate to={state.redirect?.to ?? '/'} replace state={state.redirect?.state} />;
    }
    const from: LoginPageState['from'] = {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
    };
    return <Navigate to="/login" replace state={{ from } satisfies LoginPageState} />;
  }
  if (!isRoleAllowed(allowedRoles, state.user.userType)) {
    return <AccessDeniedPage requiredRoles={allowedRoles ?? []} userRole={state.user.userType} />;
  }
  return children;
}
