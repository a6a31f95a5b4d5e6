import { parseArgs } from 'node:util';
import { emailField } from '@raktsetu/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createDevMailbox } from '../adapters/mail/dev-mailbox.ts';
import { createDevMailboxRepository } from '../adapters/mail/dev-mailbox.repository.ts';
import type { Mailer } from '../adapters/mail/mailer.ts';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer.ts';
import { ConfigError, loadConfig, type Config } from '../config/env.ts';
import { DataDirInUseError, createDatabase, type DatabaseHandle } from '../db/client.ts';
import { seedReferenceData } from '../db/seeds/reference-data.ts';
import { createAuthRepository } from '../features/auth/auth.repository.ts';
import { createSignInLinks } from '../features/auth/sign-in-link.service.ts';
import { createBankStaffRepository } from '../features/blood-banks/bank-staff.repository.ts';
import { addAccount, type AddAccountOutcome, type CommandRole } from '../features/blood-banks/bank-staff.service.ts';
import { AppError } from '../lib/app-error.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';

/** Where the command writes: the operator's terminal, or a test's buffer. */
export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface CommandEnv extends CommandOutput {
  config: Config;
  /** An open, migrated database to use (tests); otherwise the configured one is opened and closed again. */
  database?: DatabaseHandle;
  clock?: Clock;
}

const USAGE: Record<CommandRole, string> = {
  BloodBankStaff: [
    'Usage: npm run staff:add -- --bank <id> --email <address> [--name "Full Name"]',
    '  Creates a blood bank staff account (or links an existing one) and e-mails it a sign-in link.',
    '  <id> is the bank_id of the blood bank in the directory (GET /api/public-data/blood-banks).',
  ].join('\n'),
  Admin: [
    'Usage: npm run admin:add -- --email <address> [--name "Full Name"]',
    '  Creates an admin account (or finds the existing one) and e-mails it a sign-in link.',
  ].join('\n'),
  Coordinator: [
    'Usage: npm run coordinator:add -- --email <address> [--name "Full Name"]',
    '  Creates a coordinator account (or finds the existing one) and e-mails it a sign-in link.',
    '  Coordinators watch the Blood Bridges, unanswered SOS requests and reports, and verify staff accounts.',
  ].join('\n'),
};

const ACCOUNT_NAME: Record<CommandRole, string> = {
  BloodBankStaff: 'Blood bank staff account',
  Admin: 'Admin account',
  Coordinator: 'Coordinator account',
};

type Parsed = { ok: true; email: string; name?: string | undefined; bankId?: number } | { ok: false; problem: string };

function parse(role: CommandRole, argv: string[]): Parsed {
  let values: { bank?: string; email?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        bank: { type: 'string' },
      },
    }));
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
  if (values.help) return { ok: false, problem: '' };
  if (values.email === undefined) return { ok: false, problem: 'Missing --email.' };
  const email = emailField.safeParse(values.email);
  if (!email.success) return { ok: false, problem: `--email: ${email.error.issues[0]?.message ?? 'not valid'}` };
  const name = values.name?.trim();
  if (name !== undefined && (name.length < 2 || name.length > 100)) {
    return { ok: false, problem: '--name must be 2 to 100 characters.' };
  }
  if (role !== 'BloodBankStaff') {
    if (values.bank !== undefined)
      return { ok: false, problem: `${ACCOUNT_NAME[role]}s keep no bank: leave out --bank.` };
    return { ok: true, email: email.data, name };
  }
  if (values.bank === undefined) return { ok: false, problem: 'Missing --bank.' };
  if (!/^\d{1,9}$/.test(values.bank.trim()) || Number(values.bank) < 1) {
    return { ok: false, problem: `--bank must be a blood bank id (a whole number), not "${values.bank}".` };
  }
  return { ok: true, email: email.data, name, bankId: Number(values.bank) };
}

/** The development mailbox logs that a mail arrived; the command says so itself, so its log stays quiet. */
const quietLog = { info: () => undefined } as unknown as FastifyBaseLogger;

function mailerFor(config: Config, database: DatabaseHandle): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createDevMailbox(createDevMailboxRepository(database.db), quietLog, config.appUrl);
}

