import { MESSAGES } from '@raktsetu/shared';
import {
  addressInUseMessage,
  confirmNewEmailMessage,
  emailChangeNoticeMessage,
} from '../../adapters/mail/templates.ts';
import { AppError } from '../../lib/app-error.ts';
import { EMAIL_TOPIC } from '../../outbox/topics.ts';
import { createAttemptLimiter, describeWait, type AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { LimitStore } from '../../lib/limit-store.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { verifyPassword } from '../../lib/password-hasher.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { AuthQueries, AuthRepository, UserRow } from './auth.repository.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CONFIRM_TTL_MS = DAY;
/** The owner may be away from their mail for days; the undo must outlive the change itself. */
const UNDO_TTL_MS = 7 * DAY;
const CHANGES_PER_HOUR = 3;
/** Wrong current passwords per account: a stolen access token must not become a password oracle. */
const WRONG_PASSWORDS = { max: 5, windowMs: 15 * MINUTE };

const TAKEN_AT_CONFIRMATION =
  'Another account started using this email address after you asked for the change, so your account keeps its current address. You can choose a different address in your profile.';
const BAD_CONFIRM_LINK =
  'This confirmation link is invalid, has expired, or was replaced by a newer request. Please change your email address again from your profile.';
const BAD_UNDO_LINK =
  'This undo link is invalid or has expired. If you did not change your email address, reset your password from the sign-in page.';
const SIGNED_OUT = 'Every device has been signed out.';
const IF_NOT_YOU = 'If you did not ask for the change, someone knows your password: reset it now.';

export interface EmailChangeDeps {
  repo: AuthRepository;
  clock: Clock;
  appUrl: string;
  /** Called after a transaction that queued mail has committed. */
  onQueued: () => void;
  /** Called after every session of a user was revoked, so their live streams end at once. */
  sessionsRevoked: (userId: string) => void;
  /** The undo takes the account back from whoever changed it: their devices stop receiving its push too. */
  forgetPushDevices?: (userId: string) => Promise<void>;
  /** Where the wrong-password count lives (the database, shared by every server process). */
  limitStore: LimitStore;
}

/** The service's dependencies plus the state it keeps between calls. */
interface Deps extends EmailChangeDeps {
  wrongPasswords: AttemptLimiter;
}

/** Links that went to a mailbox the account no longer trusts must not act on it any more. */
async function retireLinks(tx: AuthQueries, userId: string, at: Date) {
  await tx.useAllEmailTokens(userId, 'change_email', at);
  await tx.useAllEmailTokens(userId, 'reset_password', at);
  await tx.useAllEmailTokens(userId, 'sign_in', at);
}

async function insertLink(
  tx: AuthQueries,
  userId: string,
  purpose: 'change_email' | 'undo_email_change',
  email: string,
  ttlMs: number,
  at: Date,
): Promise<{ token: string; tokenHash: string }> {
  const token = newOpaqueToken();
  const tokenHash = hashToken(token);
  await tx.insertEmailToken({
    token_hash: tokenHash,
    user_id: userId,
    purpose,
    email,
    expires_at: new Date(at.getTime() + ttlMs),
    created_at: at,
  });
  return { token, tokenHash };
}

/** Throws unless the current password is given and right, at a limited pace per account. */
async function checkCurrentPassword({ wrongPasswords }: Deps, user: UserRow, currentPassword: string | undefined) {
  if (!currentPassword) {
    throw AppError.badRequest(MESSAGES.emailChangePasswordRequired, [
      { field: 'current_password', message: MESSAGES.emailChangePasswordRequired },
    ]);
  }
  // Counted before the (slow) password check, so simultaneous guesses cannot all pass the limit.
  const wait = await wrongPasswords.take(user.user_id);
  if (wait > 0) {
    throw AppError.rateLimited(
      `Too many wrong passwords. Your email address was not changed. Please try again ${describeWait(wait)}.`,
    );
  }
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw AppError.badRequest(MESSAGES.emailChangePasswordWrong, [
      { field: 'current_password', message: MESSAGES.emailChangePasswordWrong },
    ]);
  }
  await wrongPasswords.reset(user.user_id);
}

