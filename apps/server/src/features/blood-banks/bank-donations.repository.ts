import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import { bloodBankStaff, donations, donors, users } from '../../db/schema/index.ts';
import { enqueue, type OutboxMessage } from '../../outbox/outbox.repository.ts';

/** Phone numbers compared by their last 10 digits: '+91 98200 11111', '098200 11111' and '9820011111' agree. */
const PHONE_DIGITS = 10;

/** A bank's staff confirming donations: who they are, the donor they name, and the donation row. */
function queries(db: Database) {
  return {
    /** The staff member's bank and whether a coordinator verified the account; undefined for anyone else. */
    async staffMember(userId: string) {
      const [row] = await db
        .select({ bank_id: bloodBankStaff.bank_id, verified_at: bloodBankStaff.verified_at })
        .from(bloodBankStaff)
        .where(eq(bloodBankStaff.user_id, userId));
      return row;
    },

    /** Accounts (of any role) registered with this e-mail, in any letter case. */
    async usersByEmail(email: string) {
      return db
        .select({ user_id: users.user_id, full_name: users.full_name, user_type: users.user_type })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
    },

    /** Accounts whose phone has the same digits (the last 10 when both have at least 10). */
    async usersByPhoneDigits(digits: string) {
      const stored = sql`regexp_replace(${users.phone_number}, '[^0-9]', '', 'g')`;
      const match =
        digits.length >= PHONE_DIGITS
          ? sql`length(${stored}) >= ${PHONE_DIGITS} and right(${stored}, ${PHONE_DIGITS}) = ${digits.slice(-PHONE_DIGITS)}`
          : sql`${stored} = ${digits}`;
      return db
        .select({ user_id: users.user_id, full_name: users.full_name, user_type: users.user_type })
        .from(users)
        .where(match);
    },

    /** The donation's id, or null when this donor's visit to this bank that day is already recorded. */
    async insertDonation(values: {
      donor_id: string;
      bank_id: number;
      component_id: number;
      donation_date: string;
      confirmed_by_user: string;
      created_at: Date;
    }) {
      const [row] = await db
        .insert(donations)
        .values({ ...values, confirmed_by: 'bank' })
        .onConflictDoNothing()
        .returning({ donation_id: donations.donation_id });
      return row?.donation_id ?? null;
    },

    /** The donor's last donation moves forward (never back), as a fulfilled request moves it. */
    async noteLastDonation(donorId: string, componentId: number, date: string) {
      await db
        .update(donors)
        .set({ last_donation_date: date, last_donation_component_id: componentId, updated_at: sql`now()` })
        .where(
          and(
            eq(donors.donor_id, donorId),
            sql`(${donors.last_donation_date} is null or ${donors.last_donation_date} <= ${date}::date)`,
          ),
        );
    },

    enqueue(message: OutboxMessage, now: Date) {
      return enqueue(db, message, now);
    },
  };
}

export const createBankDonationsRepository = (db: Database) => transactional(db, queries);
export type BankDonationsRepository = ReturnType<typeof createBankDonationsRepository>;
