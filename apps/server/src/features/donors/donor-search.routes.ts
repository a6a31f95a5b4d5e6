import { donorSearchQuerySchema, donorSearchResponseSchema } from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LimitStore } from '../../lib/limit-store.ts';
import type { Limits } from '../../lib/limits.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createDonorSearchRepository } from './donor-search.repository.ts';
import { createDonorSearchService } from './donor-search.service.ts';

type DonorSearchRouteDeps = {
  db: Database;
  clock: Clock;
  limits: Pick<Limits, 'donorSearchesPerHour'>;
  limitStore: LimitStore;
};

/** GET /api/donors: patients (and admins) find compatible donors nearby; see donor-search.service.ts. */
export const donorSearchRoutes: FastifyPluginAsyncZod<DonorSearchRouteDeps> = async (
  app,
  { db, clock, limits, limitStore },
) => {
  const service = createDonorSearchService({ repo: createDonorSearchRepository(db), clock, limits, limitStore });
  app.get(
    '/donors',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['donors'],
        security: bearerSecurity,
        summary:
          'Patients: compatible donors near a point, exact group first (first name and initial, a distance band)',
        description:
          'The centre is the latitude and longitude sent, else the city named, else the saved location, else the profile town. ' +
          'Donors and blood-bank staff are refused; searches are limited per user per hour.',
        querystring: donorSearchQuerySchema,
        response: { 200: donorSearchResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const result = await service.search(currentUser(request), request.query);
      return { status: 'success' as const, ...result };
    },
  );
};
