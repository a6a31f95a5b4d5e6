import type { ServerResponse } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createStreamRegistry, pipeUserEvents } from '../../src/realtime/event-stream.ts';
import { createHub, type Hub, type LiveEvent } from '../../src/realtime/hub.ts';
import { createLiveStart } from '../../src/realtime/live-start.ts';
import { startPgRelay } from '../../src/realtime/pg-relay.ts';
import { createUserEventsRepository, insertUserEvents } from '../../src/realtime/user-events.repository.ts';
import { networkApi, type Person } from '../support/network.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, ok: () => boolean, withinMs = 20_000) {
  const deadline = Date.now() + withinMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what} after ${withinMs} ms`);
    await sleep(25);
  }
}

/** An open stream over a response that records the events written (n from the payload, and the id line). */
function openStream(hub: Hub, events: ReturnType<typeof createUserEventsRepository>, user: Person) {
  const written: Array<{ id: string | null; n: number }> = [];
  const res = {
    destroyed: false,
    write(chunk: string) {
      const data = /^data: (.*)$/m.exec(chunk)?.[1];
      if (data) written.push({ id: /^id: (\d+)$/m.exec(chunk)?.[1] ?? null, n: (JSON.parse(data) as { n: number }).n });
      return true;
    },
    end: () => undefined,
    once: () => undefined,
  } as unknown as ServerResponse;
  const started = pipeUserEvents(
    res,
    { id: user.userId, sessionId: 'unused', userType: 'Patient', expiresAt: Math.floor(Date.now() / 1000) + 900 },
    { live: true, revocationsBefore: hub.revocationCount() },
    {
      hub,
      events,
      isSessionActive: async () => true,
      registry: createStreamRegistry(6),
      liveStart: createLiveStart(hub, events.latestId),
    },
    silent,
  );
  return { written, started };
}

/**
 * Two relays on one PostgreSQL schema, as two server processes have (PostgreSQL only): the stream's process loses
 * its LISTEN connection; meanwhile the other process commits an event for the user, then the stream's own process
 * commits a later one and pushes it. Once the relay is back, the stream has both, once each.
 * docs/decisions/0019-many-server-processes.md.
 */
describe.skipIf(!process.env.DATABASE_URL)('a live stream across a relay outage', () => {
  let t: TestApp;
  let user: Person;
  let poolConfig: pg.ClientConfig;
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    t = await createTestApp();
    user = await networkApi(t.app).patient('O+');
    poolConfig = (t.database.db as unknown as { $client: { options: pg.ClientConfig } }).$client.options;
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await t.close();
  });

  async function serverProcess(connection: pg.ClientConfig) {
    const hub = createHub();
    const events = createUserEventsRepository(t.database.db);
    const relay = await startPgRelay({ db: t.database.db, connection, hub, events, log: silent });
    stops.push(() => relay.stop());
    /** Commits one event for the user and announces it, as every writer does after its commit. */
    const commit = async (n: number): Promise<LiveEvent> => {
      const [row] = await insertUserEvents(
        t.database.db,
        [{ user_id: user.userId, type: 'test', payload: { n } }],
        new Date(),
      );
      hub.deliver([row!]);
      return row!;
    };
    return { hub, events, commit };
  }

  it('loses nothing another process committed while its relay was down, even past a local event', async () => {
    const url = new URL(poolConfig.connectionString!);
    // The stream's process: its own settings object, so the test can point its reconnects at a closed port.
    const connection: pg.ClientConfig = { ...poolConfig, application_name: 'relay-outage-a' };
    const a = await serverProcess(connection);
    const b = await serverProcess({ ...poolConfig });
    const stream = openStream(a.hub, a.events, user);
    await stream.started;

    await b.commit(1);
    await until('the healthy relay to carry event 1', () => stream.written.length === 1);

    const closed = new URL(url);
    closed.port = '9';
    connection.connectionString = closed.toString();
    const admin = new pg.Client({ connectionString: poolConfig.connectionString });
    await admin.connect();
    try {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [
        'relay-outage-a',
      ]);
    } finally {
      await admin.end();
    }
    await until('the relay to notice the loss', () => !a.hub.relayHealthy());

    await b.commit(2); // unheard by the stream's process
    await a.commit(3); // pushed at once, past 2
    await sleep(300);
    expect(stream.written.map((w) => w.n)).toEqual([1, 3]);

    connection.connectionString = url.toString();
    await until('the relay to come back', () => a.hub.relayHealthy());
    await until('event 2 to be read', () => stream.written.length === 3);
    await b.commit(4);
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
