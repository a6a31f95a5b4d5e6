import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { limitWindows } from '../../src/db/schema/index.ts';
import { createJobLeasesRepository } from '../../src/features/limits/job-leases.repository.ts';
import { createLimitsRepository } from '../../src/features/limits/limits.repository.ts';
import { createSignInLimits } from '../../src/features/auth/sign-in-limits.ts';
import { createAttemptLimiter, createBackoffLimiter } from '../../src/lib/attempt-limiter.ts';
import { createJobLeases } from '../../src/lib/job-leases.ts';
import { createLimitStore, type LimitStore } from '../../src/lib/limit-store.ts';
import { weigh } from '../../src/lib/rate-limit-store.ts';
import { createTestApp, createTestClock, openTestDatabase, type TestClock } from '../support/test-app.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The database-backed limiters and leases on a real database (embedded, or PostgreSQL with DATABASE_URL). */
describe('limits and leases in the database', () => {
  let database: DatabaseHandle;
  let clock: TestClock;
  let store: LimitStore;

  beforeAll(async () => {
    database = await openTestDatabase();
    clock = createTestClock();
    store = createLimitStore({ repo: createLimitsRepository(database.db), clock, secret: 'x'.repeat(40) });
  });
  afterAll(async () => {
    await database?.close();
  });

  const keysIn = async (table: 'limit_attempts' | 'limit_backoff' | 'limit_windows') => {
    const result = (await database.db.execute(sql.raw(`select key from ${table}`))) as unknown as {
      rows: { key: string }[];
    };
    return result.rows.map((r) => r.key);
  };

  describe('attempts in a sliding window', () => {
    it('takes up to max, then says how long until the oldest leaves the window', async () => {
      const limiter = createAttemptLimiter(store, 'test-window', 3, 10 * MINUTE);
      for (let i = 0; i < 3; i++) {
        expect(await limiter.take('alice')).toBe(0);
        clock.advance(MINUTE);
      }
      // The first attempt was 3 minutes ago: it leaves the window in 7.
      expect(await limiter.take('alice')).toBe(7 * MINUTE);
      expect(await limiter.retryAfterMs('alice')).toBe(7 * MINUTE);
      // Someone else is not affected.
      expect(await limiter.take('bob')).toBe(0);
      clock.advance(7 * MINUTE);
      expect(await limiter.take('alice')).toBe(0);
      expect(await limiter.take('alice')).toBeGreaterThan(0);
    });

    it('gives an attempt back on refund, and forgets the subject on reset', async () => {
      const limiter = createAttemptLimiter(store, 'test-refund', 2, HOUR);
      expect(await limiter.take('carol')).toBe(0);
      expect(await limiter.take('carol')).toBe(0);
      expect(await limiter.take('carol')).toBe(HOUR);
      await limiter.refund('carol');
      expect(await limiter.take('carol')).toBe(0);
      expect(await limiter.take('carol')).toBe(HOUR);
      await limiter.reset('carol');
      expect(await limiter.retryAfterMs('carol')).toBe(0);
      await limiter.fail('carol');
      await limiter.fail('carol');
      expect(await limiter.retryAfterMs('carol')).toBe(HOUR);
    });

    it('lets exactly max of many simultaneous attempts through', async () => {
      const limiter = createAttemptLimiter(store, 'test-parallel', 5, HOUR);
      const waits = await Promise.all(Array.from({ length: 30 }, () => limiter.take('dave')));
      expect(waits.filter((w) => w === 0)).toHaveLength(5);
    });

    it('stores the subject only as a keyed hash, under the limit name', async () => {
      const limiter = createAttemptLimiter(store, 'test-privacy', 5, HOUR);
      await limiter.take('203.0.113.7|someone@example.test');
      const keys = (await keysIn('limit_attempts')).filter((k) => k.startsWith('test-privacy:'));
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toMatch(/203|example|someone/);
      expect(keys[0]).toBe(store.key('test-privacy', '203.0.113.7|someone@example.test'));
      // Another secret gives other keys: the hash cannot be recomputed from a list of addresses without it.
      const other = createLimitStore({ repo: store.repo, clock, secret: 'y'.repeat(40) });
      expect(other.key('test-privacy', '203.0.113.7|someone@example.test')).not.toBe(keys[0]);
    });
  });

  describe('growing delays', () => {
    it('lets `free` attempts pass, then doubles the wait, and forgets after a quiet day', async () => {
      const backoff = createBackoffLimiter(store, 'test-backoff', {
        free: 2,
        baseMs: MINUTE,
        maxMs: 4 * MINUTE,
        forgetMs: 24 * HOUR,
      });
      expect(await backoff.take('erin')).toBe(0);
      expect(await backoff.take('erin')).toBe(0);
      expect(await backoff.take('erin')).toBe(MINUTE);
      clock.advance(MINUTE);
      expect(await backoff.take('erin')).toBe(0);
      expect(await backoff.take('erin')).toBe(2 * MINUTE);
      clock.advance(2 * MINUTE);
      expect(await backoff.take('erin')).toBe(0);
      // Capped at maxMs.
      expect(await backoff.take('erin')).toBe(4 * MINUTE);
      clock.advance(24 * HOUR);
      expect(await backoff.take('erin')).toBe(0);
      expect(await backoff.take('erin')).toBe(0);
      await backoff.reset('erin');
      expect(await backoff.retryAfterMs('erin')).toBe(0);
    });
  });

  describe('one statement per check and count', () => {
    /** The store over a database that counts the statements sent to it (every query goes through one of these). */
    function countingStore() {
      const sent = { n: 0 };
      const counted = new Set(['execute', 'select', 'insert', 'update', 'delete', 'transaction']);
      const db = new Proxy(database.db, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver) as unknown;
          if (typeof prop !== 'string' || !counted.has(prop) || typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            sent.n += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      return { sent, store: createLimitStore({ repo: createLimitsRepository(db), clock, secret: 'x'.repeat(40) }) };
    }

    it('takes an allowed attempt in one round trip, on a window, a backoff and the sign-in pair', async () => {
      const { sent, store: counting } = countingStore();
      const limiter = createAttemptLimiter(counting, 'test-trips', 3, HOUR);
      const backoff = createBackoffLimiter(counting, 'test-trips-b', {
        free: 3,
        baseMs: MINUTE,
        maxMs: HOUR,
        forgetMs: HOUR,
      });
      expect(await limiter.take('gina')).toBe(0);
      expect(sent.n).toBe(1);
      expect(await backoff.take('gina')).toBe(0);
      expect(sent.n).toBe(2);
      const signIn = createSignInLimits({ failedLoginsPerWindow: 10, failedLoginWindowMs: HOUR }, counting);
      await signIn.take('gina@example.test', '198.51.100.9');
      expect(sent.n).toBe(3);
    });

    it('lets exactly `free` of many simultaneous attempts through a backoff', async () => {
      const backoff = createBackoffLimiter(store, 'test-backoff-parallel', {
        free: 4,
        baseMs: MINUTE,
        maxMs: HOUR,
        forgetMs: HOUR,
      });
      const waits = await Promise.all(Array.from({ length: 30 }, () => backoff.take('hana')));
      expect(waits.filter((w) => w === 0)).toHaveLength(4);
      expect(Math.min(...waits.filter((w) => w > 0))).toBe(MINUTE);
    });

    it('counts a sign-in refused by the account-and-address delays nowhere: the address keeps its allowance', async () => {
      const signIn = createSignInLimits({ failedLoginsPerWindow: 8, failedLoginWindowMs: HOUR }, store);
      const address = createAttemptLimiter(store, 'login-ip', 8, HOUR);
      const guess = () =>
        signIn.take('ivan@example.test', '198.51.100.10').then(
          () => 'taken',
          () => 'refused',
        );
      // Five free guesses on one account, then the delays refuse; the address has counted only the five.
      for (let i = 0; i < 5; i++) expect(await guess()).toBe('taken');
      for (let i = 0; i < 4; i++) expect(await guess()).toBe('refused');
      // Three more accounts from the same address fit in its allowance of 8; the next is refused by the address.
      for (const who of ['a', 'b', 'c']) {
        await expect(signIn.take(`${who}@example.test`, '198.51.100.10')).resolves.toBeUndefined();
      }
      expect(await address.retryAfterMs('198.51.100.10')).toBeGreaterThan(0);
      await expect(signIn.take('d@example.test', '198.51.100.10')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    });

    it('lets at most the address allowance of many simultaneous sign-ins on many accounts through', async () => {
      const signIn = createSignInLimits({ failedLoginsPerWindow: 6, failedLoginWindowMs: HOUR }, store);
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          signIn.take(`user${i}@example.test`, '198.51.100.11').then(
            () => 'taken',
            () => 'refused',
          ),
        ),
      );
      expect(results.filter((r) => r === 'taken')).toHaveLength(6);
    });
  });

  describe('pruning', () => {
    it('deletes rows older than the longest window a limiter reads, keeps the rest', async () => {
      const limiter = createAttemptLimiter(store, 'test-prune', 5, 2 * HOUR);
      await limiter.take('frank');
      await store.prune();
      expect((await keysIn('limit_attempts')).filter((k) => k.startsWith('test-prune:'))).toHaveLength(1);
      // Longer than any window in this file (24 h for the backoff) and then some.
      clock.advance(25 * HOUR);
      const pruned = await store.prune();
      expect(pruned.hits).toBeGreaterThan(0);
      expect(await keysIn('limit_attempts')).toHaveLength(0);
      expect(await keysIn('limit_backoff')).toHaveLength(0);
    });
  });

  describe('job leases', () => {
    it('lets one holder run a job; another takes it only when it is due again or the holder died mid-run', async () => {
      const repo = createJobLeasesRepository(database.db);
      const a = createJobLeases({ repo, clock, holder: 'host-a:1:aaaaaa' });
      const b = createJobLeases({ repo, clock, holder: 'host-b:2:bbbbbb' });

      const started = clock.now();
      expect(await a.acquire('test-job', 2 * MINUTE)).toBe(true);
      expect(await b.acquire('test-job', 2 * MINUTE)).toBe(false);
      await a.finish('test-job', started, 15_000);
      clock.advance(10_000);
      expect(await b.acquire('test-job', 2 * MINUTE)).toBe(false);
      clock.advance(5_000);
      expect(await b.acquire('test-job', 2 * MINUTE)).toBe(true);

      // B "dies" mid-run: A waits out the run bound, then takes the job over.
      expect(await a.acquire('test-job', 2 * MINUTE)).toBe(false);
      clock.advance(2 * MINUTE);
      expect(await a.acquire('test-job', 2 * MINUTE)).toBe(true);
    });
  });
});

