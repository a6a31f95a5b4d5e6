import { z } from 'zod';

/**
 * GET /api/health: liveness, the database, and which server process answered (behind a load balancer each
 * process reports itself). The database figures come from a probe at most a second old, not a query per call.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  data: z.object({
    service: z.literal('ok'),
    database: z.enum(['up', 'down']),
    database_kind: z.enum(['embedded', 'postgres']),
    uptime_s: z.number(),
    /** This process, as an opaque id made at start (a restart answers with a new one); the server logs it at start. */
    instance_id: z.string(),
    /** When the database was last asked (the answer above is from then). */
    checked_at: z.string(),
    /** Live event streams open on this process. */
    live_streams: z.number(),
    /** Outbox items (e-mails, alerts) due now and not yet delivered, for the whole database; null when it is down. */
    outbox_due: z.number().nullable(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
