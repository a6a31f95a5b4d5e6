import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Hub, HubRelay, LiveEvent } from './hub.ts';
import { openListener, relayChannel, sendNotify, type Listener } from './relay.repository.ts';
import type { UserEventsRepository } from './user-events.repository.ts';

/** NOTIFY payloads must stay under 8000 bytes: 150 user ids (36 characters and a comma) is about 5.6 KB. */
const IDS_PER_NOTICE = 150;
const MAX_BACKOFF_MS = 30_000;
/** Above this many users with a stream open here, a relayed range is read whole rather than for their ids. */
const USERS_PER_RANGE_READ = 500;

export interface PgRelayDeps {
  db: Database;
  /** How to open the one listening connection (the pool's own settings, search_path included). */
  connection: Parameters<typeof openListener>[0];
  hub: Hub;
  events: UserEventsRepository;
  log: FastifyBaseLogger;
  /** Tests only: USERS_PER_RANGE_READ. */
  usersPerRangeRead?: number;
}

/** What one NOTIFY says (ids only, never a payload): events committed, users poked, a user's sessions revoked. */
type RelayMessage =
  | { kind: 'e'; from: string; lo: number; hi: number }
  | { kind: 'p'; from: string; users: string[] }
  | { kind: 'r'; from: string; users: string[] };

export function encodeRelayMessage(m: RelayMessage): string {
  return m.kind === 'e' ? `e ${m.from} ${m.lo} ${m.hi}` : `${m.kind} ${m.from} ${m.users.join(',')}`;
}

export function decodeRelayMessage(text: string): RelayMessage | null {
  const [kind, from, a, b] = text.split(' ');
  if (!from) return null;
  if (kind === 'e' && /^\d+$/.test(a ?? '') && /^\d+$/.test(b ?? ''))
    return { kind, from, lo: Number(a), hi: Number(b) };
  if ((kind === 'p' || kind === 'r') && a) return { kind, from, users: a.split(',') };
  return null;
}

/** Sends this process's hub signals to the others (NOTIFY through the pool, right after the writer's commit). */
function createSender(deps: PgRelayDeps, channel: string, instance: string): HubRelay {
  const send = (m: RelayMessage) =>
    void sendNotify(deps.db, channel, encodeRelayMessage(m)).catch((err: unknown) =>
      deps.log.warn({ err }, 'live event relay: notify failed'),
    );
  const inChunks = (kind: 'p' | 'r', users: string[]) => {
    for (let i = 0; i < users.length; i += IDS_PER_NOTICE) {
      send({ kind, from: instance, users: users.slice(i, i + IDS_PER_NOTICE) });
    }
  };
  return {
    delivered(events: LiveEvent[]) {
      let lo = Infinity;
      let hi = 0;
      for (const e of events) {
        lo = Math.min(lo, e.event_id);
        hi = Math.max(hi, e.event_id);
      }
      send({ kind: 'e', from: instance, lo, hi });
    },
    poked: (users) => inChunks('p', users),
    revoked: (user) => inChunks('r', [user]),
  };
}

/** Hands what another process announced to this process's open streams. */
async function receive(deps: PgRelayDeps, instance: string, text: string): Promise<void> {
  const m = decodeRelayMessage(text);
  if (!m || m.from === instance) return;
  if (m.kind === 'p') deps.hub.pokeLocal(m.users);
  else if (m.kind === 'r') m.users.forEach((u) => deps.hub.revokeLocal(u));
  else {
    // Known before its rows are read: a stream connecting meanwhile starts after them (live-start.ts).
    deps.hub.heardCommit(m.hi);
    const listening = deps.hub.listeningUserCount();
    if (listening === 0) return;
    // Few streams here: read only their rows. Many: read the range (a commit's rows) and let the hub keep theirs.
    // A 10,000-donor SOS written on another process is one NOTIFY per fan-out batch, so one read of that batch's
    // rows (1,000 at most) each, however many streams are open here; see docs/decisions/0019-many-server-processes.md.
    const only = listening <= (deps.usersPerRangeRead ?? USERS_PER_RANGE_READ) ? deps.hub.listeningUsers() : null;
    deps.hub.deliverLocal(await deps.events.inRange(m.lo, m.hi, only));
  }
}

/**
 * The relay between server processes on one PostgreSQL (docs/decisions/0019-many-server-processes.md): one
 * dedicated LISTEN connection per process, reconnected with backoff; after a reconnect every open stream here
 * reads the table once, for what it may have missed while the connection was down.
 */
export async function startPgRelay(deps: PgRelayDeps): Promise<{ stop(): Promise<void> }> {
  const channel = await relayChannel(deps.db);
  const instance = randomUUID().slice(0, 8);
  let listener: Listener | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const onMessage = (text: string) =>
    void receive(deps, instance, text).catch((err: unknown) => deps.log.warn({ err }, 'live event relay: read failed'));
  const retry = (err?: unknown) => {
    listener = undefined;
    // Other processes' commits and sign-outs go unheard from here: see hub.relayLost and stream-writer.ts.
    deps.hub.relayLost();
    if (stopped) return;
    if (err) deps.log.warn({ err }, 'live event relay: connection lost, reconnecting');
    failures += 1;
    timer = setTimeout(() => void connect(), Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(failures, 6)));
    timer.unref();
  };
  async function connect(): Promise<void> {
    try {
      listener = await openListener(deps.connection, channel, onMessage, retry);
    } catch (err) {
      retry(err);
      return;
    }
    // Back after a loss: every open stream here reads what it may have missed meanwhile (from its safe cursor),
    // and checks its session, since a sign-out on another process during the loss was not heard here.
    failures = 0;
    deps.hub.relayRecovered();
  }

  await connect();
  deps.hub.attachRelay(createSender(deps, channel, instance));
  return {
    async stop() {
      stopped = true;
      deps.hub.attachRelay(undefined);
      if (timer) clearTimeout(timer);
      await listener?.close();
    },
  };
}
