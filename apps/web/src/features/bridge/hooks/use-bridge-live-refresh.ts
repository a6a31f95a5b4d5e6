import { useLiveUpdate } from '../../../lib/live/live-updates-context.ts';
import { useRefreshBridge } from '../api/bridge-api.ts';

/**
 * A change to the bridge while the page is open (a donor confirmed, a request went out: a `bridge_update` notice
 * on the live stream) shows without a reload.
 */
export function useBridgeLiveRefresh() {
  const refresh = useRefreshBridge();
  useLiveUpdate((update) => {
    if (update.type === 'notification' && update.notification.kind === 'bridge_update') refresh();
  });
}
