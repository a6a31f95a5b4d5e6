import { MESSAGES } from '@raktsetu/shared';
import { AppError } from '../../lib/app-error.ts';
import { AttemptLimiter, BackoffLimiter, describeWait } from '../../lib/attempt-limiter.ts';
import type { Limits } from '../../lib/limits.ts';

const MINUTE = 60 * 1000;
/** Per account and address: five tries cost nothing, then 1, 2, 4 … at most 60 minutes between tries. */
export const ACCOUNT_AND_ADDRESS_BACKOFF = { free: 5, baseMs: MINUTE, maxMs: 60 * MINUTE, forgetMs: 24 * 60 * MINUTE };

/**
 * Failed-sign-in limits that cannot be turned against the account's owner: per address (many accounts guessed from
 * one place) and per account-and-address with growing delays (one account guessed from one place). There is no
 * limit per account alone: strangers failing on someone's e-mail from their own addresses never slow the owner,
 * who can also always sign in with an e-mailed link.
 */
export function createSignInLimits(
  limits: Pick<Limits, 'failedLoginsPerWindow' | 'failedLoginWindowMs'>,
  now: () => number,
) {
  const byAddress = new AttemptLimiter(limits.failedLoginsPerWindow, limits.failedLoginWindowMs, now);
  const byAccountAndAddress = new BackoffLimiter(ACCOUNT_AND_ADDRESS_BACKOFF, now);
  const keys = (email: string, ip: string) => ({
    address: `ip:${ip}`,
    pair: `account:${email.trim().toLowerCase()}|ip:${ip}`,
  });

  return {
    /**
     * Counts the attempt as failed before the password is checked, and throws RATE_LIMITED when a limit says wait.
     * No await between the check and the count: simultaneous guesses cannot all slip past the check.
     */
    take(email: string, ip: string): void {
      const k = keys(email, ip);
      const wait = Math.max(byAddress.retryAfterMs(k.address), byAccountAndAddress.retryAfterMs(k.pair));
      if (wait > 0) {
        throw AppError.rateLimited(
          `${MESSAGES.tooManySignIns} Please try again ${describeWait(wait)}, ${MESSAGES.signInLinkOffer}`,
        );
      }
      byAddress.take(k.address);
      byAccountAndAddress.take(k.pair);
    },

    /** The password was right: the attempt is given back to the address and this pair's delays start over. */
    succeeded(email: string, ip: string): void {
      const k = keys(email, ip);
      byAddress.refund(k.address);
      byAccountAndAddress.reset(k.pair);
    },

    /** An e-mailed link proved the mailbox: the account's delays from this address start over. */
    provedOwner(email: string, ip: string): void {
      byAccountAndAddress.reset(keys(email, ip).pair);
    },
  };
}
export type SignInLimits = ReturnType<typeof createSignInLimits>;
