import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdate } from '../../../lib/live/live-updates-context.ts';
import { membershipKeys } from '../api/bridge-membership-api.ts';

const BRIDGE_KINDS = new Set(['bridge_invite', 'bridge_ask', 'bridge_update', 'bridge_message']);

/**
 * A Blood Bridge notice that arrives while the page is open (a new ask, an invitation, a changed plan) shows
 * on it without a reload: the donor can answer the ask they were just told about.
 */
export function useMembershipsLiveRefresh() {
  const queryClient = useQueryClient();
  useLiveUpdate((update) => {
    if (update.type === 'notification' && BRIDGE_KINDS.has(update.notification.kind)) {
      void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
    }
  });
}