function report(role: CommandRole, email: string, outcome: AddAccountOutcome, env: CommandEnv, mailer: Mailer) {
  env.out(`${ACCOUNT_NAME[role]} ${email}: ${outcome.created ? 'created' : 'already exists (unchanged)'}.`);
  const bank = outcome.bank ? `${outcome.bank.name}${outcome.bank.city ? `, ${outcome.bank.city}` : ''}` : '';
  if (outcome.link?.kind === 'new') env.out(`Linked to bank ${outcome.bank?.bank_id}: ${bank}.`);
  if (outcome.link?.kind === 'unchanged') env.out(`Already linked to bank ${outcome.bank?.bank_id}: ${bank}.`);
  if (outcome.link?.kind === 'moved') {
    env.out(`Moved from bank ${outcome.link.fromBankId} to bank ${outcome.bank?.bank_id}: ${bank}.`);
  }
  if (outcome.link?.kind === 'new' || outcome.link?.kind === 'moved') {
    env.out('Not verified yet: a coordinator must verify it on /app/coordinator before it can change stock or');
    env.out('confirm donations (npm run coordinator:add makes a coordinator account).');
  }
  const where = mailer.kind === 'dev-mailbox' ? ` (development mailbox: ${env.config.appUrl}/dev/mailbox)` : '';
  if (outcome.mail === 'sent') env.out(`Sign-in link e-mailed${where}. It works once, within 15 minutes.`);
  if (outcome.mail === 'recent') env.out('A sign-in link was e-mailed minutes ago; no second one was sent.');
  if (outcome.mail === 'failed') {
    env.err(`The sign-in e-mail could not be sent now (${outcome.mailError ?? 'mail error'}).`);
    env.err('It stays queued: the server sends it when it runs. Or ask for a link on the sign-in page.');
  }
}

async function openDatabase(env: CommandEnv): Promise<DatabaseHandle | null> {
  if (env.database) return env.database;
  try {
    const database = await createDatabase({ databaseUrl: env.config.databaseUrl, dataDir: env.config.dataDir });
    await database.migrate();
    await seedReferenceData(database.db);
    return database;
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    env.err(`A RaktSetu server (pid ${error.pid}) is running on the embedded database in ${error.dataDir}.`);
    env.err('Stop the server first, run this command, then start the server again.');
    return null;
  }
}

/**
 * `npm run staff:add` / `admin:add` / `coordinator:add`: the only way to make these accounts (nobody signs up for them).
 * Returns the exit code: 0 done, 1 refused or failed, 2 wrong arguments.
 */
export async function runAddAccount(role: CommandRole, argv: string[], env: CommandEnv): Promise<number> {
  const args = parse(role, argv);
  if (!args.ok) {
    if (args.problem) env.err(args.problem);
    env.err(USAGE[role]);
    return args.problem ? 2 : 0;
  }
  const database = await openDatabase(env);
  if (!database) return 1;
  const clock = env.clock ?? systemClock;
  const mailer = mailerFor(env.config, database);
  const authRepo = createAuthRepository(database.db);
  const links = createSignInLinks({
    repo: authRepo,
    clock,
    appUrl: env.config.appUrl,
    onQueued: () => undefined,
    signIn: () => Promise.reject(new Error('The command only sends links; the web app signs in with them.')),
  });
  try {
    const outcome = await addAccount(
      {
        repo: createBankStaffRepository(database.db),
        outboxRepo: createOutboxRepository(database.db),
        requestSignInLink: links.request,
        mailer,
        mailFrom: env.config.mailFrom,
        clock,
      },
      { role, email: args.email, fullName: args.name, bankId: args.bankId },
    );
    report(role, args.email, outcome, env, mailer);
    return outcome.mail === 'failed' ? 1 : 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    env.err(error.message);
    return 1;
  } finally {
    await mailer.close?.();
    if (!env.database) await database.close();
  }
}

/** The command as run from a shell: configuration from the environment, output to the terminal. */
export async function runFromShell(role: CommandRole): Promise<number> {
  const output: CommandOutput = { out: (line) => console.log(line), err: (line) => console.error(line) };
  try {
    return await runAddAccount(role, process.argv.slice(2), { ...output, config: loadConfig() });
  } catch (error) {
    output.err(error instanceof ConfigError ? error.message : `Failed: ${(error as Error).message}`);
    return 1;
  }
}
