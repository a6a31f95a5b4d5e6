import { MESSAGES } from '@raktsetu/shared';
import { AppError } from '../../lib/app-error.ts';
import { createAttemptLimiter, createBackoffLimiter, describeWait } from '../../lib/attempt-limiter.ts';
import type { LimitStore } from '../../lib/limit-store.ts';
import type { Limits } from '../../lib/limits.ts';

const MINUTE = 60 * 1000;
/** Per account and address: five tries cost nothing, then 1, 2, 4 … at most 60 minutes between tries. */
export const ACCOUNT_AND_ADDRESS_BACKOFF = { free: 5, baseMs: MINUTE, maxMs: 60 * MINUTE, forgetMs: 24 * 60 * MINUTE };

/**
 * Failed-sign-in limits that cannot be turned against the account's owner: per address (many accounts guessed from
 * one place) and per account-and-address with growing delays (one account guessed from one place). There is no
 * limit per account alone: strangers failing on someone's e-mail from their own addresses never slow the owner,
 * who can also always sign in with an e-mailed link. The counts live in the database (lib/limit-store.ts), so every
 * server process on one PostgreSQL counts the same failures; keys are hashed there, never an address or an e-mail.
 */
export function createSignInLimits(
  limits: Pick<Limits, 'failedLoginsPerWindow' | 'failedLoginWindowMs'>,
  store: LimitStore,
) {
  const byAddress = createAttemptLimiter(store, 'login-ip', limits.failedLoginsPerWindow, limits.failedLoginWindowMs);
  const byAccountAndAddress = createBackoffLimiter(store, 'login-account-ip', ACCOUNT_AND_ADDRESS_BACKOFF);
  const keys = (email: string, ip: string) => ({
    address: ip,
    pair: `${email.trim().toLowerCase()}|${ip}`,
  });

  return {
    /**
     * Counts the attempt as failed before the password is checked, and throws RATE_LIMITED when a limit says wait.
     * Both checks and both counts are one statement on the two keys' rows (limits.repository.ts takeBoth):
     * simultaneous guesses, on this process or another, cannot all slip past the check.
     */
    async take(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      const at = new Date(store.now());
      const taken = await store.repo.takeBoth(byAddress.check(k.address), byAccountAndAddress.check(k.pair), at);
      if (taken.window && taken.backoff) return;
      // Refused: the address's count is given back if it was taken, so a refused guess counts nowhere.
      if (taken.window) await store.repo.removeHit(byAddress.key(k.address), at);
      const waits = [await byAddress.retryAfterMs(k.address), await byAccountAndAddress.retryAfterMs(k.pair)];
      const wait = Math.max(1_000, ...waits);
      throw AppError.rateLimited(
        `${MESSAGES.tooManySignIns} Please try again ${describeWait(wait)}, ${MESSAGES.signInLinkOffer}`,
      );
    },

    /** The password was right: the attempt is given back to the address and this pair's delays start over. */
    async succeeded(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      await byAddress.refund(k.address);
      await byAccountAndAddress.reset(k.pair);
    },

    /** An e-mailed link proved the mailbox: the account's delays from this address start over. */
    async provedOwner(email: string, ip: string): Promise<void> {
      await byAccountAndAddress.reset(keys(email, ip).pair);
    },
  };
}
export type SignInLimits = ReturnType<typeof createSignInLimits>;
