import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  data: z.object({
    service: z.literal('ok'),
    database: z.enum(['up', 'down']),
    database_kind: z.enum(['embedded', 'postgres']),
    uptime_s: z.number(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
