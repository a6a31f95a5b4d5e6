import { z } from 'zod';
import { COUPON_EXPIRING_WINDOW_DAYS, COUPON_STATUSES } from '../constants.ts';
import { successEnvelope } from './envelope.ts';
import { optionalQueryInteger, textField } from './fields.ts';

/** Why a coupon was given: a confirmed donation, an SOS answered that ended in one, a loyal year, a referral. */
export const REWARD_REASONS = ['donation', 'sos_bonus', 'loyalty', 'referral'] as const;
export type RewardReason = (typeof REWARD_REASONS)[number];

/**
 * A coupon as its donor sees it, with the fields SPEC names. The redemption code is shown only while the coupon is
 * Issued: once redeemed or expired it is of no use to anyone and is not sent.
 */
export const couponSchema = z.object({
  id: z.string(),
  partner_name: z.string(),
  partner_city: z.string().nullable(),
  coupon_title: z.string(),
  description: z.string().nullable(),
  /** What the thank-you is worth, as the partner words it ("₹200 off a family meal"). Never cash. */
  value_text: z.string(),
  terms: z.string().nullable(),
  status: z.enum(COUPON_STATUSES),
  redemption_code: z.string().nullable(),
  issued_at: z.string(),
  expiry_date: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  redemption_location: z.string().nullable(),
  reason: z.enum(REWARD_REASONS),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListQuerySchema = z.object({
  status: z.enum(COUPON_STATUSES, { error: `status must be one of ${COUPON_STATUSES.join(', ')}` }).optional(),
});
export const couponListResponseSchema = successEnvelope(z.array(couponSchema));

export const expiringQuerySchema = z.object({
  days: optionalQueryInteger('days', { min: 1, max: 90, default: COUPON_EXPIRING_WINDOW_DAYS }),
});

/** Available on the page is total_issued − total_redeemed − total_expired. */
export const couponStatsSchema = z.object({
  total_issued: z.number(),
  total_redeemed: z.number(),
  total_expired: z.number(),
  /** Sum of the rupee values partners gave the redeemed offers (0 when none gave one). */
  total_value_redeemed: z.number(),
});
export type CouponStats = z.infer<typeof couponStatsSchema>;
export const couponStatsResponseSchema = successEnvelope(couponStatsSchema);

const optionalNote = (label: string, max: number) =>
  textField(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /api/donor-coupons/{id}/redeem */
export const redeemSchema = z.object({
  redemption_location: optionalNote('Redemption location', 200),
  redemption_notes: optionalNote('Redemption notes', 500),
});
export const redeemResponseSchema = successEnvelope(couponSchema).extend({ message: z.string() });

// ---- Admin: partners and offers ---------------------------------------------------------------------------
const name = (label: string, max: number) =>
  textField(label, `${label} is required`)
    .trim()
    .min(2, `${label} must be at least 2 characters`)
    .max(max, `${label} must be at most ${max} characters`);

export const partnerInputSchema = z.object({
  name: name('Partner name', 120),
  city: optionalNote('City', 100),
  category: name('Category', 60),
  /** Lower-case interest tags (the donors' interests an offer suits). */
  interest_tags: z
    .array(textField('Each interest tag').trim().min(1).max(60, 'Each interest tag must be at most 60 characters'))
    .max(20, 'At most 20 interest tags')
    .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))])
    .default([]),
  logo_url: z
    .url({ protocol: /^https$/, error: 'The logo must be an https:// address' })
    .max(500, 'The logo address must be at most 500 characters')
    .nullish()
    .transform((v) => v ?? null),
  is_active: z.boolean().default(true),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;

export const offerInputSchema = z.object({
  title: name('Offer title', 120),
  description: optionalNote('Description', 500),
  value_text: name('Value', 80),
  /** Rupees, for the donor's total of what they redeemed; optional. */
  value_amount: z
    .number({ error: 'Value in rupees must be a whole number from 0 to 100000' })
    .int('Value in rupees must be a whole number from 0 to 100000')
    .min(0, 'Value in rupees must be a whole number from 0 to 100000')
    .max(100_000, 'Value in rupees must be a whole number from 0 to 100000')
    .nullish()
    .transform((v) => v ?? null),
  validity_days: z
    .number({ error: 'Validity must be a whole number of days from 1 to 365' })
    .int('Validity must be a whole number of days from 1 to 365')
    .min(1, 'Validity must be a whole number of days from 1 to 365')
    .max(365, 'Validity must be a whole number of days from 1 to 365'),
  terms: optionalNote('Terms', 1000),
  /** How many coupons of this offer may be issued in all (null: no limit). */
  max_issued: z
    .number({ error: 'How many may be issued must be a whole number from 1 to 100000' })
    .int('How many may be issued must be a whole number from 1 to 100000')
    .min(1, 'How many may be issued must be a whole number from 1 to 100000')
    .max(100_000, 'How many may be issued must be a whole number from 1 to 100000')
    .nullish()
    .transform((v) => v ?? null),
  is_active: z.boolean().default(true),
});
export type OfferInput = z.input<typeof offerInputSchema>;

export const offerSchema = z.object({
  offer_id: z.string(),
  partner_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  value_text: z.string(),
  value_amount: z.number().nullable(),
  validity_days: z.number(),
  terms: z.string().nullable(),
  max_issued: z.number().nullable(),
  issued_count: z.number(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const partnerSchema = z.object({
  partner_id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  category: z.string(),
  interest_tags: z.array(z.string()),
  logo_url: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  offers: z.array(offerSchema),
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnerListResponseSchema = successEnvelope(z.array(partnerSchema));
export const partnerResponseSchema = successEnvelope(partnerSchema).extend({ message: z.string().optional() });
export const offerResponseSchema = successEnvelope(offerSchema).extend({ message: z.string().optional() });

// ---- Bank staff confirm a donation ------------------------------------------------------------------------
/**
 * POST /api/blood-banks/{id}/donations: a bank's staff confirm that a registered donor gave blood at their bank
 * (found by the e-mail address or phone number they registered with). Confirmed donations earn rewards.
 */
export const bankDonationSchema = z.object({
  donor: textField('Donor e-mail or phone', 'Enter the donor’s e-mail address or phone number')
    .trim()
    .min(3, 'Enter the donor’s e-mail address or phone number')
    .max(200, 'Donor e-mail or phone must be at most 200 characters'),
  component_id: z
    .number({ error: 'component_id must be a component id 1–5' })
    .int('component_id must be a component id 1–5')
    .min(1, 'component_id must be a component id 1–5')
    .max(5, 'component_id must be a component id 1–5'),
  /** The day they gave: today or up to 30 days back. */
  donation_date: textField('Donation date', 'Donation date is required').trim(),
});
export const bankDonationResponseSchema = successEnvelope(
  z.object({
    donation_id: z.string(),
    /** First name and initial: enough for staff to check they found the right person. */
    donor_name: z.string(),
    donation_date: z.string(),
    component: z.string(),
  }),
).extend({ message: z.string() });

/** A donor's referral link: /register?type=donor&ref=<code>. */
export const referralResponseSchema = successEnvelope(
  z.object({ referral_code: z.string(), referral_url: z.string(), referred_donors: z.number() }),
);