/**
 * Records the pending change and queues its mail: the confirmation link to the new address (or, when another
 * account holds it, a notice to that holder instead) and the notice with the undo link to the old one.
 */
async function recordChange(deps: Deps, user: UserRow, newEmail: string, taken: UserRow | null, at: Date) {
  const { appUrl } = deps;
  const userId = user.user_id;
  await deps.repo.transaction(async (tx) => {
    // Only the newest request may move the account.
    await tx.useAllEmailTokens(userId, 'change_email', at);
    const confirm = await insertLink(tx, userId, 'change_email', newEmail, CONFIRM_TTL_MS, at);
    const undo = await insertLink(tx, userId, 'undo_email_change', user.email, UNDO_TTL_MS, at);
    const toNew = confirmNewEmailMessage(
      newEmail,
      user.full_name,
      `${appUrl}/auth/callback?token=${confirm.token}`,
      user.preferred_language,
    );
    const toOld = emailChangeNoticeMessage(
      user.email,
      user.full_name,
      {
        newAddressHint: addressHint(newEmail),
        when: at,
        undoUrl: `${appUrl}/auth/undo-email-change?token=${undo.token}`,
      },
      user.preferred_language,
    );
    if (taken) {
      const hour = Math.floor(at.getTime() / HOUR);
      const urls = { signIn: `${appUrl}/login`, reset: `${appUrl}/forgot-password` };
      const toHolder = addressInUseMessage(taken.email, taken.full_name, urls, taken.preferred_language);
      await tx.enqueue(
        { topic: EMAIL_TOPIC, payload: { ...toHolder }, dedupeKey: `address_in_use:${taken.user_id}:${hour}` },
        at,
      );
    } else {
      await tx.enqueue(
        { topic: EMAIL_TOPIC, payload: { ...toNew }, dedupeKey: `change_email:${confirm.tokenHash}` },
        at,
      );
    }
    await tx.enqueue(
      { topic: EMAIL_TOPIC, payload: { ...toOld }, dedupeKey: `undo_email_change:${undo.tokenHash}` },
      at,
    );
  });
}

/**
 * Checks the password, the address and the pace, then records the change as pending and mails both addresses.
 * Throws before writing anything, so a refused change leaves the account as it was.
 */
async function request(deps: Deps, userId: string, newEmail: string, currentPassword: string | undefined) {
  const { repo, clock } = deps;
  const user = await repo.findUserById(userId);
  if (!user) throw AppError.unauthorized(MESSAGES.authenticationRequired);
  await checkCurrentPassword(deps, user, currentPassword);
  // An address another account holds is answered exactly like a free one (the change waits for a link that
  // never comes, and the holder is told instead), so this cannot be used to find out who has an account.
  const holder = await repo.findUserByEmail(newEmail);
  const taken = holder !== undefined && holder.user_id !== userId ? holder : null;
  const at = clock.now();
  if ((await repo.countRecentEmailTokens(userId, 'change_email', new Date(at.getTime() - HOUR))) >= CHANGES_PER_HOUR) {
    throw AppError.rateLimited(
      'You have asked to change your email address several times in the last hour. Please use the latest link we sent, or try again in an hour.',
    );
  }
  await recordChange(deps, user, newEmail, taken, at);
  deps.onQueued();
}

/**
 * The new address's link (it lands where verification links do). Null when the token is not an e-mail change
 * link at all, so the caller can treat it as another kind of link.
 */
