import { bloodComponentsResponseSchema, bloodGroupsResponseSchema } from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicDataService } from './public-data.service.ts';

export const publicDataRoutes: FastifyPluginAsyncZod<{ service: PublicDataService }> = async (app, { service }) => {
  app.get(
    '/public-data/blood-groups',
    {
      schema: {
        tags: ['reference data'],
        summary: 'The eight ABO/Rh blood groups, ids 1–8',
        response: { 200: bloodGroupsResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await service.bloodGroups() }),
  );

  app.get(
    '/public-data/blood-components',
    {
      schema: {
        tags: ['reference data'],
        summary: 'The five blood components, ids 1–5',
        response: { 200: bloodComponentsResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await service.bloodComponents() }),
  );
};
