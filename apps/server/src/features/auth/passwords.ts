import { MESSAGES } from '@raktsetu/shared';
import { passwordChangedMessage } from '../../adapters/mail/templates.ts';
import { AppError } from '../../lib/app-error.ts';
import { describeWait, type AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hasher.ts';
import { hashToken } from '../../lib/tokens.ts';
import { EMAIL_TOPIC } from '../../outbox/topics.ts';
import { BAD_LINK, HOUR, LINKS_PER_HOUR, issueLink } from './account-links.ts';
import type { AuthRepository } from './auth.repository.ts';

/** Forgotten, reset and changed passwords: each ends every sign-in and tells the owner by e-mail. */
export interface PasswordDeps {
  repo: AuthRepository;
  clock: Clock;
  appUrl: string;
  onQueued: () => void;
  sessionsRevoked?: (userId: string) => void;
  /**
   * A reset is how an owner takes the account back from someone who knows the password: their devices stop
   * receiving the owner's push as their sessions end (a change of a known password keeps the devices).
   */
  forgetPushDevices?: (userId: string) => Promise<void>;
  /** Wrong current passwords per account: a stolen access token must not guess faster than sign-in allows. */
  wrongCurrentPasswords: AttemptLimiter;
}

/** Same answer whether or not the e-mail has an account, so nobody can probe for accounts. */
export async function forgotPassword(deps: PasswordDeps, email: string): Promise<void> {
  const { repo } = deps;
  const user = await repo.findUserByEmail(email);
  if (!user) return;
  const recent = await repo.countRecentEmailTokens(
    user.user_id,
    'reset_password',
    new Date(deps.clock.now().getTime() - HOUR),
  );
  if (recent >= LINKS_PER_HOUR) return;
  await repo.transaction((tx) => issueLink(deps, tx, user, 'reset_password'));
  deps.onQueued();
}

export async function resetPassword(deps: PasswordDeps, token: string, password: string): Promise<void> {
  const { appUrl } = deps;
  const passwordHash = await hashPassword(password);
  const at = deps.clock.now();
  const resetUserId = await deps.repo.transaction(async (tx) => {
    const row = await tx.consumeEmailToken(hashToken(token), 'reset_password', at);
    if (!row)
      throw AppError.badRequest(BAD_LINK.reset_password, [{ field: 'token', message: BAD_LINK.reset_password }]);
    const user = await tx.findUserById(row.user_id);
    if (!user) throw AppError.badRequest(BAD_LINK.reset_password);
    await tx.setPassword(user.user_id, passwordHash, at);
    await tx.useAllEmailTokens(user.user_id, 'reset_password', at);
    // A new password ends every sign-in, and sign-in links not yet used with them.
    await tx.useAllEmailTokens(user.user_id, 'sign_in', at);
    // The link reached the mailbox, which proves the address.
    await tx.markVerified(user.user_id, row.email, at);
    await tx.revokeAllSessions(user.user_id, 'password reset', at);
    await queuePasswordChangedEmail(tx, appUrl, user, at);
    return user.user_id;
  });
  // Announced first: every process's session cache forgets the sessions now, even if the device clean-up fails.
  deps.sessionsRevoked?.(resetUserId);
  await deps.forgetPushDevices?.(resetUserId);
  deps.onQueued();
}

export async function changePassword(deps: PasswordDeps, userId: string, currentPassword: string, newPassword: string) {
  const { repo, appUrl, wrongCurrentPasswords } = deps;
  const user = await repo.findUserById(userId);
  if (!user) throw AppError.unauthorized(MESSAGES.authenticationRequired);
  // Taken before the (slow) check, so simultaneous guesses cannot all pass; a right password gives it back.
  const wait = await wrongCurrentPasswords.take(userId);
  if (wait > 0) {
    throw AppError.rateLimited(
      `Too many wrong passwords. Your password was not changed. Please try again ${describeWait(wait)}.`,
    );
  }
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw AppError.badRequest('Your current password is incorrect.', [
      { field: 'currentPassword', message: 'Your current password is incorrect.' },
    ]);
  }
  await wrongCurrentPasswords.reset(userId);
  const passwordHash = await hashPassword(newPassword);
  const at = deps.clock.now();
  await repo.transaction(async (tx) => {
    await tx.setPassword(userId, passwordHash, at);
    await tx.revokeAllSessions(userId, 'password changed', at);
    await tx.useAllEmailTokens(userId, 'sign_in', at);
    await queuePasswordChangedEmail(tx, appUrl, user, at);
  });
  deps.sessionsRevoked?.(userId);
  deps.onQueued();
}

type Transaction = Parameters<Parameters<AuthRepository['transaction']>[0]>[0];

/** "Your password was changed", in the owner's language, queued with the change itself (so it cannot be lost). */
function queuePasswordChangedEmail(
  tx: Transaction,
  appUrl: string,
  user: { email: string; full_name: string; preferred_language: string },
  at: Date,
) {
  const message = passwordChangedMessage(
    user.email,
    user.full_name,
    at,
    `${appUrl}/forgot-password`,
    user.preferred_language,
  );
  return tx.enqueue({ topic: EMAIL_TOPIC, payload: { ...message } }, at);
}
