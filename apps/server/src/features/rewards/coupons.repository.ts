import { and, asc, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { COUPON_STATUSES } from '@raktsetu/shared';
import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import { coupons, donors } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** The coupons a donor holds, and their totals. */
function holdingQueries(db: Database) {
  return {
    /**
     * The donor's coupons, newest first, after marking those past their date Expired — in one statement: the
     * update runs as a CTE, and the rows it changed are shown with the status it gave them.
     */
    async list(donorId: string, status: (typeof COUPON_STATUSES)[number] | undefined, now: Date) {
      const expired = db.$with('expired').as(expireDueQuery(db, now, donorId));
      const shown = sql<string>`case when ${expired.id} is null then ${coupons.status} else 'Expired' end`;
      return db
        .with(expired)
        .select({ ...getTableColumns(coupons), status: shown })
        .from(coupons)
        .leftJoin(expired, eq(expired.id, coupons.coupon_id))
        .where(and(eq(coupons.donor_id, donorId), status ? sql`${shown} = ${status}` : undefined))
        .orderBy(desc(coupons.issued_at), desc(coupons.coupon_id));
    },

    /** Issued coupons whose expiry falls between now and `until`, soonest first. */
    async expiring(donorId: string, now: Date, until: Date) {
      return db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.donor_id, donorId),
            eq(coupons.status, 'Issued'),
            sql`${coupons.expiry_date} > ${now.toISOString()}::timestamptz`,
            sql`${coupons.expiry_date} <= ${until.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(coupons.expiry_date));
    },

    /** The donor's totals, after marking those past their date Expired, in one statement (as `list`). */
    async stats(donorId: string, now: Date) {
      const expired = db.$with('expired').as(expireDueQuery(db, now, donorId));
      const shown = sql<string>`case when ${expired.id} is null then ${coupons.status} else 'Expired' end`;
      const [row] = await db
        .with(expired)
        .select({
          total_issued: count(),
          total_redeemed: sql<number>`count(*) filter (where ${shown} = 'Redeemed')::int`,
          total_expired: sql<number>`count(*) filter (where ${shown} = 'Expired')::int`,
          total_value_redeemed: sql<number>`coalesce(sum(${coupons.value_amount}) filter (where ${shown} = 'Redeemed'), 0)::int`,
        })
        .from(coupons)
        .leftJoin(expired, eq(expired.id, coupons.coupon_id))
        .where(eq(coupons.donor_id, donorId));
      return row;
    },

    async find(couponId: string) {
      const [row] = await db.select().from(coupons).where(eq(coupons.coupon_id, couponId));
      return row;
    },
  };
}

/** Marks Issued coupons past their expiry Expired (optionally one donor's), returning their ids. */
function expireDueQuery(db: Database, now: Date, donorId?: string) {
  return db
    .update(coupons)
    .set({ status: 'Expired' })
    .where(
      and(
        eq(coupons.status, 'Issued'),
        sql`${coupons.expiry_date} <= ${now.toISOString()}::timestamptz`,
        donorId ? eq(coupons.donor_id, donorId) : undefined,
      ),
    )
    .returning({ id: coupons.coupon_id });
}

/** A coupon's moves out of Issued: redeemed, or expired. */
function statusQueries(db: Database) {
  return {
    /** Redeems the coupon if it is still Issued and unexpired, in one conditional UPDATE; else undefined. */
    async redeem(couponId: string, input: { location: string | null; notes: string | null }, now: Date) {
      const [row] = await db
        .update(coupons)
        .set({
          status: 'Redeemed',
          redeemed_at: now,
          redemption_location: input.location,
          redemption_notes: input.notes,
        })
        .where(
          and(
            eq(coupons.coupon_id, couponId),
            eq(coupons.status, 'Issued'),
            sql`${coupons.expiry_date} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      return row;
    },

    /** Marks every Issued coupon past its expiry Expired (optionally one donor's); returns how many. */
    async expireDue(now: Date, donorId?: string) {
      const rows = await expireDueQuery(db, now, donorId);
      return rows.length;
    },

    async markExpired(couponId: string) {
      await db
        .update(coupons)
        .set({ status: 'Expired' })
        .where(and(eq(coupons.coupon_id, couponId), eq(coupons.status, 'Issued')));
    },
  };
}

/** The donor's referral code, and how many it brought. */
function referralQueries(db: Database) {
  return {
    /** The donor's code (null until made) and how many donors signed up with it, in one read. */
    async referralCode(donorId: string) {
      const [row] = await db
        .select({
          code: donors.referral_code,
          referred: sql<number>`(select count(*) from ${donors} r where r.referred_by = ${donorId})::int`,
        })
        .from(donors)
        .where(eq(donors.donor_id, donorId));
      return row;
    },

    /** Gives the donor this code unless they already have one (a unique clash throws; the caller draws again). */
    async setReferralCode(donorId: string, code: string) {
      await db
        .update(donors)
        .set({ referral_code: code })
        .where(and(eq(donors.donor_id, donorId), isNull(donors.referral_code)));
    },
  };
}

/** A donor's coupons and referral code: what they hold, redeem and share. */
function queries(db: Database) {
  return { ...holdingQueries(db), ...statusQueries(db), ...referralQueries(db) };
}

export const createCouponsRepository = (db: Database) => transactional(db, queries);
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
