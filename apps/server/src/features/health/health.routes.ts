import { healthResponseSchema } from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { publicInstanceId } from '../../lib/instance-id.ts';
import type { HealthProbe } from './health-probe.ts';

export interface HealthDeps {
  database: DatabaseHandle;
  probe: HealthProbe;
  instanceId: string;
  /** Live event streams open on this process. */
  liveStreams: () => number;
}

/**
 * Liveness, whether the database answers (503 when not, so a load balancer can react), and which process answered:
 * behind a load balancer each reports its own id, pid, uptime and open streams (docs/decisions/0020).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, opts) => {
  // A digest of a value fixed for the process's life: computed once, not on every call.
  const instanceId = publicInstanceId(opts.instanceId);
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service and database health, and which server process answered',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const reading = await opts.probe.read();
      return reply.code(reading.up ? 200 : 503).send({
        status: reading.up ? 'success' : 'error',
        data: {
          service: 'ok',
          database: reading.up ? 'up' : 'down',
          database_kind: opts.database.kind,
          uptime_s: Math.round(process.uptime()),
          instance_id: instanceId,
          checked_at: reading.checkedAt.toISOString(),
          live_streams: opts.liveStreams(),
          outbox_due: reading.outboxDue,
        },
      });
    },
  );
};
