import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import { APHERESIS_COMPONENT_IDS, ELIGIBILITY } from '@raktsetu/shared';
import { alias } from 'drizzle-orm/pg-core';
import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import {
  bloodRequests,
  coupons,
  donations,
  donors,
  offers,
  partners,
  requestResponses,
  rewardGrants,
  users,
} from '../../db/schema/index.ts';
import type { RewardReason } from '@raktsetu/shared';

export type CouponInsert = typeof coupons.$inferInsert;

/** An offer that may still be given, with the partner words a coupon copies. */
export interface OfferCandidate {
  offer_id: string;
  title: string;
  description: string | null;
  value_text: string;
  value_amount: number | null;
  validity_days: number;
  terms: string | null;
  partner_name: string;
  partner_city: string | null;
}

/** What the earning rules read of a donation and its donor. */
function donationQueries(db: Database) {
  return {
    /** A donation with what the rules ask of it: its request's urgency, the donor's answer, who referred them. */
    async donation(donationId: string) {
      const [row] = await db
        .select({
          donation_id: donations.donation_id,
          donor_id: donations.donor_id,
          donation_date: donations.donation_date,
          urgency: bloodRequests.urgency,
          accepted: sql<boolean>`${requestResponses.response} = 'accept'`,
          referred_by: donors.referred_by,
        })
        .from(donations)
        .innerJoin(donors, eq(donors.donor_id, donations.donor_id))
        .leftJoin(bloodRequests, eq(bloodRequests.request_id, donations.request_id))
        .leftJoin(
          requestResponses,
          and(eq(requestResponses.request_id, donations.request_id), eq(requestResponses.donor_id, donations.donor_id)),
        )
        .where(eq(donations.donation_id, donationId));
      return row;
    },

    /** Holds the donor's row until commit: two of their donations are never rewarded side by side. */
    async lockDonor(donorId: string) {
      await db.select({ id: donors.donor_id }).from(donors).where(eq(donors.donor_id, donorId)).for('update');
    },

    /**
     * The donor's rewarded donations in the 12 months up to `date` (this one, about to be rewarded, counted once),
     * and whether a loyalty reward was already given for a donation less than 12 months either side of it (so the
     * order rewards are worked in changes nothing). Donations that earned nothing (too soon) do not count.
     */
    async loyaltyStanding(donationId: string, donorId: string, date: string) {
      const [given] = await db
        .select({ n: count() })
        .from(rewardGrants)
        .innerJoin(donations, eq(donations.donation_id, rewardGrants.donation_id))
        .where(
          and(
            eq(rewardGrants.donor_id, donorId),
            eq(rewardGrants.reason, 'donation'),
            ne(donations.donation_id, donationId),
            sql`${donations.donation_date} > ${date}::date - interval '12 months'`,
            sql`${donations.donation_date} <= ${date}::date`,
          ),
        );
      const [rewarded] = await db
        .select({ id: rewardGrants.grant_id })
        .from(rewardGrants)
        .innerJoin(donations, eq(donations.donation_id, rewardGrants.donation_id))
        .where(
          and(
            eq(rewardGrants.donor_id, donorId),
            eq(rewardGrants.reason, 'loyalty'),
            sql`${donations.donation_date} > ${date}::date - interval '12 months'`,
            sql`${donations.donation_date} < ${date}::date + interval '12 months'`,
          ),
        )
        .limit(1);
      return { donations: (given?.n ?? 0) + 1, rewarded: Boolean(rewarded) };
    },

    /** Referral rewards the referrer was granted since `since`. */
    async referralRewardsSince(referrerId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(rewardGrants)
        .where(
          and(
            eq(rewardGrants.donor_id, referrerId),
            eq(rewardGrants.reason, 'referral'),
            gte(rewardGrants.created_at, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** A still-registered donor, to receive a reward (the referrer may have left). */
    async isDonor(userId: string) {
      const [row] = await db
        .select({ id: users.user_id })
        .from(users)
        .where(and(eq(users.user_id, userId), eq(users.user_type, 'Donor')));
      return Boolean(row);
    },
  };
}

/** Days a donor must wait after a donation of `component` before the next (NBTC: apheresis 48 h, whole blood 90/120). */
function intervalAfter(component: SQLWrapper, sex: SQLWrapper) {
  const apheresis = sql.join(
    APHERESIS_COMPONENT_IDS.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const whole = ELIGIBILITY.wholeBloodIntervalDays;
  return sql`case when ${component} in (${apheresis}) then ${Math.ceil(ELIGIBILITY.apheresisIntervalHours / 24)}::int
                  when ${sex} = 'female' then ${whole.female}::int
                  when ${sex} = 'male' then ${whole.male}::int else ${whole.unknown}::int end`;
}

/** Donations closer together than a body allows: recorded, but only the first of them earns. */
function intervalQueries(db: Database) {
  const other = alias(donations, 'other');
  return {
    /**
     * Whether this donation falls inside the NBTC interval of another confirmed donation of the donor: one before
     * it (date, then time recorded), or a later one that was already rewarded (a back-dated confirmation). So
     * however donations are confirmed or worked, two within one interval earn once.
     */
    async tooSoon(donationId: string) {
      const mine = sql`(${donations.donation_date}, ${donations.created_at}, ${donations.donation_id})`;
      const theirs = sql`(${other.donation_date}, ${other.created_at}, ${other.donation_id})`;
      const [row] = await db
        .select({ id: other.donation_id })
        .from(donations)
        .innerJoin(donors, eq(donors.donor_id, donations.donor_id))
        .innerJoin(other, and(eq(other.donor_id, donations.donor_id), ne(other.donation_id, donations.donation_id)))
        .where(
          and(
            eq(donations.donation_id, donationId),
            sql`(
              (${theirs} < ${mine}
                and ${donations.donation_date} - ${other.donation_date} < ${intervalAfter(other.component_id, donors.sex)})
              or (${theirs} > ${mine}
                and ${other.donation_date} - ${donations.donation_date} < ${intervalAfter(donations.component_id, donors.sex)}
                and exists (select 1 from ${rewardGrants} where ${rewardGrants.donation_id} = ${other.donation_id}
                            and ${rewardGrants.reason} = 'donation'))
            )`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}

/** The grants: one per donor and event, so a reward is given exactly once. */
function grantQueries(db: Database) {
  return {
    /** The grant row, or null when this donor already had this event's reward. */
    async insertGrant(values: {
      donor_id: string;
      event_key: string;
      reason: RewardReason;
      donation_id: string;
      created_at: Date;
    }) {
      const [row] = await db
        .insert(rewardGrants)
        .values(values)
        .onConflictDoNothing({ target: [rewardGrants.donor_id, rewardGrants.event_key] })
        .returning({ grant_id: rewardGrants.grant_id });
      return row?.grant_id ?? null;
    },

    async setGrantCoupon(grantId: string, couponId: string) {
      await db.update(rewardGrants).set({ coupon_id: couponId }).where(eq(rewardGrants.grant_id, grantId));
    },
  };
}

/** The offers a reward is drawn from, and the coupon it becomes. */
function offerQueries(db: Database) {
  return {
    /**
     * Offers that may still be given, best first for this donor: a partner in their town, then one valid anywhere,
     * then elsewhere; then the most tags shared with the donor's interests; then the least given.
     */
    async offerCandidates(donorId: string, limit: number): Promise<OfferCandidate[]> {
      return db
        .select({
          offer_id: offers.offer_id,
          title: offers.title,
          description: offers.description,
          value_text: offers.value_text,
          value_amount: offers.value_amount,
          validity_days: offers.validity_days,
          terms: offers.terms,
          partner_name: partners.name,
          partner_city: partners.city,
        })
        .from(offers)
        .innerJoin(partners, eq(partners.partner_id, offers.partner_id))
        .innerJoin(users, eq(users.user_id, donorId))
        .innerJoin(donors, eq(donors.donor_id, donorId))
        .where(
          and(
            eq(offers.is_active, true),
            eq(partners.is_active, true),
            sql`(${offers.max_issued} is null or ${offers.issued_count} < ${offers.max_issued})`,
          ),
        )
        .orderBy(
          sql`case when ${partners.city} is null then 1
                   when lower(${partners.city}) = lower(${users.city}) then 0 else 2 end`,
          sql`cardinality(array(select unnest(${partners.interest_tags}) intersect select unnest(${donors.interests}))) desc`,
          offers.issued_count,
          offers.created_at,
        )
        .limit(limit);
    },

    /**
     * Counts one more coupon of the offer if it may still be given, in one conditional UPDATE: two workers racing
     * for the last coupon cannot both get it (the second re-checks the row after the first commits).
     */
    async claimOffer(offerId: string) {
      const rows = await db
        .update(offers)
        .set({ issued_count: sql`${offers.issued_count} + 1` })
        .where(
          and(
            eq(offers.offer_id, offerId),
            eq(offers.is_active, true),
            sql`(${offers.max_issued} is null or ${offers.issued_count} < ${offers.max_issued})`,
            sql`exists (select 1 from ${partners} where ${partners.partner_id} = ${offers.partner_id} and ${partners.is_active})`,
          ),
        )
        .returning({ offer_id: offers.offer_id });
      return rows.length > 0;
    },

    /** The new coupon's id, or null when the code was taken (the caller draws another). */
    async insertCoupon(values: CouponInsert) {
      const [row] = await db
        .insert(coupons)
        .values(values)
        .onConflictDoNothing({ target: coupons.redemption_code })
        .returning({ coupon_id: coupons.coupon_id });
      return row?.coupon_id ?? null;
    },
  };
}

/** The SQL of earning: what a donation earned, and granting it exactly once. */
function queries(db: Database) {
  return { ...donationQueries(db), ...intervalQueries(db), ...grantQueries(db), ...offerQueries(db) };
}

export const createRewardEarningRepository = (db: Database) => transactional(db, queries);
export type RewardEarningRepository = ReturnType<typeof createRewardEarningRepository>;
