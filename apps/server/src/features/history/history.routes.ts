import { certificateVerificationResponseSchema, historyResponseSchema, uuidParam } from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeWait } from '../../lib/attempt-limiter.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { HistoryService } from './history.service.ts';

type HistoryDeps = { service: HistoryService };

/** Checks of certificate codes one IP address may make per minute: plenty for people, too few to guess codes. */
const VERIFY_PER_MINUTE = 30;

const codeParam = z.object({
  code: z.string().max(40, 'code must be at most 40 characters'),
});

export const historyRoutes: FastifyPluginAsyncZod<HistoryDeps> = async (app, { service }) => {
  app.get(
    '/history',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['history'],
        security: bearerSecurity,
        summary: 'The signed-in user’s history: a donor’s donations, or a patient’s requests and how they ended',
        response: { 200: historyResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.history(currentUser(request)) }),
  );

  app.get(
    '/history/donations/:id/certificate',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['history'],
        security: bearerSecurity,
        summary: 'The donor’s own certificate for one donation, as a PDF (application/pdf)',
        params: uuidParam,
        // The PDF's bytes go out as they are (Fastify serializes no Buffer).
        response: { 200: z.unknown().describe('The certificate, application/pdf'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await service.certificate(currentUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/certificates/:code',
    {
      config: {
        rateLimit: {
          max: VERIFY_PER_MINUTE,
          timeWindow: 60 * 1000,
          errorResponseBuilder: (_req: unknown, ctx: { ttl: number }) => ({
            statusCode: 429,
            message: `Too many requests. Please try again ${describeWait(ctx.ttl)}.`,
          }),
        },
      },
      schema: {
        tags: ['history'],
        summary:
          'Anyone may check a certificate’s code: it answers what the certificate prints, the donor by first name and initial',
        params: codeParam,
        response: { 200: certificateVerificationResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.verify(request.params.code) }),
  );
};
