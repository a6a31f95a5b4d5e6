import {
  bankIdParam,
  bankStockResponseSchema,
  bloodBankListResponseSchema,
  bloodBankPlacesQuerySchema,
  bloodBankPlacesResponseSchema,
  bloodBankSearchQuerySchema,
} from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeWait } from '../../lib/attempt-limiter.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { BloodBankDirectoryService } from './blood-bank-directory.service.ts';

/**
 * Calls per IP address per minute: a family searching, typing in the box and opening banks stays far below it;
 * a script copying the directory does not.
 */
const CALLS_PER_MINUTE = 120;
const perIp = {
  rateLimit: {
    max: CALLS_PER_MINUTE,
    timeWindow: 60 * 1000,
    errorResponseBuilder: (_req: unknown, ctx: { ttl: number }) => ({
      statusCode: 429,
      message: `Too many searches. Please try again ${describeWait(ctx.ttl)}.`,
    }),
  },
};
const tags = ['blood banks'];

/** The public blood-bank directory and each bank's stock: no sign-in, so a family can look in an emergency. */
export const bloodBankDirectoryRoutes: FastifyPluginAsyncZod<{ service: BloodBankDirectoryService }> = async (
  app,
  { service },
) => {
  app.get(
    '/public-data/blood-banks',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Find blood banks by name, place, category or distance, with their stock for a group',
        querystring: bloodBankSearchQuerySchema,
        response: { 200: bloodBankListResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.search(request.query) }),
  );

  app.get(
    '/public-data/blood-banks/places',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Towns and states with blood banks whose name starts with or contains q (search suggestions)',
        querystring: bloodBankPlacesQuerySchema,
        response: { 200: bloodBankPlacesResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.places(request.query.q) }),
  );

  app.get(
    '/public/blood-banks/:id/stock',
    {
      config: perIp,
      schema: {
        tags,
        summary: "A blood bank's stock, each figure with how far it can be trusted",
        params: bankIdParam,
        response: { 200: bankStockResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { bank, items } = await service.bankStock(request.params.id);
      return { status: 'success' as const, data: items, bank };
    },
  );
};
