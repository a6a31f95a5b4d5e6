import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { currentUser } from '../plugins/auth.ts';
import { createStreamRegistry, pipeUserEvents, type EventStreamDeps } from './event-stream.ts';
import { createLiveStart } from './live-start.ts';

/** Open streams one user may hold (a tab each on a phone and a computer or two); a newer one ends the oldest. */
export const MAX_STREAMS_PER_USER = 6;

/**
 * GET /api/events: a server-sent-events stream of the signed-in user's notifications and request changes.
 * Authenticated by the usual Authorization header (the web client reads it with fetch), never a token in the
 * URL. Each event carries its id; a client reconnecting with Last-Event-ID gets what it missed. The stream
 * ends when the access token expires, and the client reconnects with a fresh one; it ends at once when its
 * session is revoked (sign-out, sign-out everywhere, a new password), since an open stream skips the per-call check.
 */
export const eventsRoutes: FastifyPluginAsync<EventStreamDeps> = async (app, deps) => {
  const registry = createStreamRegistry(MAX_STREAMS_PER_USER, deps.pingMs);
  const liveStart = createLiveStart(deps.hub, deps.events.latestId);
  const streamDeps = { ...deps, registry, liveStart };
  const revocationsSeen = new WeakMap<FastifyRequest, number>();
  const noteRevocations = async (request: FastifyRequest) => {
    revocationsSeen.set(request, deps.hub.revocationCount());
  };
  app.addHook('preClose', async () => {
    registry.endAll();
  });
  app.addHook('onClose', async () => {
    liveStart.stop();
  });

  app.get(
    '/events',
    {
      // The revocation count first, then the session check: see pipeUserEvents.
      onRequest: [noteRevocations, app.authenticate],
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
      const start =
        resumeFrom !== null
          ? { resumeAfter: resumeFrom }
          : { live: true as const, revocationsBefore: revocationsSeen.get(request) ?? -1 };

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
      await pipeUserEvents(res, user, start, streamDeps, request.log);
    },
  );
};
