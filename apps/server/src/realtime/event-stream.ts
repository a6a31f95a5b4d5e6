import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { currentUser } from '../plugins/auth.ts';
import type { Hub } from './hub.ts';
import { createStreamWriter } from './stream-writer.ts';
import type { UserEventsRepository } from './user-events.repository.ts';

const PING_MS = 25_000;

export interface EventStreamDeps {
  hub: Hub;
  events: UserEventsRepository;
  isSessionActive: (sessionId: string, userId: string) => Promise<boolean>;
  pingMs?: number;
}

/**
 * The open streams, and at most `maxPerUser` of them per user: each costs a socket and a read per event, so one
 * token cannot hold many. A newer stream ends the oldest.
 */
export function createStreamRegistry(maxPerUser: number) {
  const open = new Set<ServerResponse>();
  const byUser = new Map<string, ServerResponse[]>();
  return {
    add(userId: string, res: ServerResponse) {
      open.add(res);
      const mine = [...(byUser.get(userId) ?? []), res];
      while (mine.length > maxPerUser) mine.shift()?.end();
      byUser.set(userId, mine);
    },
    remove(userId: string, res: ServerResponse) {
      open.delete(res);
      const mine = (byUser.get(userId) ?? []).filter((r) => r !== res);
      if (mine.length > 0) byUser.set(userId, mine);
      else byUser.delete(userId);
    },
    endAll() {
      for (const res of open) res.end();
    },
  };
}

/**
 * Writes the user's events to an open stream (see stream-writer.ts for the rules), pings it, and ends it when the
 * access token expires or the session is revoked. `revocationsBefore` is the hub's revocation count taken before
 * the request's session check: when no revocation was heard since, that check still holds and no second read
 * is needed. `onClose` runs once the stream closes. Resolves after the first send.
 */
export function pipeUserEvents(
  res: ServerResponse,
  user: ReturnType<typeof currentUser>,
  start: { resumeAfter: number } | { live: true; revocationsBefore: number },
  { hub, events, isSessionActive, pingMs }: EventStreamDeps,
  log: FastifyBaseLogger,
  onClose: () => void,
): Promise<void> {
  let closed = false;
  const writer = createStreamWriter({
    write: (chunk) => res.write(chunk),
    read: (afterId, limit) => events.since(user.id, afterId, limit),
    closed: () => closed,
    onError: (err) => log.warn({ err }, 'event stream read failed'),
  });
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
  const ping = setInterval(() => res.write(': ping\n\n'), pingMs ?? PING_MS);
  const expiresInMs = Math.max(1_000, user.expiresAt * 1000 - Date.now());
  const expiry = setTimeout(() => res.end(), expiresInMs);
  res.on('close', () => {
    closed = true;
    unsubscribe();
    stopWatching();
    clearInterval(ping);
    clearTimeout(expiry);
    onClose();
  });
  if ('resumeAfter' in start) return writer.start(start);
  return events.latestId().then(
    (liveAfter) => writer.start({ liveAfter }),
    (err: unknown) => {
      log.warn({ err }, 'event stream start failed');
      res.end();
    },
  );
}
