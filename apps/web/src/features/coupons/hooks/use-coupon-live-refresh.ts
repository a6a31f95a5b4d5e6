import { useLiveUpdate } from '../../../lib/live/live-updates-context.ts';
import { useRefreshCoupons } from '../api/coupons-api.ts';

/** A coupon issued while the page is open (a `coupon_issued` notice on the live stream) shows up without a reload. */
export function useCouponLiveRefresh() {
  const refresh = useRefreshCoupons();
  useLiveUpdate((update) => {
    if (update.type === 'notification' && update.notification.kind === 'coupon_issued') refresh();
  });
}
