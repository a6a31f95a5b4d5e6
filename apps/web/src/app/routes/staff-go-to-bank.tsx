import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { COORDINATOR_ROLE, homePathFor, isStaff } from '../layouts/nav-links.ts';

/**
 * Blood-bank staff and coordinators have no dashboard: signing in (which lands on /app/dashboard unless another
 * page was asked for) takes staff to their bank and coordinators to their page instead.
 */
export function StaffGoToBank({ children }: { children: ReactNode }) {
  const role = useAuth().user?.userType;
  if (isStaff(role) || role === COORDINATOR_ROLE) return <Navigate to={homePathFor(role)} replace />;
  return children;
}
