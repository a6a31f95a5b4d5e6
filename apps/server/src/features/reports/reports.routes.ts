import { reportResponseSchema, reportSchema } from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ReportsService } from './reports.service.ts';

const THANKS = 'Thank you. Our coordinators will look at this.';

export const reportsRoutes: FastifyPluginAsyncZod<{ service: ReportsService }> = async (app, { service }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        security: bearerSecurity,
        summary: 'Report a person, a request or a CareBot message to the coordinators (once per subject)',
        body: reportSchema,
        response: { 200: reportResponseSchema, 201: reportResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const result = await service.report(currentUser(request), request.body);
      return reply.code(result.created ? 201 : 200).send({ status: 'success' as const, data: result, message: THANKS });
    },
  );
};
