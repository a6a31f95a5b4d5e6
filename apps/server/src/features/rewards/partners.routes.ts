import {
  offerInputSchema,
  offerResponseSchema,
  partnerInputSchema,
  partnerListResponseSchema,
  partnerResponseSchema,
  uuidParam,
} from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PartnersService } from './partners.service.ts';

const tags = ['admin: rewards'];
const security = bearerSecurity;

type PartnersRouteDeps = { service: PartnersService };
type App = Parameters<FastifyPluginAsyncZod<PartnersRouteDeps>>[0];

// Registered in this order so the OpenAPI document lists the operations as before.
/** Admins: the partners who give donors thank-you coupons, and their offers (no delete: deactivate instead). */
export const partnersRoutes: FastifyPluginAsyncZod<PartnersRouteDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  partnerRoutes(app, deps);
  offerRoutes(app, deps);
};

/** The partners themselves: list, add, change. */
function partnerRoutes(app: App, { service }: PartnersRouteDeps) {
  app.get(
    '/admin/partners',
    {
      schema: {
        tags,
        security,
        summary: 'Admin: every partner with its offers and how many coupons each issued',
        response: { 200: partnerListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(currentUser(request)) }),
  );

  app.post(
    '/admin/partners',
    {
      schema: {
        tags,
        security,
        summary: 'Admin: add a partner',
        body: partnerInputSchema,
        response: { 201: partnerResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const result = await service.create(currentUser(request), request.body);
      return reply.code(201).send({ status: 'success' as const, ...result });
    },
  );

  app.put(
    '/admin/partners/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Admin: change a partner (is_active false stops its offers being given)',
        params: uuidParam,
        body: partnerInputSchema,
        response: { 200: partnerResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await service.update(currentUser(request), request.params.id, request.body)),
    }),
  );
}

/** A partner's offers: add, change. */
function offerRoutes(app: App, { service }: PartnersRouteDeps) {
  app.post(
    '/admin/partners/:id/offers',
    {
      schema: {
        tags,
        security,
        summary: "Admin: add an offer to a partner's",
        params: uuidParam,
        body: offerInputSchema,
        response: { 201: offerResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const result = await service.addOffer(currentUser(request), request.params.id, request.body);
      return reply.code(201).send({ status: 'success' as const, ...result });
    },
  );

  app.put(
    '/admin/offers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Admin: change an offer (issued coupons keep the words they were issued with)',
        params: uuidParam,
        body: offerInputSchema,
        response: { 200: offerResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await service.updateOffer(currentUser(request), request.params.id, request.body)),
    }),
  );
}
