import type { Mailer } from '../../adapters/mail/mailer.ts';
import { mailOutboxHandlers } from '../../adapters/mail/mail-outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/password-hasher.ts';
import { describeErrorSafely } from '../../lib/safe-error.ts';
import { newOpaqueToken } from '../../lib/tokens.ts';
import type { OutboxRepository } from '../../outbox/outbox.repository.ts';
import { EMAIL_TOPIC } from '../../outbox/topics.ts';
import type { AccountRow, BankStaffRepository } from './bank-staff.repository.ts';

/** The roles nobody signs up for: made only by `npm run staff:add` / `admin:add` / `coordinator:add`. */
export type CommandRole = 'BloodBankStaff' | 'Admin' | 'Coordinator';

const ROLE_NAME: Record<CommandRole, string> = {
  BloodBankStaff: 'blood bank staff',
  Admin: 'admin',
  Coordinator: 'coordinator',
};
const DEFAULT_NAME: Record<Exclude<CommandRole, 'BloodBankStaff'>, string> = {
  Admin: 'RaktSetu admin',
  Coordinator: 'RaktSetu coordinator',
};
/** ms the command holds the e-mail it is sending, so a running server's worker leaves it alone meanwhile. */
const SEND_LOCK_MS = 60_000;
/** ms before the server's worker retries an e-mail the command could not send. */
const RETRY_AFTER_MS = 5_000;

export interface AccountCommandDeps {
  repo: BankStaffRepository;
  outboxRepo: Pick<OutboxRepository, 'markDone' | 'markFailed'>;
  /** The sign-in-link service: queues a link to the account's inbox (at most one every few minutes). */
  requestSignInLink: (email: string) => Promise<void>;
  mailer: Mailer;
  mailFrom: string;
  clock: Clock;
}

export interface AddAccountInput {
  role: CommandRole;
  email: string;
  fullName?: string | undefined;
  /** Staff only: the bank they keep. */
  bankId?: number | undefined;
}

export interface AddAccountOutcome {
  userId: string;
  created: boolean;
  bank: { bank_id: number; name: string; city: string | null } | null;
  /** Staff: linked now, already linked to this bank, or moved here from another bank (its id). */
  link: { kind: 'new' | 'unchanged' } | { kind: 'moved'; fromBankId: number } | null;
  /** sent: delivered now; recent: a link went out minutes ago, not sent again; failed: left queued for the server. */
  mail: 'sent' | 'recent' | 'failed';
  mailError?: string;
}

const withArticle = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

function refuseOtherRole(existing: AccountRow, role: CommandRole): never {
  const theirs = existing.user_type === 'BloodBankStaff' ? 'blood bank staff' : existing.user_type.toLowerCase();
  throw AppError.conflict(
    `${existing.email} already has ${withArticle(theirs)} account, which cannot become ${withArticle(ROLE_NAME[role])} ` +
      `account. Use another e-mail address for the ${ROLE_NAME[role]} account.`,
  );
}

async function findOrCreate(deps: AccountCommandDeps, input: AddAccountInput, fullName: string) {
  const existing = await deps.repo.findUserByEmail(input.email);
  if (existing) {
    if (existing.user_type !== input.role) refuseOtherRole(existing, input.role);
    return { user: existing, created: false };
  }
  const at = deps.clock.now();
  // Nobody knows this password: the first sign-in is by the e-mailed link, then they may set one.
  const passwordHash = await hashPassword(newOpaqueToken());
  try {
    const user = await deps.repo.insertUser({
      email: input.email,
      password_hash: passwordHash,
      phone_number: '',
      full_name: fullName,
      user_type: input.role,
      // The command's operator knows this address belongs to the person; the link proves it again at first use.
      is_verified: true,
      created_at: at,
      updated_at: at,
    });
    return { user, created: true };
  } catch (error) {
    // The same command ran twice at once: the other made the account.
    if (!isUniqueViolation(error)) throw error;
    const raced = await deps.repo.findUserByEmail(input.email);
    if (!raced) throw error;
    if (raced.user_type !== input.role) refuseOtherRole(raced, input.role);
    return { user: raced, created: false };
  }
}

/** Queues a sign-in link through the sign-in-link service, then delivers that one e-mail now. */
async function mailSignInLink(deps: AccountCommandDeps, user: AccountRow) {
  const since = deps.clock.now();
  await deps.requestSignInLink(user.email);
  const items = await deps.repo.pendingSignInMail(user.user_id, since);
  if (items.length === 0) return { mail: 'recent' as const };
  const send = mailOutboxHandlers(deps.mailer, deps.mailFrom)[EMAIL_TOPIC];
  for (const item of items) {
    // A running server's worker may have taken it already: then the server sends it.
    if (!(await deps.repo.claim(item.outbox_id, deps.clock.now(), SEND_LOCK_MS))) continue;
    try {
      await send(item.payload as Parameters<typeof send>[0], item);
      await deps.outboxRepo.markDone(item.outbox_id, deps.clock.now());
    } catch (error) {
      const message = describeErrorSafely(error);
      await deps.outboxRepo.markFailed(item.outbox_id, message, new Date(deps.clock.now().getTime() + RETRY_AFTER_MS));
      return { mail: 'failed' as const, mailError: message };
    }
  }
  return { mail: 'sent' as const };
}

/**
 * Creates a staff, admin or coordinator account (or finds the one this address already has), links staff to their bank, and
 * e-mails a sign-in link. Running it again changes nothing but a staff member's bank, and mails no second link
 * while the first is minutes old.
 */
export async function addAccount(deps: AccountCommandDeps, input: AddAccountInput): Promise<AddAccountOutcome> {
  const bank = input.bankId === undefined ? null : ((await deps.repo.bank(input.bankId)) ?? null);
  if (input.role === 'BloodBankStaff' && !bank) {
    throw AppError.notFound(`No blood bank has id ${input.bankId ?? '(none)'}. Look the bank up in the directory.`);
  }
  const defaultName = input.role === 'BloodBankStaff' ? `Staff, ${bank?.name ?? ''}` : DEFAULT_NAME[input.role];
  const { user, created } = await findOrCreate(deps, input, input.fullName ?? defaultName);
  let link: AddAccountOutcome['link'] = null;
  if (input.role === 'BloodBankStaff' && bank) {
    const current = await deps.repo.staffBankId(user.user_id);
    if (current !== bank.bank_id) await deps.repo.linkStaff(user.user_id, bank.bank_id, deps.clock.now());
    link =
      current === null
        ? { kind: 'new' }
        : current === bank.bank_id
          ? { kind: 'unchanged' }
          : { kind: 'moved', fromBankId: current };
  }
  const mail = await mailSignInLink(deps, user);
  return { userId: user.user_id, created, bank, link, ...mail };
}
