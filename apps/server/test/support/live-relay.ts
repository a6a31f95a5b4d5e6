import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createStreamRegistry, pipeUserEvents } from '../../src/realtime/event-stream.ts';
import { createHub, type Hub, type LiveEvent } from '../../src/realtime/hub.ts';
import { createLiveStart } from '../../src/realtime/live-start.ts';
import { startPgRelay } from '../../src/realtime/pg-relay.ts';
import {
  createUserEventsRepository,
  insertUserEvents,
  type UserEventsRepository,
} from '../../src/realtime/user-events.repository.ts';

/*
 * The live-event side of a server process without its HTTP server, for tests of the relay between processes on
 * one PostgreSQL schema: a hub, a relay with settings the test may change, open streams over recording responses.
 */

export const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(what: string, ok: () => boolean, withinMs = 20_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what} after ${withinMs} ms`);
    await sleep(25);
  }
}

/** The settings of the database's pool (its URL sets the schema), to open relay connections like it. */
export function poolSettings(database: DatabaseHandle): pg.ClientConfig {
  return (database.db as unknown as { $client: { options: pg.ClientConfig } }).$client.options;
}

export interface RelayProcess {
  hub: Hub;
  events: UserEventsRepository;
  /** Commits events (payload `{ n }`) for these users in one statement and announces them, as writers do. */
  commit(rows: Array<{ userId: string; n: number }>): Promise<LiveEvent[]>;
  stop(): Promise<void>;
}

export async function relayProcess(
  database: DatabaseHandle,
  connection: pg.ClientConfig,
  options: { usersPerRangeRead?: number } = {},
): Promise<RelayProcess> {
  const hub = createHub();
  const events = createUserEventsRepository(database.db);
  const relay = await startPgRelay({ db: database.db, connection, hub, events, log: silentLog, ...options });
  return {
    hub,
    events,
    async commit(rows) {
      const written = await insertUserEvents(
        database.db,
        rows.map((r) => ({ user_id: r.userId, type: 'test', payload: { n: r.n } })),
        new Date(),
      );
      hub.deliver(written);
      return written;
    },
    stop: () => relay.stop(),
  };
}

export interface RecordedStream {
  /** Each event written: `n` from its payload, and its id line (null when written without one). */
  written: Array<{ id: string | null; n: number }>;
  /** Resolves once the stream knows where it starts. */
  started: Promise<void>;
}

/** Opens a live stream for the user on that process, as GET /api/events does, over a recording response. */
export function openRecordedStream(p: RelayProcess, userId: string): RecordedStream {
  const written: RecordedStream['written'] = [];
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
    { id: userId, sessionId: 'unused', userType: 'Patient', expiresAt: Math.floor(Date.now() / 1000) + 900 },
    { live: true, revocationsBefore: p.hub.revocationCount() },
    {
      hub: p.hub,
      events: p.events,
      isSessionActive: async () => true,
      registry: createStreamRegistry(6),
      liveStart: createLiveStart(p.hub, p.events.latestId),
    },
    silentLog,
  );
  return { written, started };
}
