import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openRecordedStream,
  poolSettings,
  relayProcess,
  sleep,
  until,
  type RelayProcess,
} from '../support/live-relay.ts';
import { networkApi, type Person } from '../support/network.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A commit on one process reaches the streams of another through one NOTIFY of its id range (PostgreSQL only).
 * The receiver reads the range for its listening users when they are few, and the whole range when they are many
 * (500 in production; 1 here, so that three users are "many"): both hand each stream its own events, once.
 */
describe.skipIf(!process.env.DATABASE_URL)('relayed commits read by id range', () => {
  let t: TestApp;
  let users: Person[];
  const processes: RelayProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const net = networkApi(t.app);
    users = [await net.patient('O+'), await net.patient('A+'), await net.patient('B+'), await net.patient('AB+')];
  });
  afterAll(async () => {
    for (const p of processes) await p.stop();
    await t.close();
  });

  it.each([
    ['for its listening users only', undefined],
    ['whole, kept for its listening users', 1],
  ])(
    'a commit of many users’ events, read %s',
    async (_how, usersPerRangeRead) => {
      const writer = await relayProcess(t.database, { ...poolSettings(t.database) });
      const reader = await relayProcess(t.database, { ...poolSettings(t.database) }, { usersPerRangeRead });
      processes.push(writer, reader);
      // Three of the four users stream from the reader; the fourth has no stream there.
      const streams = users.slice(0, 3).map((u) => openRecordedStream(reader, u.userId));
      await Promise.all(streams.map((s) => s.started));

      // One statement, one announcement: 3 events each for the first two users, 1 for the third and 2 for the fourth.
      const plan = [0, 1, 0, 3, 1, 0, 2, 1, 3].map((i, n) => ({ userId: users[i]!.userId, n }));
      await writer.commit(plan);
      await until('every listening user’s events', () => streams.reduce((sum, s) => sum + s.written.length, 0) === 7);
      await writer.commit([{ userId: users[2]!.userId, n: 100 }]);
      await until('the next commit', () => streams[2]!.written.length === 2);
      await sleep(300);

      expect(streams.map((s) => s.written.map((w) => w.n))).toEqual([
        [0, 2, 5],
        [1, 4, 7],
        [6, 100],
      ]);
      for (const s of streams) expect(s.written.every((w) => w.id !== null)).toBe(true);
    },
    60_000,
  );
});
