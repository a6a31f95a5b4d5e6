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

export function describeWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
}
