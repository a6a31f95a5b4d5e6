import type { Clock } from '../../lib/clock.ts';
import { verifyEmailMessage, resetPasswordMessage } from '../../adapters/mail/templates.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import { EMAIL_TOPIC } from '../../outbox/topics.ts';
import type { AuthQueries, EmailTokenPurpose } from './auth.repository.ts';

export const HOUR = 60 * 60 * 1000;
const VERIFY_TTL_MS = 48 * HOUR;
const RESET_TTL_MS = HOUR;
/** At most this many links of one kind per account per hour; more asks are answered the same but not sent. */
export const LINKS_PER_HOUR = 3;

export const BAD_LINK = {
  verify_email: 'This verification link is invalid or has expired. Please request a new one.',
  reset_password: 'This password reset link is invalid or has expired. Please request a new one.',
} as const;

/** Mails a verification or password-reset link, recorded in the same transaction as what it is for. */
export async function issueLink(
  { clock, appUrl }: { clock: Clock; appUrl: string },
  tx: AuthQueries,
  user: { user_id: string; email: string; full_name: string; preferred_language: string },
  purpose: EmailTokenPurpose,
): Promise<void> {
  const token = newOpaqueToken();
  const tokenHash = hashToken(token);
  const at = clock.now();
  await tx.insertEmailToken({
    token_hash: tokenHash,
    user_id: user.user_id,
    purpose,
    email: user.email,
    expires_at: new Date(at.getTime() + (purpose === 'verify_email' ? VERIFY_TTL_MS : RESET_TTL_MS)),
    created_at: at,
  });
  const message =
    purpose === 'verify_email'
      ? verifyEmailMessage(
          user.email,
          user.full_name,
          `${appUrl}/auth/callback?token=${token}`,
          user.preferred_language,
        )
      : resetPasswordMessage(
          user.email,
          user.full_name,
          `${appUrl}/reset-password?token=${token}`,
          user.preferred_language,
        );
  await tx.enqueue({ topic: EMAIL_TOPIC, payload: { ...message }, dedupeKey: `${purpose}:${tokenHash}` }, at);
}
