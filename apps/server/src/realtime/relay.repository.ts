import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.ts';

/*
 * The database side of the relay between server processes (pg-relay.ts): the channel of this schema, NOTIFY
 * through the pool, and the one dedicated LISTEN connection.
 */

/**
 * The channel of this database schema: API tests run each file in its own schema on one database, and one channel
 * for all would hand one schema's event ids to another's streams.
 */
export async function relayChannel(db: Database): Promise<string> {
  const result = (await db.execute(sql`select current_schema() as schema`)) as unknown as {
    rows: Array<{ schema: string }>;
  };
  const schema = result.rows[0]?.schema ?? 'public';
  return `raktsetu_events_${createHash('sha256').update(schema).digest('hex').slice(0, 16)}`;
}

/** NOTIFY through the pool (delivered to every listener once this statement's implicit transaction commits). */
export async function sendNotify(db: Database, channel: string, text: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${text})`);
}

/** How often the listening connection proves it is alive, and how long an answer may take. */
export const RELAY_HEARTBEAT = { everyMs: 15_000, timeoutMs: 5_000 };

/** ms between heartbeats and ms an answer may take; `onAnswer` is told each time one is answered (optional). */
export interface Heartbeat {
  everyMs: number;
  timeoutMs: number;
  onAnswer?: () => void;
}

export interface Listener {
  close(): Promise<void>;
}

/**
 * Opens a dedicated connection that LISTENs on `channel`. `onLost` is called once when it fails or ends (the
 * caller reconnects); it is not called after `close`. A connection can also die without a word (a half-open TCP
 * link after a partition): then other processes' revocations would go unheard while the relay looks healthy, so
 * a heartbeat query that gets no answer in time counts as a loss too.
 */
export async function openListener(
  connection: pg.ClientConfig,
  channel: string,
  onMessage: (text: string) => void,
  onLost: (err?: unknown) => void,
  heartbeat: Heartbeat = RELAY_HEARTBEAT,
): Promise<Listener> {
  const client = new pg.Client(connection);
  let closing = false;
  let lost = false;
  // Set once connected; `lose` may run before that (an error while connecting).
  const timer: { heartbeat?: NodeJS.Timeout } = {};
  const lose = (err?: unknown) => {
    if (closing || lost) return;
    lost = true;
    clearInterval(timer.heartbeat);
    void client.end().catch(() => undefined);
    onLost(err);
  };
  client.on('error', lose);
  client.on('end', () => lose());
  client.on('notification', (n) => {
    if (n.channel === channel && n.payload) onMessage(n.payload);
  });
  try {
    await client.connect();
    await client.query(`listen "${channel}"`);
  } catch (err) {
    closing = true;
    await client.end().catch(() => undefined);
    throw err;
  }
  timer.heartbeat = setInterval(() => {
    const silent = setTimeout(() => lose(new Error('live event relay: heartbeat unanswered')), heartbeat.timeoutMs);
    client.query('select 1').then(
      () => {
        clearTimeout(silent);
        if (!lost && !closing) heartbeat.onAnswer?.();
      },
      (err: unknown) => {
        clearTimeout(silent);
        lose(err);
      },
    );
  }, heartbeat.everyMs);
  timer.heartbeat.unref();
  return {
    async close() {
      closing = true;
      clearInterval(timer.heartbeat);
      await client.end().catch(() => undefined);
    },
  };
}
