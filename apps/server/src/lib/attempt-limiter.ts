import type { LimitStore } from './limit-store.ts';

/**
 * Counts attempts per subject in a sliding window (e.g. failed sign-ins per address) and says how long a blocked
 * subject must wait. The counts live in the database (limit_attempts: one row per key with its recent attempt
 * times), so every server process on one PostgreSQL shares them; the store's clock is the app's, so tests move time
 * instead of waiting. A take is one statement, atomic across processes (features/limits/limits.repository.ts).
 */
export function createAttemptLimiter(store: LimitStore, name: string, max: number, windowMs: number) {
  store.keepFor('hits', windowMs);
  const keyOf = (subject: string) => store.key(name, subject);
  const check = (subject: string) => ({ key: keyOf(subject), since: new Date(store.now() - windowMs), max });

  /** The wait left: the max-th newest hit in the window leaves it at hit + window. */
  async function retryAfterMs(subject: string): Promise<number> {
    const now = store.now();
    const recent = (await store.repo.hits(keyOf(subject)))
      .map((h) => h.getTime())
      .filter((t) => t > now - windowMs)
      .sort((a, b) => b - a);
    const nth = recent[max - 1];
    return nth === undefined ? 0 : Math.max(0, nth + windowMs - now);
  }

  return {
    key: keyOf,
    /** What limits.repository.ts needs to check and count this limit inside a larger statement. */
    check,

    /** Milliseconds until the subject may try again, or 0 when it may try now. */
    retryAfterMs,

    /**
     * Takes one attempt if the subject may try now (returns 0), else returns the wait. One round trip when taken
     * (check and count are one statement); a refusal reads the row once more to say how long to wait.
     */
    async take(subject: string): Promise<number> {
      if (await store.repo.takeHit(check(subject), new Date(store.now()))) return 0;
      // Refused: the window held max attempts; a wait of at least a second if they left meanwhile.
      return Math.max(1_000, await retryAfterMs(subject));
    },

    /** Gives back the newest attempt, e.g. one taken before the password turned out right. */
    refund: (subject: string) => store.repo.removeNewestHit(keyOf(subject), new Date(store.now() - windowMs)),

    /** Counts one attempt without checking (a failure counted after the fact). */
    fail: (subject: string) => store.repo.addHit(keyOf(subject), new Date(store.now()), max),

    reset: (subject: string) => store.repo.removeHits(keyOf(subject)),
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

export interface BackoffOptions {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

/**
 * Growing delays per subject: the first `free` attempts cost nothing, then each further attempt must wait `baseMs`,
 * 2·`baseMs`, 4·`baseMs`… (at most `maxMs`) after the previous one. A subject is forgotten on reset() or after
 * `forgetMs` without attempts. One row per key in limit_backoff, shared like AttemptLimiter's counts.
 */
export function createBackoffLimiter(store: LimitStore, name: string, options: BackoffOptions) {
  store.keepFor('backoff', options.forgetMs);
  const keyOf = (subject: string) => store.key(name, subject);
  const check = (subject: string) => ({
    key: keyOf(subject),
    free: options.free,
    baseMs: options.baseMs,
    maxMs: options.maxMs,
    forgetSince: new Date(store.now() - options.forgetMs),
  });

  async function retryAfterMs(subject: string): Promise<number> {
    const row = await store.repo.backoff(keyOf(subject));
    if (!row || row.last_at.getTime() <= store.now() - options.forgetMs || row.attempts < options.free) return 0;
    const delay = Math.min(options.maxMs, options.baseMs * 2 ** (row.attempts - options.free));
    return Math.max(0, row.last_at.getTime() + delay - store.now());
  }

  return {
    key: keyOf,
    check,
    retryAfterMs,

    /** Like AttemptLimiter.take(): one statement checks and counts; 0 means the attempt was taken. */
    async take(subject: string): Promise<number> {
      if (await store.repo.takeBackoff(check(subject), new Date(store.now()))) return 0;
      return Math.max(1_000, await retryAfterMs(subject));
    },

    reset: (subject: string) => store.repo.removeBackoff(keyOf(subject)),
  };
}
export type BackoffLimiter = ReturnType<typeof createBackoffLimiter>;

export function describeWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
}
