import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { SESSION_READ_GAP_MS, sharedSessionReads } from '../../src/features/auth/auth.repository.ts';

const sid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A database stand-in for the one query sharedSessionReads makes: it answers every live session (the real query's
 * filter only narrows that to the batch), counts the reads, and can hold them open.
 */
function fakeDb(liveSessions: number) {
  const rows = Array.from({ length: liveSessions }, (_, i) => ({ id: sid(i), user_id: `user-${i}` }));
  let reads = 0;
  let gate: Promise<void> | undefined;
  let open: () => void = () => undefined;
  const db = {
    select: () => ({
      from: () => ({
        where: async () => {
          reads += 1;
          if (gate) await gate;
          return rows;
        },
      }),
    }),
  } as unknown as Database;
  return {
    db,
    reads: () => reads,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = undefined;
      open();
    },
  };
}

describe('session reads shared by the checks that wait for them', () => {
  it('checks arriving one turn at a time while reads run share the next read (not one read each)', async () => {
    const fake = fakeDb(50);
    const isActive = sharedSessionReads(fake.db);
    fake.hold();
    const answers: Array<Promise<boolean>> = [];
    for (let i = 0; i < 50; i += 1) {
      answers.push(isActive(sid(i), `user-${i}`));
      await nextTurn();
    }
    // At most two reads are running (held): every later check waits for one more.
    expect(fake.reads()).toBeLessThanOrEqual(2);
    fake.release();
    expect(await Promise.all(answers)).toEqual(Array(50).fill(true));
    expect(fake.reads()).toBeLessThanOrEqual(3);
  });

  it('checks arriving within SESSION_READ_GAP_MS of a read share the next one, even when reads are quick', async () => {
    const fake = fakeDb(40);
    const isActive = sharedSessionReads(fake.db);
    expect(await isActive(sid(0), 'user-0')).toBe(true);
    // The read above answered at once; 39 more checks, one a turn, right after it.
    const answers: Array<Promise<boolean>> = [];
    const started = performance.now();
    for (let i = 1; i < 40; i += 1) {
      answers.push(isActive(sid(i), `user-${i}`));
      await nextTurn();
    }
    expect(await Promise.all(answers)).toEqual(Array(39).fill(true));
    // One or two reads for the 39 (two if the turns took longer than the gap), not one a turn.
    const gaps = Math.floor((performance.now() - started) / SESSION_READ_GAP_MS);
    expect(fake.reads()).toBeLessThanOrEqual(2 + gaps);
    expect(fake.reads()).toBeLessThan(10);
  });

  it('an idle server reads at once, and a wrong owner or an unknown session is refused', async () => {
    const fake = fakeDb(2);
    const isActive = sharedSessionReads(fake.db);
    const idle = () => new Promise((resolve) => setTimeout(resolve, SESSION_READ_GAP_MS + 1));
    expect(await isActive(sid(0), 'user-0')).toBe(true);
    await idle();
    expect(await isActive(sid(1), 'user-0')).toBe(false);
    await idle();
    expect(await isActive(sid(7), 'user-7')).toBe(false);
    expect(await isActive('not-a-uuid', 'user-0')).toBe(false);
    expect(fake.reads()).toBe(3);
  });

  it('a failed read refuses its waiters with the error, and the next check reads again', async () => {
    let fail = true;
    const db = {
      select: () => ({
        from: () => ({
          where: async () => {
            if (fail) throw new Error('connection lost');
            return [{ id: sid(0), user_id: 'user-0' }];
          },
        }),
      }),
    } as unknown as Database;
    const isActive = sharedSessionReads(db);
    await expect(isActive(sid(0), 'user-0')).rejects.toThrow('connection lost');
    fail = false;
    expect(await isActive(sid(0), 'user-0')).toBe(true);
  });
});
