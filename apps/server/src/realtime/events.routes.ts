import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../plugins/auth.ts';
import type { Hub } from './hub.ts';
import type { UserEventsRepository } from './user-events.repository.ts';

const PING_MS = 25_000;
const PAGE = 200;
/** Open streams one user may hold (a tab each on a phone and a computer or two); a newer one ends the oldest. */
export const MAX_STREAMS_PER_USER = 6;

/**
 * GET /api/events: a server-sent-events stream of the signed-in user's notifications and request changes.
 * Authenticated by the usual Authorization header (the web client reads it with fetch), never a token in the
 * URL. Each event carries its id; a client reconnecting with Last-Event-ID gets what it missed. The stream
 * ends when the access token expires, and the client reconnects with a fresh one; it ends at once when its
 * session is revoked (sign-out, sign-out everywhere, a new password), since an open stream skips the per-call check.
 */
export const eventsRoutes: FastifyPluginAsync<{
  hub: Hub;
  events: UserEventsRepository;
  isSessionActive: (sessionId: string, userId: string) => Promise<boolean>;
  pingMs?: number;
}> = async (app, { hub, events, isSessionActive, pingMs }) => {
  const open = new Set<ServerResponse>();
  // Each stream costs a socket and a read per event, so one token cannot hold many: oldest first out.
  const byUser = new Map<string, ServerResponse[]>();
  const track = (userId: string, res: ServerResponse) => {
    const mine = [...(byUser.get(userId) ?? []), res];
    while (mine.length > MAX_STREAMS_PER_USER) mine.shift()?.end();
    byUser.set(userId, mine);
  };
  const untrack = (userId: string, res: ServerResponse) => {
    const mine = (byUser.get(userId) ?? []).filter((r) => r !== res);
    if (mine.length > 0) byUser.set(userId, mine);
    else byUser.delete(userId);
  };
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get(
    '/events',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        summary: 'Live stream (text/event-stream) of notifications and request changes; honours Last-Event-ID',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const header = request.headers['last-event-id'];
      const resumeFrom = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
      let cursor = resumeFrom ?? (await events.latestId(user.id));

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Request-Id': request.id,
      });
      res.write(`retry: 3000\n: connected\n\n`);
      open.add(res);
      track(user.id, res);

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
          .catch((err: unknown) => request.log.warn({ err }, 'event stream read failed'))
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
          (err: unknown) => request.log.warn({ err }, 'event stream session check failed'),
        );
      const stopWatching = hub.onSessionsRevoked(user.id, endIfRevoked);
      // A sign-out between the authentication above and this subscription would otherwise go unheard.
      endIfRevoked();
      const ping = setInterval(() => res.write(': ping\n\n'), pingMs ?? PING_MS);
      const expiresInMs = Math.max(1_000, user.expiresAt * 1000 - Date.now());
      const expiry = setTimeout(() => res.end(), expiresInMs);
      const cleanup = () => {
        closed = true;
        unsubscribe();
        stopWatching();
        clearInterval(ping);
        clearTimeout(expiry);
        open.delete(res);
        untrack(user.id, res);
      };
      res.on('close', cleanup);
      await flush();
    },
  );
};
