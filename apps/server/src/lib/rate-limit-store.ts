import type { LimitStore } from './limit-store.ts';

/** What @fastify/rate-limit expects back from a store's incr(). */
interface RateLimitCount {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: RateLimitCount) => void;

/**
 * The slice of what @fastify/rate-limit hands child(): at run time its merged route options (the route's own under
 * `routeInfo`), although its types name the route options alone.
 */
interface RouteParams {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit on the limit_windows table, so a per-route limit counts the calls made to every
 * server process on one database (the plugin's own store counts per process).
 *
 * Windows are fixed (aligned to the clock) and read as a sliding window: the calls of this window plus the previous
 * window's, weighted by how much of it still falls within the last `timeWindow`. One statement counts and reads, so
 * it is atomic across processes without a lock. A window's count stops at max + 1: calls refused do not make the
 * next window longer for a client that keeps trying. Keys are HMACs of route and address (see limit-store.ts).
 */
export function createRateLimitStore(limits: LimitStore) {
  const refused = createRefusals();
  return class DatabaseRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly route = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const subject = `${this.route}|${key}`;
      // A caller already refused is answered from memory until its wait is over: a flood of refused calls costs
      // no database write. Safe across processes, since only refusals are kept and counts only fall with time.
      const waitMs = refused.waitMs(subject, limits.now());
      if (waitMs > 0) return callback(null, { current: max + 1, ttl: waitMs });
      count(limits, subject, timeWindow, max).then(
        (result) => {
          if (result.current > max) {
            const now = limits.now();
            refused.add(subject, now + result.ttl, now);
          }
          callback(null, result);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): DatabaseRateLimitStore {
      const params = options as RouteParams;
      if (typeof params.timeWindow === 'number') limits.keepFor('windows', 2 * params.timeWindow);
      const { method, url } = params.routeInfo ?? {};
      const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
      return new DatabaseRateLimitStore(undefined, `${methods} ${url ?? ''}`);
    }
  };
}

async function count(limits: LimitStore, subject: string, windowMs: number, max: number): Promise<RateLimitCount> {
  const now = limits.now();
  const start = Math.floor(now / windowMs) * windowMs;
  const key = limits.key('route', subject);
  const { hits, previous } = await limits.repo.countWindowHit(
    key,
    new Date(start),
    new Date(start - windowMs),
    max + 1,
  );
  return weigh(hits, previous, (now - start) / windowMs, { windowEndsIn: start + windowMs - now, windowMs, max });
}

/**
 * The sliding count and how long until the next call would pass. Exceeded when this window's calls plus the
 * previous window's still-relevant share pass `max`; the wait is until that share has faded enough (still in this
 * window) or until this window's own calls have (the next window, which sees them as its previous one).
 */
export function weigh(
  hits: number,
  previous: number,
  elapsed: number,
  w: { windowEndsIn: number; windowMs: number; max: number },
): RateLimitCount {
  const sliding = hits + previous * (1 - elapsed);
  if (sliding <= w.max) return { current: Math.floor(sliding), ttl: w.windowEndsIn };
  const room = w.max - 1;
  const ttl =
    hits <= room
      ? (1 - (room - hits) / previous - elapsed) * w.windowMs
      : w.windowEndsIn + (1 - room / hits) * w.windowMs;
  return { current: Math.ceil(sliding), ttl: Math.max(1_000, Math.ceil(ttl)) };
}

/** Callers refused by a per-route limit and until when (at most 10,000 kept; expired ones pruned first). */
function createRefusals() {
  const until = new Map<string, number>();
  return {
    waitMs(subject: string, now: number): number {
      const end = until.get(subject);
      if (end === undefined) return 0;
      if (end > now) return end - now;
      until.delete(subject);
      return 0;
    },
    add(subject: string, end: number, now: number): void {
      if (until.size >= 10_000) {
        for (const [k, v] of until) if (v <= now) until.delete(k);
        if (until.size >= 10_000) until.delete(until.keys().next().value as string);
      }
      until.set(subject, end);
    },
  };
}
