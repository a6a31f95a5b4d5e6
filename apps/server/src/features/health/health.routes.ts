import { healthResponseSchema } from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';

/** Liveness plus whether the database answers; 503 when it does not, so a load balancer can react. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, opts) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service and database health',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const up = await opts.database.ping();
      return reply.code(up ? 200 : 503).send({
        status: up ? 'success' : 'error',
        data: {
          service: 'ok',
          database: up ? 'up' : 'down',
          database_kind: opts.database.kind,
          uptime_s: Math.round(process.uptime()),
        },
      });
    },
  );
};
