import {
  couponListQuerySchema,
  couponListResponseSchema,
  couponStatsResponseSchema,
  expiringQuerySchema,
  redeemResponseSchema,
  redeemSchema,
  referralResponseSchema,
  uuidParam,
} from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CouponsService } from './coupons.service.ts';

const tags = ['rewards'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403);

type CouponsRouteDeps = { service: CouponsService };
type App = Parameters<FastifyPluginAsyncZod<CouponsRouteDeps>>[0];

// Registered in this order so the OpenAPI document lists the operations as before.
/** A donor's own rewards: coupons, totals, those expiring soon, redemption and their referral link. */
export const couponsRoutes: FastifyPluginAsyncZod<CouponsRouteDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  holdingRoutes(app, deps);
  redemptionRoutes(app, deps);
  referralRoutes(app, deps);
};

/** Reading the donor's coupons: the list, the totals, and those expiring soon. */
function holdingRoutes(app: App, { service }: CouponsRouteDeps) {
  app.get(
    '/donors/:id/coupons',
    {
      schema: {
        tags,
        security,
        summary: 'The donor: their coupons, newest first, optionally of one status',
        params: uuidParam,
        querystring: couponListQuerySchema,
        response: { 200: couponListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.list(currentUser(request), request.params.id, request.query.status),
    }),
  );

  app.get(
    '/donors/:id/coupon-stats',
    {
      schema: {
        tags,
        security,
        summary: 'The donor: how many coupons were issued, redeemed and expired, and the value redeemed',
        params: uuidParam,
        response: { 200: couponStatsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.stats(currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/donors/:id/coupons/expiring',
    {
      schema: {
        tags,
        security,
        summary: 'The donor: usable coupons expiring within the next days (7 unless told), soonest first',
        params: uuidParam,
        querystring: expiringQuerySchema,
        response: { 200: couponListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.expiring(currentUser(request), request.params.id, request.query.days),
    }),
  );
}

function redemptionRoutes(app: App, { service }: CouponsRouteDeps) {
  app.post(
    '/donor-coupons/:id/redeem',
    {
      schema: {
        tags,
        security,
        summary: 'The donor who holds it: redeem an Issued coupon (once; never after its expiry)',
        params: uuidParam,
        body: redeemSchema,
        response: { 200: redeemResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { redemption_location: location, redemption_notes: notes } = request.body;
      const result = await service.redeem(currentUser(request), request.params.id, { location, notes });
      return { status: 'success' as const, ...result };
    },
  );
}

function referralRoutes(app: App, { service }: CouponsRouteDeps) {
  app.get(
    '/donors/:id/referral',
    {
      schema: {
        tags,
        security,
        summary: 'The donor: their referral code and link (made on first ask) and how many donors joined by it',
        params: uuidParam,
        response: { 200: referralResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.referral(currentUser(request), request.params.id),
    }),
  );
}
