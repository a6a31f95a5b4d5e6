import { COUPON_EXPIRING_WINDOW_DAYS, type Coupon } from '@raktsetu/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rewards page's tabs, in screen order. */
export const COUPON_TABS = ['available', 'expiring', 'redeemed', 'all'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

/** The All tab's status dropdown: everything, or one status. */
export const STATUS_CHOICES = ['all', 'Issued', 'Redeemed', 'Expired'] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];

export interface CouponFilter {
  tab: CouponTab;
  search: string;
  status: StatusChoice;
}

/** When the coupon stops being usable (ms), or null when it never expires or the date cannot be read. */
export function expiryTime(coupon: Coupon): number | null {
  if (!coupon.expiry_date) return null;
  const value = /^\d{4}-\d{2}-\d{2}$/.test(coupon.expiry_date)
    ? `${coupon.expiry_date}T23:59:59.999Z`
    : coupon.expiry_date;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/** An Issued coupon that stops being usable within the window (7 days): highlighted, and on Expiring Soon. */
export function isExpiringSoon(coupon: Coupon, nowMs: number, days: number = COUPON_EXPIRING_WINDOW_DAYS): boolean {
  if (coupon.status !== 'Issued') return false;
  const expiry = expiryTime(coupon);
  return expiry !== null && expiry >= nowMs && expiry - nowMs <= days * DAY_MS;
}

/** Whole days left before an Issued coupon expires (0 on its last day). */
export function daysLeft(coupon: Coupon, nowMs: number): number | null {
  const expiry = expiryTime(coupon);
  return expiry === null ? null : Math.max(0, Math.floor((expiry - nowMs) / DAY_MS));
}

/** Case-insensitive match of the search text on the partner's name or the coupon's title. */
export function matchesSearch(coupon: Coupon, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (
    coupon.partner_name.toLocaleLowerCase().includes(needle) || coupon.coupon_title.toLocaleLowerCase().includes(needle)
  );
}

function inTab(coupon: Coupon, filter: CouponFilter, nowMs: number): boolean {
  switch (filter.tab) {
    case 'available':
      return coupon.status === 'Issued';
    case 'expiring':
      return isExpiringSoon(coupon, nowMs);
    case 'redeemed':
      return coupon.status === 'Redeemed';
    case 'all':
      return filter.status === 'all' || coupon.status === filter.status;
  }
}

/** The coupons a tab shows: its own rule, then the search (the status dropdown counts only on All). */
export function filterCoupons(coupons: readonly Coupon[], filter: CouponFilter, nowMs: number): Coupon[] {
  return coupons.filter((coupon) => inTab(coupon, filter, nowMs) && matchesSearch(coupon, filter.search));
}

export type EmptyText = 'available' | 'expiring' | 'redeemed' | 'search';

/**
 * Which empty-state text a tab shows when it lists nothing: a search or a chosen status that finds nothing says
 * so; otherwise the tab's own text (All with no coupons at all reads like Available: start donating).
 */
export function emptyTextKey(filter: CouponFilter, hasAnyCoupon: boolean): EmptyText {
  const narrowed = filter.search.trim() !== '' || (filter.tab === 'all' && filter.status !== 'all');
  if (narrowed) return 'search';
  if (filter.tab === 'all') return hasAnyCoupon ? 'search' : 'available';
  return filter.tab;
}
