import type { LimitQueries, LimitStore } from './limit-store.ts';

/**
 * Counts attempts per subject in a sliding window (e.g. failed sign-ins per address) and says how long a blocked
 * subject must wait. The counts live in the database (limit_hits), so every server process on one PostgreSQL
 * shares them; the store's clock is the app's, so tests move time instead of waiting.
 *
 * Methods that take `q` run inside a caller's `store.atomically(...)`, to check and count several limits as one.
 */
export function createAttemptLimiter(store: LimitStore, name: string, max: number, windowMs: number) {
  store.keepFor('hits', windowMs);
  const keyOf = (subject: string) => store.key(name, subject);

  /** The wait left: the max-th newest hit in the window leaves it at hit + window. */
  async function waitFor(q: LimitQueries, key: string): Promise<number> {
    const now = store.now();
    const nth = await q.nthNewestHit(key, new Date(now - windowMs), max);
    return nth ? Math.max(0, nth.getTime() + windowMs - now) : 0;
  }

  async function takeIn(q: LimitQueries, subject: string): Promise<number> {
    const key = keyOf(subject);
    const wait = await waitFor(q, key);
    if (wait === 0) await q.addHit(key, new Date(store.now()));
    return wait;
  }

  return {
    key: keyOf,

    /** Milliseconds until the subject may try again, or 0 when it may try now. */
    retryAfterMs: (subject: string, q: LimitQueries = store.repo) => waitFor(q, keyOf(subject)),

    /**
     * Takes one attempt if the subject may try now (returns 0), else returns the wait. The check and the count hold
     * the key's lock, so simultaneous attempts (in this process or another) cannot all pass before one is counted.
     */
    take: (subject: string): Promise<number> => store.atomically([keyOf(subject)], (q) => takeIn(q, subject)),

    /** take() inside the caller's atomically(), which holds this subject's key. */
    takeIn,

    /** Gives back the newest attempt, e.g. one taken before the password turned out right. */
    refund: (subject: string) => store.repo.removeNewestHit(keyOf(subject), new Date(store.now() - windowMs)),

    /** Counts one attempt without checking (the caller checked, or counts a failure after the fact). */
    fail: (subject: string, q: LimitQueries = store.repo) => q.addHit(keyOf(subject), new Date(store.now())),

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

  async function current(q: LimitQueries, key: string) {
    const row = await q.backoff(key);
    return row && row.last_at.getTime() > store.now() - options.forgetMs ? row : undefined;
  }

  async function waitFor(q: LimitQueries, key: string): Promise<number> {
    const row = await current(q, key);
    if (!row || row.attempts < options.free) return 0;
    const delay = Math.min(options.maxMs, options.baseMs * 2 ** (row.attempts - options.free));
    return Math.max(0, row.last_at.getTime() + delay - store.now());
  }

  async function takeIn(q: LimitQueries, subject: string): Promise<number> {
    const key = keyOf(subject);
    const wait = await waitFor(q, key);
    if (wait > 0) return wait;
    const attempts = ((await current(q, key))?.attempts ?? 0) + 1;
    await q.saveBackoff(key, attempts, new Date(store.now()));
    return 0;
  }

  return {
    key: keyOf,

    retryAfterMs: (subject: string, q: LimitQueries = store.repo) => waitFor(q, keyOf(subject)),

    /** Like AttemptLimiter.take(): checks and counts holding the key's lock; 0 means the attempt was taken. */
    take: (subject: string): Promise<number> => store.atomically([keyOf(subject)], (q) => takeIn(q, subject)),

    /** take() inside the caller's atomically(), which holds this subject's key. */
    takeIn,

    reset: (subject: string) => store.repo.removeBackoff(keyOf(subject)),
  };
}
export type BackoffLimiter = ReturnType<typeof createBackoffLimiter>;

export function describeWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
}
