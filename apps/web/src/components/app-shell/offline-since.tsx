import { useOnline } from '../../lib/offline/use-online.ts';
import { LastUpdated } from './last-updated.tsx';

/**
 * "Last updated …" above a list while there is no connection, so stored data is not taken for fresh. `updatedAt`
 * is when the list arrived (ms since the epoch; 0 when it never did, e.g. TanStack Query's dataUpdatedAt).
 */
export function OfflineSince({ updatedAt }: { updatedAt: number }) {
  const online = useOnline();
  if (online || updatedAt === 0) return null;
  return <LastUpdated at={updatedAt} />;
}
