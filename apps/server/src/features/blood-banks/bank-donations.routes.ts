import { bankDonationResponseSchema, bankDonationSchema, bankIdParam } from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { BankDonationsService } from './bank-donations.service.ts';

type BankDonationsRouteDeps = { service: BankDonationsService };

/** POST /api/blood-banks/{id}/donations: the bank's staff confirm a registered donor's donation there. */
export const bankDonationsRoutes: FastifyPluginAsyncZod<BankDonationsRouteDeps> = async (app, { service }) => {
  app.post(
    '/blood-banks/:id/donations',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['blood bank staff'],
        security: bearerSecurity,
        summary: "Staff of this bank: confirm a registered donor's donation (found by e-mail or phone); earns rewards",
        description: `One per donor per bank per day; the date is today or up to 30 days back. Limited per staff member per hour.`,
        params: bankIdParam,
        body: bankDonationSchema,
        response: { 201: bankDonationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const result = await service.confirm(currentUser(request), request.params.id, request.body);
      return reply.code(201).send({ status: 'success' as const, ...result });
    },
  );
};
