import { MESSAGES } from '@raktsetu/shared';
import { signInLinkMessage } from '../../adapters/mail/templates.ts';
import { AppError } from '../../lib/app-error.ts';
import { EMAIL_TOPIC } from '../../outbox/topics.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import type { SignedIn } from './auth.service.ts';

const MINUTE = 60 * 1000;
const SIGN_IN_LINK_TTL_MS = 15 * MINUTE;
/**
 * A new link is mailed only when no unused link went out in the last 5 minutes. So asking often (anyone may ask
 * for any address) puts at most 12 mails an hour into the owner's inbox, and whenever an ask is not mailed, a link
 * with at least 10 minutes left is already there: the limit can never keep the owner out.
 */
const SIGN_IN_LINK_SPACING_MS = 5 * MINUTE;

interface SignInMeta {
  ip: string;
  userAgent: string | null;
}

export interface SignInLinkDeps {
  repo: AuthRepository;
  clock: Clock;
  appUrl: string;
  onQueued: () => void;
  /** Starts a sign-in for a user whose mailbox the link proved, as a sign-in with the password does. */
  signIn: (user: UserRow, rememberMe: boolean, meta: SignInMeta) => Promise<SignedIn>;
}

/**
 * "Email me a sign-in link": signs the owner in without the password. Every link goes to the account's own inbox,
 * so nobody else can use this path, nor use it to keep the owner out, whatever password guessing went on.
 */
export function createSignInLinks(deps: SignInLinkDeps) {
  const { repo, clock, appUrl } = deps;

  return {
    /** Same answer whether or not the e-mail has an account, so nobody can probe for accounts. */
    async request(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (!user) return;
      const at = clock.now();
      const since = new Date(at.getTime() - SIGN_IN_LINK_SPACING_MS);
      if (await repo.hasLiveEmailToken(user.user_id, 'sign_in', since, at)) return;
      const token = newOpaqueToken();
      const tokenHash = hashToken(token);
      const message = signInLinkMessage(
        user.email,
        user.full_name,
        `${appUrl}/auth/sign-in-link?token=${token}`,
        user.preferred_language,
      );
      await repo.transaction(async (tx) => {
        await tx.insertEmailToken({
          token_hash: tokenHash,
          user_id: user.user_id,
          purpose: 'sign_in',
          email: user.email,
          expires_at: new Date(at.getTime() + SIGN_IN_LINK_TTL_MS),
          created_at: at,
        });
        await tx.enqueue({ topic: EMAIL_TOPIC, payload: { ...message }, dedupeKey: `sign_in:${tokenHash}` }, at);
      });
      deps.onQueued();
    },

    /** Uses the link once; it also verifies the address, since it proves the mailbox. */
    async redeem(token: string, rememberMe: boolean, meta: SignInMeta): Promise<SignedIn> {
      const at = clock.now();
      const user = await repo.transaction(async (tx) => {
        const row = await tx.consumeEmailToken(hashToken(token), 'sign_in', at);
        if (!row) return null;
        const found = await tx.findUserById(row.user_id);
        // A link proves only the mailbox it went to: after an address change it signs nobody in.
        if (!found || found.email.toLowerCase() !== row.email.toLowerCase()) return null;
        await tx.markVerified(found.user_id, row.email, at);
        return found;
      });
      if (!user) {
        throw AppError.badRequest(MESSAGES.signInLinkInvalid, [
          { field: 'token', message: MESSAGES.signInLinkInvalid },
        ]);
      }
      return deps.signIn(user, rememberMe, meta);
    },
  };
}
