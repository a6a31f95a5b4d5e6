import type { Coupon, COUPON_STATUSES, CouponStats, RewardReason } from '@raktsetu/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { CouponRow, CouponsRepository } from './coupons.repository.ts';
import { newReferralCode } from './reward-rules.ts';

export const COUPON_SAYS = {
  onlyOwnRewards: 'Only the donor who earned these rewards can see them.',
  onlyOwnReferral: 'Only the donor can see their own referral link.',
  notFound: 'Coupon not found.',
  onlyOwnerRedeems: 'Only the donor who earned this coupon can redeem it.',
  alreadyRedeemed: (on: string) => `This coupon was already redeemed on ${on}.`,
  expired: (on: string) => `This coupon expired on ${on}.`,
  redeemed: 'Coupon redeemed. Show this screen at the partner to claim your thank-you.',
} as const;

/** ms in a day, for the expiring window given in days. */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Draws of a referral code before giving up (a clash of 40-bit codes is already rare once). */
const CODE_DRAWS = 5;

/** A date as donors in India read it: "23 November 2026". */
const dateInIndia = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export interface CouponsServiceDeps {
  repo: CouponsRepository;
  clock: Clock;
  /** The web app's public address, for referral links. */
  appUrl: string;
}

/** A coupon as its donor sees it: the code only while it can still be used. */
export function presentCoupon(row: CouponRow): Coupon {
  return {
    id: row.coupon_id,
    partner_name: row.partner_name,
    partner_city: row.partner_city,
    coupon_title: row.title,
    description: row.description,
    value_text: row.value_text,
    terms: row.terms,
    status: row.status as Coupon['status'],
    redemption_code: row.status === 'Issued' ? row.redemption_code : null,
    issued_at: row.issued_at.toISOString(),
    expiry_date: row.expiry_date.toISOString(),
    redeemed_at: row.redeemed_at?.toISOString() ?? null,
    redemption_location: row.redemption_location,
    reason: row.reason as RewardReason,
  };
}

/** Rewards are the donor's own: patients, other donors, staff and admins are all refused. */
function ownDonor(actor: Actor, donorId: string, message: string = COUPON_SAYS.onlyOwnRewards) {
  if (actor.userType !== 'Donor' || actor.id !== donorId) throw AppError.forbidden(message);
}

async function redeem(deps: CouponsServiceDeps, actor: Actor, couponId: string, input: RedeemInput) {
  const { repo, clock } = deps;
  const coupon = await repo.find(couponId);
  if (!coupon) throw AppError.notFound(COUPON_SAYS.notFound);
  if (coupon.donor_id !== actor.id) throw AppError.forbidden(COUPON_SAYS.onlyOwnerRedeems);
  const now = clock.now();
  const redeemed = await repo.redeem(couponId, input, now);
  if (redeemed) return { message: COUPON_SAYS.redeemed, data: presentCoupon(redeemed) };
  // Not Issued or past its date (perhaps since the read above): say which, from the row as it is now.
  const current = (await repo.find(couponId)) ?? coupon;
  if (current.status === 'Redeemed') {
    throw AppError.conflict(COUPON_SAYS.alreadyRedeemed(dateInIndia.format(current.redeemed_at ?? now)));
  }
  // Expired by the job, or by its date before the hourly job got to it: recorded now either way.
  await repo.markExpired(couponId);
  throw AppError.conflict(COUPON_SAYS.expired(dateInIndia.format(current.expiry_date)));
}

type RedeemInput = { location: string | null; notes: string | null };

/** The donor's referral code, made the first time they ask. */
async function referralCode(repo: CouponsRepository, donorId: string) {
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const found = await repo.referralCode(donorId);
    if (!found) throw AppError.forbidden(COUPON_SAYS.onlyOwnReferral);
    if (found.code) return { code: found.code, referred: found.referred };
    try {
      await repo.setReferralCode(donorId, newReferralCode());
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not draw an unused referral code');
}

/** A donor's coupons, their totals, redemption and referral link. */
export function createCouponsService(deps: CouponsServiceDeps) {
  const { repo, clock } = deps;
  // The hourly job may not have run yet: the list and the totals expire this donor's coupons past their date in
  // the same statement that reads them (coupons.repository.ts).
  return {
    async list(actor: Actor, donorId: string, status: (typeof COUPON_STATUSES)[number] | undefined) {
      ownDonor(actor, donorId);
      return (await repo.list(donorId, status, clock.now())).map(presentCoupon);
    },
    async expiring(actor: Actor, donorId: string, days: number) {
      ownDonor(actor, donorId);
      // Only coupons still before their date are read: one past it never shows, expired by now or not.
      const now = clock.now();
      return (await repo.expiring(donorId, now, new Date(now.getTime() + days * DAY_MS))).map(presentCoupon);
    },
    async stats(actor: Actor, donorId: string): Promise<CouponStats> {
      ownDonor(actor, donorId);
      const row = await repo.stats(donorId, clock.now());
      return {
        total_issued: Number(row?.total_issued ?? 0),
        total_redeemed: Number(row?.total_redeemed ?? 0),
        total_expired: Number(row?.total_expired ?? 0),
        total_value_redeemed: Number(row?.total_value_redeemed ?? 0),
      };
    },
    redeem: (actor: Actor, couponId: string, input: RedeemInput) => redeem(deps, actor, couponId, input),
    async referral(actor: Actor, donorId: string) {
      ownDonor(actor, donorId, COUPON_SAYS.onlyOwnReferral);
      const { code, referred } = await referralCode(repo, donorId);
      return {
        referral_code: code,
        referral_url: `${deps.appUrl}/register?type=donor&ref=${code}`,
        referred_donors: referred,
      };
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
