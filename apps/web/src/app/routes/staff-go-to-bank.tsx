import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { homePathFor, isStaff } from '../layouts/nav-links.ts';

/**
 * Blood-bank staff have no dashboard: signing in (which lands on /app/dashboard unless another page was asked
 * for) takes them to their bank instead.
 */
export function StaffGoToBank({ children }: { children: ReactNode }) {
  const role = useAuth().user?.userType;
  if (isStaff(role)) return <Navigate to={homePathFor(role)} replace />;
  return children;
}
