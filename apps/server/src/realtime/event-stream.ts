import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { currentUser } from '../plugins/auth.ts';
import type { Hub } from './hub.ts';
import { createStreamWriter, type StreamWriter } from './stream-writer.ts';
import type { UserEventsRepository } from './user-events.repository.ts';

/** ms between two pings of every open stream (a proxy must allow reads at least this far apart). */
const PING_MS = 25_000;
/** ms between two looks for streams whose access token has expired. */
const SWEEP_MS = 1_000;

export interface EventStreamDeps {
  hub: Hub;
  events: UserEventsRepository;
  isSessionActive: (sessionId: string, userId: string) => Promise<boolean>;
  pingMs?: number;
}

interface OpenStream {
  userId: string;
  res: ServerResponse;
  writer: StreamWriter;
  /** The second (epoch) at which the access token expires; the stream ends then. */
  endsAtS: number;
}

/**
 * The open streams, at most `maxPerUser` of them per user (each costs a socket and a read per event, so one
 * token cannot hold many; a newer stream ends the oldest), and one timer for all of them: it pings every stream
 * every `pingMs` and ends each when its access token expires. 10,000 streams cost one timer, not 20,000.
 */
export function createStreamRegistry(maxPerUser: number, pingMs = PING_MS) {
  const open = new Set<OpenStream>();
  const byUser = new Map<string, OpenStream[]>();
  /** Streams by the second their token expires: a sweep ends the due seconds without looking at the others. */
  const ending = new Map<number, Set<OpenStream>>();
  let timer: NodeJS.Timeout | undefined;
  let lastPing = 0;

  function sweep() {
    const now = Date.now();
    const nowS = Math.floor(now / 1000);
    for (const [second, due] of ending) {
      if (second > nowS) continue;
      ending.delete(second);
      for (const s of due) s.res.end();
    }
    if (now - lastPing >= pingMs) {
      lastPing = now;
      for (const s of open) {
        s.res.write(': ping\n\n');
        s.writer.checkpoint();
      }
    }
  }

  return {
    add(stream: OpenStream) {
      open.add(stream);
      const mine = [...(byUser.get(stream.userId) ?? []), stream];
      while (mine.length > maxPerUser) mine.shift()?.res.end();
      byUser.set(stream.userId, mine);
      const due = ending.get(stream.endsAtS);
      if (due) due.add(stream);
      else ending.set(stream.endsAtS, new Set([stream]));
      if (!timer) {
        lastPing = Date.now();
        timer = setInterval(sweep, Math.min(SWEEP_MS, pingMs));
        timer.unref();
      }
    },
    remove(stream: OpenStream) {
      open.delete(stream);
      const mine = (byUser.get(stream.userId) ?? []).filter((s) => s !== stream);
      if (mine.length > 0) byUser.set(stream.userId, mine);
      else byUser.delete(stream.userId);
      const due = ending.get(stream.endsAtS);
      due?.delete(stream);
      if (due?.size === 0) ending.delete(stream.endsAtS);
      if (open.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    },
    endAll() {
      for (const s of open) s.res.end();
    },
  };
}
export type StreamRegistry = ReturnType<typeof createStreamRegistry>;

/**
 * Writes the user's events to an open stream (see stream-writer.ts for the rules), and ends it when the access
 * token expires (the registry's sweep) or the session is revoked. `revocationsBefore` is the hub's revocation
 * count taken before the request's session check: when no revocation was heard since, that check still holds and
 * no second read is needed. `liveStart` says where a fresh stream starts (live-start.ts). Resolves after the first
 * send.
 */
export function pipeUserEvents(
  res: ServerResponse,
  user: ReturnType<typeof currentUser>,
  start: { resumeAfter: number } | { live: true; revocationsBefore: number },
  deps: EventStreamDeps & { registry: StreamRegistry; liveStart: () => Promise<number> },
  log: FastifyBaseLogger,
): Promise<void> {
  const { hub, events, isSessionActive, registry } = deps;
  let closed = false;
  const writer = createStreamWriter(
    {
      write: (chunk) => res.write(chunk),
      read: (afterId, limit) => events.since(user.id, afterId, limit),
      closed: () => closed,
      onError: (err) => log.warn({ err }, 'event stream read failed'),
    },
    { relayDown: !hub.relayHealthy() },
  );
  // Subscribed before the start is known: a commit from here on reaches this stream (the writer holds it).
  const unsubscribe = hub.subscribe(user.id, (signal) => void writer.signal(signal));
  const endIfRevoked = () =>
    void isSessionActive(user.sessionId, user.id).then(
      (active) => {
        if (!active) res.end();
      },
      (err: unknown) => log.warn({ err }, 'event stream session check failed'),
    );
  const stopWatching = hub.onSessionsRevoked(user.id, endIfRevoked);
  // A sign-out between the authentication and this subscription would otherwise go unheard.
  if ('resumeAfter' in start || hub.revocationCount() !== start.revocationsBefore) endIfRevoked();
  const stream: OpenStream = {
    userId: user.id,
    res,
    writer,
    endsAtS: Math.floor(Math.max(Date.now() + 1_000, user.expiresAt * 1000) / 1000),
  };
  registry.add(stream);
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    stopWatching();
    registry.remove(stream);
  };
  res.once('close', close);
  // A client gone before this point closed the response already: its 'close' will not come again.
  if (res.destroyed) close();
  if ('resumeAfter' in start) return writer.start(start);
  return deps.liveStart().then(
    (liveAfter) => writer.start({ liveAfter }),
    (err: unknown) => {
      log.warn({ err }, 'event stream start failed');
      res.end();
    },
  );
}