async function confirm({ repo, clock }: Deps, token: string): Promise<string | null> {
  const tokenHash = hashToken(token);
  const at = clock.now();
  const changed = await repo
    .transaction(async (tx) => {
      const row = await tx.consumeEmailToken(tokenHash, 'change_email', at);
      if (!row) return false;
      const holder = await tx.findUserByEmail(row.email);
      if (holder && holder.user_id !== row.user_id) throw AppError.conflict(TAKEN_AT_CONFIRMATION);
      await tx.setVerifiedEmail(row.user_id, row.email, at);
      await retireLinks(tx, row.user_id, at);
      return true;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw AppError.conflict(TAKEN_AT_CONFIRMATION);
      throw error;
    });
  if (changed) return 'Your email address has been changed. Use the new address to sign in from now on.';

  const seen = await repo.findEmailToken(tokenHash);
  if (seen?.purpose !== 'change_email') return null;
  // A second click on a link that worked is not an error.
  const user = seen.used_at ? await repo.findUserById(seen.user_id) : undefined;
  if (user && user.email.toLowerCase() === seen.email.toLowerCase())
    return 'Your new email address is already confirmed.';
  throw AppError.badRequest(BAD_CONFIRM_LINK);
}

/** In one transaction: uses the undo link, moves the account back if it moved, and revokes every session. */
function undoInTransaction({ repo }: Deps, tokenHash: string, at: Date) {
  return repo
    .transaction(async (tx) => {
      const row = await tx.consumeEmailToken(tokenHash, 'undo_email_change', at);
      if (!row) return null;
      const user = await tx.findUserById(row.user_id);
      if (!user) return null;
      await retireLinks(tx, user.user_id, at);
      const restored = user.email.toLowerCase() !== row.email.toLowerCase();
      if (restored) {
        const holder = await tx.findUserByEmail(row.email);
        if (holder && holder.user_id !== user.user_id) {
          throw AppError.conflict(
            'Another account now uses your previous address, so it cannot be given back to this account. Please contact support.',
          );
        }
        // The link reached this mailbox, which proves it.
        await tx.setVerifiedEmail(user.user_id, row.email, at);
      }
      await tx.revokeAllSessions(user.user_id, 'e-mail change undone', at);
      return { userId: user.user_id, restored };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw AppError.conflict('Your previous address is in use by another account.');
      throw error;
    });
}

/** The old address's link: cancels a pending change or moves the account back, and signs every device out. */
async function undo(deps: Deps, token: string): Promise<string> {
  const tokenHash = hashToken(token);
  const outcome = await undoInTransaction(deps, tokenHash, deps.clock.now());
  if (!outcome) {
    const seen = await deps.repo.findEmailToken(tokenHash);
    if (seen?.purpose === 'undo_email_change' && seen.used_at) return 'This email change has already been undone.';
    throw AppError.badRequest(BAD_UNDO_LINK, [{ field: 'token', message: BAD_UNDO_LINK }]);
  }
  // Announced first: every process's session cache forgets the sessions now, even if the device clean-up fails.
  deps.sessionsRevoked(outcome.userId);
  await deps.forgetPushDevices?.(outcome.userId);
  const done = outcome.restored
    ? 'Your account uses this email address again.'
    : 'The email change was cancelled: your account keeps this address.';
  return `${done} ${SIGNED_OUT} ${IF_NOT_YOU}`;
}

/**
 * An e-mail change moves the account to another mailbox (and with it every reset and sign-in link), so it needs
 * the current password, waits for the new address to confirm, and tells the old address with a way back.
 */
export function createEmailChangeService(serviceDeps: EmailChangeDeps) {
  const wrongPasswords = createAttemptLimiter(
    serviceDeps.limitStore,
    'email-change-password',
    WRONG_PASSWORDS.max,
    WRONG_PASSWORDS.windowMs,
  );
  const deps: Deps = { ...serviceDeps, wrongPasswords };
  return {
    request: (userId: string, newEmail: string, currentPassword: string | undefined): Promise<void> =>
      request(deps, userId, newEmail, currentPassword),
    confirm: (token: string) => confirm(deps, token),
    undo: (token: string) => undo(deps, token),
  };
}
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;

/** Enough of an address for its owner to recognise it, not enough to hand it to whoever reads the old mailbox. */
function addressHint(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}…${email.slice(at)}`;
}
