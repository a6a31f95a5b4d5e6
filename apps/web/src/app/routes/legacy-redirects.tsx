import { Navigate, useParams } from 'react-router';

/** Older links lack the /app prefix (after SOS: /requests/{id}); they resolve to the /app pages. */
export function LegacyRequestRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/app/requests/${encodeURIComponent(id)}`} replace />;
}
