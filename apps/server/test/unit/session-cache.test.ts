import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../../src/lib/session-cache.ts';
import { createAccessTokens } from '../../src/lib/tokens.ts';
import { createHub } from '../../src/realtime/hub.ts';
import { createTestClock } from '../support/test-app.ts';

const SID = '00000000-0000-4000-8000-000000000001';
const OTHER_SID = '00000000-0000-4000-8000-000000000002';

/** A database stand-in: the live sessions, how often it was read, and an optional gate that holds a read open. */
function fakeSessions() {
  const live = new Map<string, string>([
    [SID, 'user-a'],
    [OTHER_SID, 'user-b'],
  ]);
  let reads = 0;
  let gate: Promise<void> | undefined;
  return {
    live,
    reads: () => reads,
    hold() {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
    async read(sessionId: string, userId: string) {
      reads += 1;
      const owner = live.get(sessionId); // read before the gate: the row as it was when the read began
      if (gate) await gate;
      return owner === userId;
    },
  };
}

function setUp(ttlMs?: number, maxEntries?: number) {
  const db = fakeSessions();
  const hub = createHub();
  const clock = createTestClock();
  const cache = createSessionCache({ read: db.read, hub, clock, ttlMs, maxEntries });
  return { db, hub, clock, cache };
}

describe('session cache', () => {
  it('answers a live session from memory after the first read, and never for another user', async () => {
    const { db, cache } = setUp();
    expect(await cache.isSessionActive(SID, 'user-a')).toBe(true);
    expect(await cache.isSessionActive(SID, 'user-a')).toBe(true);
    expect(db.reads()).toBe(1);
    expect(await cache.isSessionActive(SID, 'user-b')).toBe(false);
  });

  it('reads again after the TTL', async () => {
    const { db, clock, cache } = setUp(1_000);
    await cache.isSessionActive(SID, 'user-a');
    clock.advance(999);
    await cache.isSessionActive(SID, 'user-a');
    expect(db.reads()).toBe(1);
    clock.advance(1);
    await cache.isSessionActive(SID, 'user-a');
    expect(db.reads()).toBe(2);
  });

  it('does not keep a refused session: it is asked again', async () => {
    const { db, cache } = setUp();
    db.live.delete(SID);
    expect(await cache.isSessionActive(SID, 'user-a')).toBe(false);
    expect(await cache.isSessionActive(SID, 'user-a')).toBe(false);
    expect(db.reads()).toBe(2);
  });

  it("forgets a user's sessions when their revocation is heard, and only theirs", async () => {
    const { db, hub, cache } = setUp();
    await cache.isSessionActive(SID, 'user-a');
    await cache.isSessionActive(OTHER_SID, 'user-b');
    db.live.delete(SID);
    hub.sessionsRevoked('user-a');
    expect(await cache.isSessionActive(SID, 'user-a')).toBe(false);
    expect(await cache.isSessionActive(OTHER_SID, 'user-b')).toBe(true);
    expect(db.reads()).toBe(3);
  });

  it('does not cache an answer read while a revocation was heard (committed after the row was read)', async () => {
    const { db, hub, cache } = setUp();
    const release = db.hold();
    const during = cache.isSessionActive(SID, 'user-a');
    // The sign-out commits and is heard while the read is still out, holding the row as it was before.
    db.live.delete(SID);
    hub.sessionsRevoked('user-a');
    release();
    expect(await during).toBe(true); // the read began before the sign-out, as without a cache
    expect(cache.size()).toBe(0);
    expect(await cache.isSessionActive(SID, 'user-a')).toBe(false);
  });

  it('neither serves nor keeps anything while the relay between processes is down, and forgets all on a change', async () => {
    const { db, hub, cache } = setUp();
    await cache.isSessionActive(SID, 'user-a');
    hub.relayLost();
    expect(cache.size()).toBe(0);
    // Another process's sign-out, unheard here: the database says so, and the cache is not asked.
    db.live.delete(SID);
    expect(await cache.isSessionActive(SID, 'user-a')).toBe(false);
    expect(await cache.isSessionActive(OTHER_SID, 'user-b')).toBe(true);
    expect(await cache.isSessionActive(OTHER_SID, 'user-b')).toBe(true);
    expect(cache.size()).toBe(0);
    expect(db.reads()).toBe(4);
    hub.relayRecovered();
    expect(await cache.isSessionActive(OTHER_SID, 'user-b')).toBe(true);
    expect(cache.size()).toBe(1);
  });

  it('holds at most maxEntries sessions, dropping the oldest', async () => {
    const { db, cache } = setUp(undefined, 1);
    await cache.isSessionActive(SID, 'user-a');
    await cache.isSessionActive(OTHER_SID, 'user-b');
    expect(cache.size()).toBe(1);
    await cache.isSessionActive(OTHER_SID, 'user-b');
    expect(db.reads()).toBe(2);
    await cache.isSessionActive(SID, 'user-a');
    expect(db.reads()).toBe(3);
  });
});

describe('verified access tokens', () => {
  const tokens = createAccessTokens('unit-secret-that-is-long-enough-for-hs256-signing');
  const claims = { sub: 'user-a', sid: SID, user_type: 'Donor' as const };

  it('a token verified once still expires on time, to the second', async () => {
    const now = new Date();
    const token = await tokens.sign(claims, now);
    expect(await tokens.verify(token, now)).toMatchObject(claims);
    expect(await tokens.verify(token, new Date(now.getTime() + 15 * 60 * 1000 - 1_000))).toMatchObject(claims);
    expect(await tokens.verify(token, new Date(now.getTime() + 15 * 60 * 1000 + 1_000))).toBe('expired');
  });

  it('a token differing from a verified one in any byte is checked, not taken from memory', async () => {
    const token = await tokens.sign(claims, new Date());
    expect(await tokens.verify(token, new Date())).toMatchObject(claims);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, user_type: 'Admin', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`, new Date())).toBe('invalid');
  });
});
