import { healthTipsQuerySchema, healthTipsResponseSchema } from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { tipRole, type HealthTips } from './health-tips.ts';

type HealthTipsDeps = { tips: HealthTips };

export const healthTipsRoutes: FastifyPluginAsyncZod<HealthTipsDeps> = async (app, { tips }) => {
  app.get(
    '/health-tips',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['health tips'],
        security: bearerSecurity,
        summary: 'Health tips from CareBot’s knowledge base for the signed-in user’s role, searchable with q',
        querystring: healthTipsQuerySchema,
        response: { 200: healthTipsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: tips.list(tipRole(currentUser(request).userType), request.query.q || undefined, request.language),
    }),
  );
};
