import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import { bloodBankStaff, bloodBanks, emailTokens, outbox, users } from '../../db/schema/index.ts';

export type AccountRow = typeof users.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

/** What the staff:add, admin:add and coordinator:add commands read and write: accounts, their bank, and their sign-in e-mail. */
function queries(db: Database) {
  return {
    async bank(bankId: number) {
      const [row] = await db
        .select({ bank_id: bloodBanks.bank_id, name: bloodBanks.name, city: bloodBanks.city, state: bloodBanks.state })
        .from(bloodBanks)
        .where(eq(bloodBanks.bank_id, bankId));
      return row;
    },

    async findUserByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async insertUser(values: typeof users.$inferInsert): Promise<AccountRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert users returned nothing');
      return row;
    },

    async staffBankId(userId: string): Promise<number | null> {
      const [row] = await db
        .select({ bank_id: bloodBankStaff.bank_id })
        .from(bloodBankStaff)
        .where(eq(bloodBankStaff.user_id, userId));
      return row?.bank_id ?? null;
    },

    /**
     * A staff member keeps one bank: linking to another moves them. Either way the link waits for a coordinator
     * to verify it with that bank (features/coordinator), so a move asks for verification again.
     */
    async linkStaff(userId: string, bankId: number, now: Date): Promise<void> {
      const unverified = { verified_at: null, verified_by: null };
      await db
        .insert(bloodBankStaff)
        .values({ user_id: userId, bank_id: bankId, created_at: now, ...unverified })
        .onConflictDoUpdate({
          target: bloodBankStaff.user_id,
          set: { bank_id: bankId, created_at: now, ...unverified },
        });
    },

    /** The pending e-mails of sign-in links made for this user since `since` (their outbox key names the link). */
    async pendingSignInMail(userId: string, since: Date): Promise<OutboxRow[]> {
      const tokens = await db
        .select({ hash: emailTokens.token_hash })
        .from(emailTokens)
        .where(
          and(eq(emailTokens.user_id, userId), eq(emailTokens.purpose, 'sign_in'), gte(emailTokens.created_at, since)),
        )
        .orderBy(desc(emailTokens.created_at));
      if (tokens.length === 0) return [];
      return db
        .select()
        .from(outbox)
        .where(
          and(
            inArray(
              outbox.dedupe_key,
              tokens.map((t) => `sign_in:${t.hash}`),
            ),
            eq(outbox.status, 'pending'),
          ),
        );
    },

    /** Takes one outbox item for `lockMs` unless a worker holds it; false when someone else has it. */
    async claim(outboxId: string, now: Date, lockMs: number): Promise<boolean> {
      const rows = await db
        .update(outbox)
        .set({ locked_until: new Date(now.getTime() + lockMs) })
        .where(
          and(
            eq(outbox.outbox_id, outboxId),
            eq(outbox.status, 'pending'),
            or(isNull(outbox.locked_until), lt(outbox.locked_until, now)),
          ),
        )
        .returning({ id: outbox.outbox_id });
      return rows.length > 0;
    },
  };
}

export const createBankStaffRepository = (db: Database) => transactional(db, queries);
export type BankStaffRepository = ReturnType<typeof createBankStaffRepository>;
