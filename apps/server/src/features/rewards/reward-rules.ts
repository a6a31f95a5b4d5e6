import { randomBytes } from 'node:crypto';
import type { RewardReason } from '@raktsetu/shared';

/** No 0/O or 1/I: a code read out at a shop counter is typed right the first time. 32 letters: 5 bits each. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ALPHABET_BITS = 32;

/** `n` letters of the alphabet from a cryptographic source, without bias (each byte's low 5 bits). */
function randomLetters(n: number): string {
  const bytes = randomBytes(n);
  let out = '';
  for (const b of bytes) out += CODE_ALPHABET[b % ALPHABET_BITS] ?? 'X';
  return out;
}

/** A coupon's redemption code, `RS-XXXXX-XXXXX`: 10 random letters, 50 bits, never guessed. */
export function newRedemptionCode(): string {
  return `RS-${randomLetters(5)}-${randomLetters(5)}`;
}

/**
 * Referral rewards one donor may earn in any 12 months. Each friend's first donation is real, but throwaway
 * accounts that each "give" once must not turn one person's link into a coupon mill.
 */
export const REFERRAL_REWARDS_PER_YEAR = 5;

/** A donor's referral code: 8 letters (40 bits), easy to read out and to put in a link. */
export function newReferralCode(): string {
  return randomLetters(8);
}

/** The donations within 12 months that earn a loyalty reward (at the 3rd, and not again that year). */
export const LOYALTY_DONATIONS = 3;

/** What the earning rules know of a confirmed donation. */
export interface DonationFacts {
  donation_id: string;
  donor_id: string;
  /** The request's urgency when the donation answered one (null for a bank's own confirmation). */
  urgency: string | null;
  /** The donor had accepted that request. */
  accepted: boolean | null;
  /** Their donations in the 12 months up to this one (this one included), and whether a loyalty reward was given. */
  loyalty: { donations: number; rewarded: boolean };
  referred_by: string | null;
}

export interface Earned {
  donor_id: string;
  reason: RewardReason;
  /** Unique per donor: the same event never rewards twice. */
  event_key: string;
}

/**
 * The rewards one confirmed donation earns. The referral reward is keyed by the referred donor, not the donation,
 * so only their first donation that is worked earns it.
 */
export function earnedRewards(d: DonationFacts): Earned[] {
  const earned: Earned[] = [{ donor_id: d.donor_id, reason: 'donation', event_key: `donation:${d.donation_id}` }];
  if (d.urgency === 'SOS' && d.accepted) {
    earned.push({ donor_id: d.donor_id, reason: 'sos_bonus', event_key: `sos_bonus:${d.donation_id}` });
  }
  if (d.loyalty.donations >= LOYALTY_DONATIONS && !d.loyalty.rewarded) {
    earned.push({ donor_id: d.donor_id, reason: 'loyalty', event_key: `loyalty:${d.donation_id}` });
  }
  if (d.referred_by && d.referred_by !== d.donor_id) {
    earned.push({ donor_id: d.referred_by, reason: 'referral', event_key: `referral:${d.donor_id}` });
  }
  return earned;
}

/** ms in a day: a coupon's validity is counted in whole days from the moment it is issued. */
const DAY_MS = 24 * 60 * 60 * 1000;

export const expiryOf = (issuedAt: Date, validityDays: number) => new Date(issuedAt.getTime() + validityDays * DAY_MS);
