import pg from 'pg';
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
 * Two relays on one PostgreSQL schema, as two server processes have (PostgreSQL only): the stream's process loses
 * its LISTEN connection; meanwhile the other process commits an event for the user, then the stream's own process
 * commits a later one and pushes it. Once the relay is back, the stream has both, once each.
 * docs/decisions/0019-many-server-processes.md.
 */
describe.skipIf(!process.env.DATABASE_URL)('a live stream across a relay outage', () => {
  let t: TestApp;
  let user: Person;
  const processes: RelayProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    user = await networkApi(t.app).patient('O+');
  });
  afterAll(async () => {
    for (const p of processes) await p.stop();
    await t.close();
  });

  it('loses nothing another process committed while its relay was down, even past a local event', async () => {
    const settings = poolSettings(t.database);
    const url = new URL(settings.connectionString!);
    // The stream's process: its own settings object, so the test can point its reconnects at a closed port.
    const connection: pg.ClientConfig = { ...settings, application_name: 'relay-outage-a' };
    const a = await relayProcess(t.database, connection);
    const b = await relayProcess(t.database, { ...settings });
    processes.push(a, b);
    const only = (n: number) => [{ userId: user.userId, n }];
    await b.commit(only(0)); // committed and relayed before the stream opens: never sent to it
    await sleep(300);
    const stream = openRecordedStream(a, user.userId);
    await stream.started;

    await b.commit(only(1));
    await until('the healthy relay to carry event 1', () => stream.written.length === 1);

    const closed = new URL(url);
    closed.port = '9';
    connection.connectionString = closed.toString();
    const admin = new pg.Client({ connectionString: settings.connectionString });
    await admin.connect();
    try {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [
        'relay-outage-a',
      ]);
    } finally {
      await admin.end();
    }
    await until('the relay to notice the loss', () => !a.hub.relayHealthy());

    await b.commit(only(2)); // unheard by the stream's process
    await a.commit(only(3)); // pushed at once, past 2
    await sleep(300);
    expect(stream.written.map((w) => w.n)).toEqual([1, 3]);

    connection.connectionString = url.toString();
    await until('the relay to come back', () => a.hub.relayHealthy());
    await until('event 2 to be read', () => stream.written.length === 3);
    await b.commit(only(4));
    await until('event 4 relayed', () => stream.written.length === 4);
    await sleep(300);

    expect(stream.written.map((w) => w.n)).toEqual([1, 3, 2, 4]);
    // No id line past 2 until 2 was written: a client reconnecting meanwhile would have resumed after 1.
    const ids = stream.written.map((w) => w.id);
    expect(ids[0]).not.toBeNull();
    expect(ids.slice(1, 3)).toEqual([null, null]);
    expect(ids[3]).not.toBeNull();
  }, 60_000);
});
