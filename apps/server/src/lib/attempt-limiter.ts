/**
 * Counts failures per key in a sliding window (e.g. failed sign-ins per IP and per account) and says how
 * long a blocked key must wait. Kept in memory: one server process serves the product; a restart forgets.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.max) return 0;
    const oldest = recent[recent.length - this.max] ?? this.now();
    return Math.max(0, oldest + this.windowMs - this.now());
  }

  /**
   * Takes one attempt if the key may try now (returns 0), else returns the wait. The check and the count happen in
   * one synchronous step, so simultaneous attempts cannot all pass the check before any of them is counted.
   */
  take(key: string): number {
    const wait = this.retryAfterMs(key);
    if (wait === 0) this.fail(key);
    return wait;
  }

  /** Gives back one attempt taken with take(), e.g. when it turned out to be a successful sign-in. */
  refund(key: string): void {
    const recent = this.recent(key);
    recent.pop();
    if (recent.length === 0) this.hits.delete(key);
    else this.hits.set(key, recent);
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.prune();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((t) => t > since);
  }

  private prune(): void {
    for (const key of this.hits.keys()) if (this.recent(key).length === 0) this.hits.delete(key);
  }
}

/**
 * Growing delays per key: the first `free` attempts cost nothing, then each further attempt must wait
 * `baseMs`, 2·`baseMs`, 4·`baseMs`… (at most `maxMs`) after the previous one. A key is forgotten on reset() or
 * after `forgetMs` without attempts. Kept in memory, like AttemptLimiter.
 */
export class BackoffLimiter {
  private readonly state = new Map<string, { attempts: number; last: number }>();

  constructor(
    private readonly options: { free: number; baseMs: number; maxMs: number; forgetMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number {
    const current = this.current(key);
    if (!current || current.attempts < this.options.free) return 0;
    const delay = Math.min(this.options.maxMs, this.options.baseMs * 2 ** (current.attempts - this.options.free));
    return Math.max(0, current.last + delay - this.now());
  }

  /** Like AttemptLimiter.take(): checks and counts in one synchronous step; 0 means the attempt was taken. */
  take(key: string): number {
    const wait = this.retryAfterMs(key);
    if (wait > 0) return wait;
    const attempts = (this.current(key)?.attempts ?? 0) + 1;
    this.state.set(key, { attempts, last: this.now() });
    if (this.state.size > 50_000) this.prune();
    return 0;
  }

  reset(key: string): void {
    this.state.delete(key);
  }

  private current(key: string) {
    const found = this.state.get(key);
    return found && found.last > this.now() - this.options.forgetMs ? found : undefined;
  }

  private prune(): void {
    for (const key of this.state.keys()) if (!this.current(key)) this.state.delete(key);
  }
}

export function describeWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
}
