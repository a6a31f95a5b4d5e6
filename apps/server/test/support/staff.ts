import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { bloodBankStaff, bloodBanks, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password-hasher.ts';
import { PASSWORD, accountApi, uniqueEmail, type SignedIn } from './accounts.ts';

/** Staff and admin accounts for API tests: made as the commands make them, but with a known password. */

/** A directory bank's id by name and city (the reference data every test database holds). */
export async function bankId(db: Database, name: string, city: string): Promise<number> {
  const [row] = await db
    .select({ id: bloodBanks.bank_id })
    .from(bloodBanks)
    .where(and(eq(bloodBanks.name, name), sql`lower(${bloodBanks.city}) = lower(${city})`))
    .limit(1);
  if (!row) throw new Error(`No bank "${name}" in ${city}`);
  return row.id;
}

export interface StaffPerson extends SignedIn {
  name: string;
}

let hashed: Promise<string> | undefined;

const DEFAULT_NAME = { BloodBankStaff: 'Sunita Staff', Admin: 'Arjun Admin', Coordinator: 'Kavita Coordinator' };
const EMAIL_PREFIX = { BloodBankStaff: 'staff', Admin: 'admin', Coordinator: 'coordinator' };

/**
 * A signed-in account of a role nobody signs up for; staff are linked to `bank` and verified by a coordinator
 * already (pass `verified: false` for one still waiting).
 */
export async function commandAccount(
  app: FastifyInstance,
  db: Database,
  role: 'BloodBankStaff' | 'Admin' | 'Coordinator',
  options: { bank?: number; name?: string; verified?: boolean } = {},
): Promise<StaffPerson> {
  hashed ??= hashPassword(PASSWORD);
  const email = uniqueEmail(EMAIL_PREFIX[role]);
  const name = options.name ?? DEFAULT_NAME[role];
  const [user] = await db
    .insert(users)
    .values({
      email,
      password_hash: await hashed,
      phone_number: '+91 98200 11111',
      full_name: name,
      user_type: role,
      is_verified: true,
    })
    .returning();
  if (!user) throw new Error('insert failed');
  if (options.bank !== undefined) {
    const verifiedAt = options.verified === false ? null : new Date();
    await db.insert(bloodBankStaff).values({ user_id: user.user_id, bank_id: options.bank, verified_at: verifiedAt });
  }
  return { ...(await accountApi(app).signIn(email, PASSWORD)), name };
}
