import { messageResponseSchema, tokenSchema } from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeWait } from '../../lib/attempt-limiter.ts';
import type { Limits } from '../../lib/limits.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { EmailChangeService } from './email-change.service.ts';

/**
 * The undo link of an e-mail change. (The change itself is asked for with PUT /auth/profile and confirmed
 * through POST /auth/verify-email, where every link of the new address lands.)
 */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ service: EmailChangeService; limits: Limits }> = async (
  app,
  { service, limits },
) => {
  app.post(
    '/auth/undo-email-change',
    {
      config: {
        rateLimit: {
          max: limits.tokenRequestsPer15Min,
          timeWindow: 15 * 60 * 1000,
          errorResponseBuilder: (_req: unknown, ctx: { ttl: number }) => ({
            statusCode: 429,
            message: `Too many requests. Please try again ${describeWait(ctx.ttl)}.`,
          }),
        },
      },
      schema: {
        tags: ['authentication'],
        summary: 'Undo an e-mail change with the link sent to the previous address; signs out every device',
        body: tokenSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => ({ status: 'success' as const, message: await service.undo(request.body.token) }),
  );
};
