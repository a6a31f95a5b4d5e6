import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevMailboxRepository } from '../../src/adapters/mail/dev-mailbox.repository.ts';
import { runAddAccount } from '../../src/cli/add-account.ts';
import { loadConfig, type Config } from '../../src/config/env.ts';
import { bloodBankStaff, users } from '../../src/db/schema/index.ts';
import { accountApi, countUsersWithEmail, linkToken, patientPayload, uniqueEmail } from '../support/accounts.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { bankId } from '../support/staff.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from '../support/test-app.ts';

const SUBJECT = 'Your RaktSetu sign-in link';

function configFor(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'raktsetu-cli-')),
    APP_URL: TEST_APP_URL,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...env,
  });
}

/** staff:add, admin:add and coordinator:add, run in-process on this file's database with a real local SMTP server. */
describe('the staff:add, admin:add and coordinator:add commands', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let config: Config;
  let bankA: number;
  let bankB: number;
  let printed: string[];

  const run = async (
    role: 'BloodBankStaff' | 'Admin' | 'Coordinator',
    argv: string[],
    cfg: Config = config,
    withDb = true,
  ) => {
    printed = [];
    const sink = (line: string) => void printed.push(line);
    const code = await runAddAccount(role, argv, {
      config: cfg,
      ...(withDb ? { database: t.database } : {}),
      out: sink,
      err: sink,
    });
    return { code, text: printed.join('\n') };
  };
  const account = async (email: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return row;
  };
  const links = (userId: string) =>
    t.database.db.select().from(bloodBankStaff).where(eq(bloodBankStaff.user_id, userId));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The command sends its own e-mail (to the SMTP server here) before it returns. A server's outbox worker on the
    // same database could claim the queued item first and send it with the server's mailer (the test app's is the
    // development mailbox): a race every poll, which failed one CI run in a few. This server runs no worker.
    t = await createTestApp({ runWorker: false });
    config = configFor({ SMTP_URL: smtp.url });
    bankA = await bankId(t.database.db, 'Global Hospital Blood Bank', 'Mumbai');
    bankB = await bankId(t.database.db, 'Ashirwad Blood Bank', 'Mumbai');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('creates a staff account linked to the bank (waiting for a coordinator) and e-mails a working sign-in link', async () => {
    const email = uniqueEmail('staff');
    const { code, text } = await run('BloodBankStaff', [
      '--bank',
      String(bankA),
      '--email',
      email,
      '--name',
      'Sunita Rao',
    ]);
    expect(code).toBe(0);
    expect(text).toMatch(/Blood bank staff account .* created/);
    expect(text).toMatch(/Linked to bank \d+: Global Hospital Blood Bank, Mumbai/);
    expect(text).toMatch(/Sign-in link e-mailed/);
    const user = await account(email);
    expect(user).toMatchObject({ user_type: 'BloodBankStaff', is_verified: true, full_name: 'Sunita Rao' });
    expect((await links(user!.user_id)).map((l) => l.bank_id)).toEqual([bankA]);
    // Linked, but waiting for a coordinator before it may change stock or confirm donations.
    expect((await links(user!.user_id))[0]?.verified_at).toBeNull();
    expect(text).toMatch(/Not verified yet: a coordinator must verify it on \/app\/coordinator/);

    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === SUBJECT);
    const token = linkToken(mail, '/auth/sign-in-link');
    expect(text).not.toContain(token);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link/redeem',
      payload: { token },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.user_type).toBe('BloodBankStaff');
    // No password was ever told to anyone.
    expect((await accountApi(t.app).login(email, 'Demo@2026')).statusCode).toBe(401);
  });

  it('is idempotent: a second run changes nothing and mails no second link', async () => {
    const email = uniqueEmail('staff');
    await run('BloodBankStaff', ['--bank', String(bankA), '--email', email]);
    const { code, text } = await run('BloodBankStaff', ['--bank', String(bankA), '--email', email.toUpperCase()]);
    expect(code).toBe(0);
    expect(text).toMatch(/already exists/);
    expect(text).toMatch(/Already linked to bank/);
    expect(text).toMatch(/no second one was sent/);
    expect(await countUsersWithEmail(t.database.db, email)).toBe(1);
    const user = await account(email);
    expect(user?.full_name).toBe('Staff, Global Hospital Blood Bank');
    expect(await links(user!.user_id)).toHaveLength(1);
    expect(smtp.messagesTo(email)).toHaveLength(1);
  });

  it('moves a staff member to another bank when told to', async () => {
    const email = uniqueEmail('staff');
    await run('BloodBankStaff', ['--bank', String(bankA), '--email', email]);
    const { code, text } = await run('BloodBankStaff', ['--bank', String(bankB), '--email', email]);
    expect(code).toBe(0);
    expect(text).toMatch(new RegExp(`Moved from bank ${bankA} to bank ${bankB}: Ashirwad Blood Bank`));
    expect((await links((await account(email))!.user_id)).map((l) => l.bank_id)).toEqual([bankB]);
  });

  it('asks for verification again when a verified staff member moves bank', async () => {
    const email = uniqueEmail('staff');
    await run('BloodBankStaff', ['--bank', String(bankA), '--email', email]);
    const userId = (await account(email))!.user_id;
    await t.database.db
      .update(bloodBankStaff)
      .set({ verified_at: new Date() })
      .where(eq(bloodBankStaff.user_id, userId));
    const same = await run('BloodBankStaff', ['--bank', String(bankA), '--email', email]);
    expect(same.text).not.toMatch(/Not verified yet/);
    expect((await links(userId))[0]?.verified_at).not.toBeNull();
    const moved = await run('BloodBankStaff', ['--bank', String(bankB), '--email', email]);
    expect(moved.text).toMatch(/Not verified yet/);
    expect((await links(userId))[0]).toMatchObject({ bank_id: bankB, verified_at: null, verified_by: null });
  });

  it('creates a coordinator account (no bank), e-mails its sign-in link, and refuses --bank', async () => {
    const email = uniqueEmail('coordinator');
    const withBank = await run('Coordinator', ['--bank', String(bankA), '--email', email]);
    expect(withBank.code).toBe(2);
    expect(withBank.text).toMatch(/Coordinator accounts keep no bank: leave out --bank/);
    expect(withBank.text).toMatch(/Usage: npm run coordinator:add -- --email <address>/);
    expect(await countUsersWithEmail(t.database.db, email)).toBe(0);
    const { code, text } = await run('Coordinator', ['--email', email, '--name', 'Kavita Joshi']);
    expect(code).toBe(0);
    expect(text).toMatch(/Coordinator account .* created/);
    const user = await account(email);
    expect(user).toMatchObject({ user_type: 'Coordinator', is_verified: true, full_name: 'Kavita Joshi' });
    expect(await links(user!.user_id)).toEqual([]);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === SUBJECT);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link/redeem',
      payload: { token: linkToken(mail, '/auth/sign-in-link') },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.user_type).toBe('Coordinator');
    const again = await run('Coordinator', ['--email', email]);
    expect(again.text).toMatch(/already exists/);
    const asAdmin = await run('Admin', ['--email', email]);
    expect(asAdmin.code).toBe(1);
    expect(asAdmin.text).toMatch(/already has a coordinator account, which cannot become an admin account/);
  });

  it('refuses to turn a patient into staff, and changes nothing', async () => {
    const body = patientPayload();
    expect((await accountApi(t.app).register(body)).statusCode).toBe(201);
    const email = String(body.email);
    const { code, text } = await run('BloodBankStaff', ['--bank', String(bankA), '--email', email]);
    expect(code).toBe(1);
    expect(text).toMatch(/already has a patient account, which cannot become a blood bank staff account/);
    const user = await account(email);
    expect(user?.user_type).toBe('Patient');
    expect(await links(user!.user_id)).toEqual([]);
    expect(smtp.messagesTo(email).filter((m) => m.subject === SUBJECT)).toEqual([]);
  });

  it('says so clearly for an unknown bank, a bad address and missing arguments', async () => {
    const email = uniqueEmail('staff');
    const unknown = await run('BloodBankStaff', ['--bank', '99999999', '--email', email]);
    expect(unknown.code).toBe(1);
    expect(unknown.text).toMatch(/No blood bank has id 99999999/);
    expect(await countUsersWithEmail(t.database.db, email)).toBe(0);

    const badEmail = await run('BloodBankStaff', ['--bank', String(bankA), '--email', 'not-an-address']);
    expect(badEmail.code).toBe(2);
    expect(badEmail.text).toMatch(/--email: .*valid/i);
    expect(badEmail.text).toMatch(/Usage: npm run staff:add -- --bank <id> --email <address>/);

    for (const argv of [[], ['--email', email], ['--bank', 'seven', '--email', email], ['--bank', '1', '--oops']]) {
      const missing = await run('BloodBankStaff', argv);
      expect(missing.code).toBe(2);
      expect(missing.text).toMatch(/Usage: npm run staff:add/);
    }
    expect(await countUsersWithEmail(t.database.db, email)).toBe(0);
  });

  it('creates an admin account (no bank) and mails its link', async () => {
    const email = uniqueEmail('admin');
    const withBank = await run('Admin', ['--bank', String(bankA), '--email', email]);
    expect(withBank.code).toBe(2);
    const { code, text } = await run('Admin', ['--email', email, '--name', 'Arjun Desai']);
    expect(code).toBe(0);
    expect(text).toMatch(/Admin account .* created/);
    expect(await account(email)).toMatchObject({ user_type: 'Admin', is_verified: true, full_name: 'Arjun Desai' });
    await smtp.waitFor((m) => m.to.includes(email) && m.subject === SUBJECT);
    const asStaff = await run('BloodBankStaff', ['--bank', String(bankA), '--email', email]);
    expect(asStaff.code).toBe(1);
    expect(asStaff.text).toMatch(/already has an admin account, which cannot become a blood bank staff account/);
  });

  it('delivers to the development mailbox when no SMTP server is configured', async () => {
    const email = uniqueEmail('staff');
    const { code, text } = await run('BloodBankStaff', ['--bank', String(bankA), '--email', email], configFor());
    expect(code).toBe(0);
    expect(text).toContain(`development mailbox: ${TEST_APP_URL}/dev/mailbox`);
    const mails = await createDevMailboxRepository(t.database.db).list(200);
    expect(mails.filter((m) => m.to_address === email && m.subject === SUBJECT)).toHaveLength(1);
  });

  it('tells the operator to stop the server when it holds the embedded database', async () => {
    const cfg = configFor();
    // A live process other than this one holds the folder, as a running server would.
    writeFileSync(join(cfg.dataDir, 'server.pid'), String(process.ppid));
    const { code, text } = await run('BloodBankStaff', ['--bank', '1', '--email', uniqueEmail('staff')], cfg, false);
    expect(code).toBe(1);
    expect(text).toMatch(/Stop the server first/);
    expect(text).not.toMatch(/\n\s+at /);
  });
});
