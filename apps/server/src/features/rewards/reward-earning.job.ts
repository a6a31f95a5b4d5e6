import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Job } from '../../lib/scheduler.ts';
import { REWARD_DONATION_TOPIC, type OutboxHandlers, type OutboxMessage } from '../../outbox/topics.ts';
import type { Hub } from '../../realtime/hub.ts';
import { couponIssued, type NoticeReward } from '../notifications/notices.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RewardEarningRepository } from './reward-earning.repository.ts';
import { REFERRAL_REWARDS_PER_YEAR, earnedRewards, expiryOf, newRedemptionCode, type Earned } from './reward-rules.ts';

/** How many of the best offers are tried when the first is given out meanwhile. */
const OFFER_CANDIDATES = 10;
/** Draws of a redemption code before giving up (a clash of 50-bit codes is already unlikely once). */
const CODE_DRAWS = 5;
/** ms between runs of the job that marks coupons past their expiry Expired. */
const EXPIRY_EVERY_MS = 60 * 60 * 1000;

export interface RewardEarningDeps {
  repo: RewardEarningRepository;
  notifications: NotificationsService;
  clock: Clock;
  hub: Hub;
  /** Marks every Issued coupon past its expiry Expired (coupons.repository). */
  expireDue: (now: Date) => Promise<number>;
}

type Tx = Parameters<Parameters<RewardEarningRepository['transaction']>[0]>[0];

/**
 * Queued in the transaction that writes a confirmed donation. The key makes a second queueing of the same
 * donation a no-op; the grants' own keys make a second delivery one.
 */
export function rewardDonationMessage(donationId: string): OutboxMessage<typeof REWARD_DONATION_TOPIC> {
  return { topic: REWARD_DONATION_TOPIC, payload: { donation_id: donationId }, dedupeKey: `reward:${donationId}` };
}

/** Issues the best coupon still available for this grant, or none when every offer is given out. */
async function issueCoupon(tx: Tx, grantId: string, earned: Earned, at: Date) {
  const candidates = await tx.offerCandidates(earned.donor_id, OFFER_CANDIDATES);
  for (const offer of candidates) {
    if (!(await tx.claimOffer(offer.offer_id))) continue;
    for (let draw = 0; draw < CODE_DRAWS; draw++) {
      const couponId = await tx.insertCoupon({
        donor_id: earned.donor_id,
        offer_id: offer.offer_id,
        grant_id: grantId,
        reason: earned.reason,
        status: 'Issued',
        redemption_code: newRedemptionCode(),
        partner_name: offer.partner_name,
        partner_city: offer.partner_city,
        title: offer.title,
        description: offer.description,
        value_text: offer.value_text,
        value_amount: offer.value_amount,
        terms: offer.terms,
        issued_at: at,
        expiry_date: expiryOf(at, offer.validity_days),
      });
      if (couponId) {
        await tx.setGrantCoupon(grantId, couponId);
        return { title: offer.title, partner_name: offer.partner_name };
      }
    }
    throw new Error('Could not draw an unused redemption code');
  }
  return null;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The referrer already had their referral rewards for the last 12 months (their row is held till commit). */
async function referralCapReached(tx: Tx, referrerId: string, at: Date): Promise<boolean> {
  await tx.lockDonor(referrerId);
  const given = await tx.referralRewardsSince(referrerId, new Date(at.getTime() - YEAR_MS));
  return given >= REFERRAL_REWARDS_PER_YEAR;
}

/**
 * Outbox handler: grants each reward the donation earned, in one transaction. A grant is inserted only if this
 * donor never had this event's reward, and a coupon is issued only for a grant inserted now, so a repeated item,
 * a repeated fulfil or a crash before the item was marked done never issues twice.
 */
async function grantRewards(deps: RewardEarningDeps, donationId: string): Promise<void> {
  const { repo, notifications, clock, hub } = deps;
  const at = clock.now();
  const written = await repo.transaction(async (tx, raw: Database) => {
    const donation = await tx.donation(donationId);
    if (!donation) return [];
    await tx.lockDonor(donation.donor_id);
    // Inside the NBTC interval of another confirmed donation: recorded, but it earns nothing (no farming).
    if (await tx.tooSoon(donation.donation_id)) return [];
    const loyalty = await tx.loyaltyStanding(donation.donation_id, donation.donor_id, donation.donation_date);
    const earned = earnedRewards({ ...donation, loyalty });
    const rewards: Array<NoticeReward & { donor_id: string }> = [];
    for (const e of earned) {
      if (e.donor_id !== donation.donor_id && !(await tx.isDonor(e.donor_id))) continue;
      if (e.reason === 'referral' && (await referralCapReached(tx, e.donor_id, at))) continue;
      const grantId = await tx.insertGrant({ ...e, donation_id: donation.donation_id, created_at: at });
      if (!grantId) continue;
      rewards.push({ ...e, coupon: await issueCoupon(tx, grantId, e, at) });
    }
    return notifications.notify(
      raw,
      rewards.map((r) => ({ user_id: r.donor_id, ...couponIssued(r) })),
      at,
    );
  });
  hub.deliver(written.map((n) => n.event));
}

/** Rewards' outbox handler and the hourly job that expires coupons past their date. */
export function createRewardEarning(deps: RewardEarningDeps) {
  const outboxHandlers: Pick<OutboxHandlers, typeof REWARD_DONATION_TOPIC> = {
    [REWARD_DONATION_TOPIC]: (payload) => grantRewards(deps, payload.donation_id),
  };
  const jobs: Job[] = [
    { name: 'expire-coupons', everyMs: EXPIRY_EVERY_MS, run: () => deps.expireDue(deps.clock.now()) },
  ];
  return { outboxHandlers, jobs };
}
