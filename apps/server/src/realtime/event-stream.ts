import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { currentUser } from '../plugins/auth.ts';
import type { Hub } from './hub.ts';
import type { UserEventsRepository } from './user-events.repository.ts';

const PING_MS = 25_000;
const PAGE = 200;

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
 * Writes the user's events after `cursor` to an open stream now and whenever the hub pokes, pings it, and ends
 * it when the access token expires or the session is revoked. `onClose` runs once the stream closes. Resolves
 * after the first send.
 */
export function pipeUserEvents(
  res: ServerResponse,
  user: ReturnType<typeof currentUser>,
  startAfter: number,
  { hub, events, isSessionActive, pingMs }: EventStreamDeps,
  log: FastifyBaseLogger,
  onClose: () => void,
): Promise<void> {
  let cursor = startAfter;
  let closed = false;
  let sending: Promise<void> | null = null;
  let again = false;
  const flush = (): Promise<void> => {
    if (sending) {
      again = true;
      return sending;
    }
    sending = (async () => {
      do {
        again = false;
        const rows = await events.since(user.id, cursor, PAGE);
        for (const row of rows) {
          if (closed) return;
          res.write(`id: ${row.event_id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.payload)}\n\n`);
          cursor = row.event_id;
        }
        if (rows.length === PAGE) again = true;
      } while (again && !closed);
    })()
      .catch((err: unknown) => log.warn({ err }, 'event stream read failed'))
      .finally(() => {
        sending = null;
      });
    return sending;
  };

  const unsubscribe = hub.subscribe(user.id, () => void flush());
  const endIfRevoked = () =>
    void isSessionActive(user.sessionId, user.id).then(
      (active) => {
        if (!active) res.end();
      },
      (err: unknown) => log.warn({ err }, 'event stream session check failed'),
    );
  const stopWatching = hub.onSessionsRevoked(user.id, endIfRevoked);
  // A sign-out between the authentication and this subscription would otherwise go unheard.
  endIfRevoked();
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
  return flush();
}
