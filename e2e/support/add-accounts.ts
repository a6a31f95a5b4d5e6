// Run by scripts/e2e-server.mjs on the e2e server's fresh data folder, before the server starts (the embedded
// database admits one process): makes the journeys' blood-bank staff member and admin with the product's own
// commands (staff:add, admin:add), which e-mail each a sign-in link to the development mailbox.
import { and, eq } from 'drizzle-orm';
import { runAddAccount } from '../../apps/server/src/cli/add-account.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { bloodBankStaff, bloodBanks, users } from '../../apps/server/src/db/schema/index.ts';
import { seedReferenceData } from '../../apps/server/src/db/seeds/reference-data.ts';
import { E2E_ADMIN } from './admin.ts';
import { E2E_STAFF } from './staff.ts';

const config = loadConfig();
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const output = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const [bank] = await database.db
    .select({ id: bloodBanks.bank_id })
    .from(bloodBanks)
    .where(and(eq(bloodBanks.name, E2E_STAFF.bankName), eq(bloodBanks.city, E2E_STAFF.bankCity)));
  if (!bank) throw new Error(`The directory has no ${E2E_STAFF.bankName} in ${E2E_STAFF.bankCity}`);
  const staff = ['--bank', String(bank.id), '--email', E2E_STAFF.email, '--name', E2E_STAFF.name];
  const admin = ['--email', E2E_ADMIN.email, '--name', E2E_ADMIN.name];
  const env = { config, database, ...output };
  process.exitCode = (await runAddAccount('BloodBankStaff', staff, env)) || (await runAddAccount('Admin', admin, env));
  // staff:add leaves a new account waiting for a coordinator; the journeys' staff member counts as verified (as
  // the demo's does), so they keep stock and confirm donations from the start.
  const [user] = await database.db.select({ id: users.user_id }).from(users).where(eq(users.email, E2E_STAFF.email));
  if (user) {
    await database.db
      .update(bloodBankStaff)
      .set({ verified_at: new Date() })
      .where(eq(bloodBankStaff.user_id, user.id));
  }
} finally {
  await database.close();
}
