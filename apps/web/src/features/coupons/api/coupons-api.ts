// A donor's coupons: the list, the counts, the ones expiring soon, and redeeming one. Only the rewards pages call
// these, so they live in this feature.
import {
  COUPON_EXPIRING_WINDOW_DAYS,
  couponListResponseSchema,
  couponStatsResponseSchema,
  redeemResponseSchema,
  type Coupon,
  type CouponStats,
} from '@raktsetu/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type CouponStatus = Coupon['status'];

export const couponKeys = {
  /** Every coupon query of the signed-in donor: a redeem or a new coupon refreshes all of them. */
  all: ['coupons'] as const,
  list: (donorId: string, status?: CouponStatus) => ['coupons', 'list', donorId, status ?? 'all'] as const,
  stats: (donorId: string) => ['coupons', 'stats', donorId] as const,
  expiring: (donorId: string, days: number) => ['coupons', 'expiring', donorId, days] as const,
};

const donorPath = (donorId: string) => `/donors/${encodeURIComponent(donorId)}`;

export const ZERO_STATS: CouponStats = {
  total_issued: 0,
  total_redeemed: 0,
  total_expired: 0,
  total_value_redeemed: 0,
};

/** Available on the page: issued, less those redeemed or expired (never below zero). */
export const availableCount = (stats: CouponStats) =>
  Math.max(0, stats.total_issued - stats.total_redeemed - stats.total_expired);

export async function fetchCoupons(donorId: string, status?: CouponStatus, signal?: AbortSignal) {
  const body = await apiClient.get(`${donorPath(donorId)}/coupons`, { query: { status }, signal });
  return couponListResponseSchema.parse(body).data;
}

/** The counts; a failure reads as zeros, so the page still shows its cards. */
export async function fetchCouponStats(donorId: string, signal?: AbortSignal): Promise<CouponStats> {
  try {
    const body = await apiClient.get(`${donorPath(donorId)}/coupon-stats`, { signal, retries: 0 });
    return couponStatsResponseSchema.parse(body).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    return ZERO_STATS;
  }
}

export async function fetchExpiringCoupons(donorId: string, days: number, signal?: AbortSignal) {
  const body = await apiClient.get(`${donorPath(donorId)}/coupons/expiring`, { query: { days }, signal });
  return couponListResponseSchema.parse(body).data;
}

export interface RedeemInput {
  couponId: string;
  redemption_location: string;
  redemption_notes: string;
}

export async function redeemCoupon({ couponId, redemption_location, redemption_notes }: RedeemInput) {
  const body = await apiClient.post(`/donor-coupons/${encodeURIComponent(couponId)}/redeem`, {
    redemption_location: redemption_location.trim() || null,
    redemption_notes: redemption_notes.trim() || null,
  });
  return redeemResponseSchema.parse(body);
}

export function useCoupons(donorId: string, status?: CouponStatus) {
  return useQuery({
    queryKey: couponKeys.list(donorId, status),
    queryFn: ({ signal }) => fetchCoupons(donorId, status, signal),
  });
}

export function useCouponStats(donorId: string) {
  return useQuery({
    queryKey: couponKeys.stats(donorId),
    queryFn: ({ signal }) => fetchCouponStats(donorId, signal),
  });
}

export function useExpiringCoupons(donorId: string, days: number = COUPON_EXPIRING_WINDOW_DAYS) {
  return useQuery({
    queryKey: couponKeys.expiring(donorId, days),
    queryFn: ({ signal }) => fetchExpiringCoupons(donorId, days, signal),
  });
}

/** Refreshes every coupon query (a new coupon arrived over the live stream). */
export function useRefreshCoupons() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: couponKeys.all });
}
