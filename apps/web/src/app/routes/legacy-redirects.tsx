import { Navigate, useParams } from 'react-router';

/** SPEC §2 keeps links without the /app prefix (after SOS: /requests/{id}); they resolve to the /app pages. */
export function LegacyRequestRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/app/requests/${encodeURIComponent(id)}`} replace />;
}