describe('per-route rate limits counted in the database', () => {
  it('refuses the call past max with 429, and serves again once the window has passed on the app clock', async () => {
    const clock = createTestClock(new Date('2026-03-02T10:00:30Z'));
    const t = await createTestApp({
      clock,
      runWorker: false,
      extraApiRoutes: (api) => {
        api.get('/test-limited', { config: { rateLimit: { max: 3, timeWindow: MINUTE } } }, async () => ({ ok: 1 }));
      },
    });
    try {
      const call = () => t.app.inject({ method: 'GET', url: '/api/test-limited', remoteAddress: '10.1.1.1' });
      for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own count.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/test-limited', remoteAddress: '10.1.1.2' })).statusCode,
      ).toBe(200);
      // Refused calls are answered from memory: a flood of them writes nothing more.
      const before = await t.database.db.select().from(limitWindows);
      for (let i = 0; i < 5; i++) expect((await call()).statusCode).toBe(429);
      expect(await t.database.db.select().from(limitWindows)).toEqual(before);
      clock.advance(2 * MINUTE);
      expect((await call()).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('reads the previous window too, so a burst across a window boundary still meets the limit', () => {
    const w = { windowMs: MINUTE, windowEndsIn: 59_000, max: 10 };
    // 10 calls at the end of the last window, 1 second into this one: the 1st call now is over the limit.
    expect(weigh(1, 10, 1 / 60, w).current).toBeGreaterThan(10);
    // Half a window later half of them still count.
    expect(weigh(5, 10, 0.5, { ...w, windowEndsIn: 30_000 }).current).toBe(10);
    expect(weigh(6, 10, 0.5, { ...w, windowEndsIn: 30_000 }).current).toBe(11);
    // The wait of a refused call is never zero, and never longer than this window plus the next.
    const refused = weigh(11, 0, 0.5, { ...w, windowEndsIn: 30_000 });
    expect(refused.ttl).toBeGreaterThan(30_000);
    expect(refused.ttl).toBeLessThanOrEqual(90_000);
  });
});
