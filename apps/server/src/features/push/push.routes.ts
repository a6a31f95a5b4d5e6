import {
  PUSH_MESSAGES,
  pushEndpointSchema,
  pushPublicKeyResponseSchema,
  pushStatusResponseSchema,
  pushSubscriptionSchema,
} from '@raktsetu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeWait } from '../../lib/attempt-limiter.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PushService } from './push.service.ts';

const tags = ['push'];
const security = bearerSecurity;
/** Turning push on or off per person per 15 minutes: a few devices and second thoughts, not a loop. */
const CHANGES_PER_15_MIN = 30;

/** Counted per person (after sign-in is checked), so a family behind one hospital Wi-Fi address do not share it. */
const perPerson = {
  rateLimit: {
    max: CHANGES_PER_15_MIN,
    timeWindow: 15 * 60 * 1000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `push:${request.user?.id ?? request.ip}`,
    errorResponseBuilder: (_req: unknown, ctx: { ttl: number }) => ({
      statusCode: 429,
      message: `Too many changes to notifications. Please try again ${describeWait(ctx.ttl)}.`,
    }),
  },
};

export const pushRoutes: FastifyPluginAsyncZod<{ service: PushService }> = async (app, { service }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/push/public-key',
    {
      schema: {
        tags,
        security,
        summary: 'The server’s VAPID public key, for pushManager.subscribe (applicationServerKey)',
        response: { 200: pushPublicKeyResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ status: 'success' as const, data: service.publicKey() }),
  );

  app.post(
    '/push/subscriptions',
    {
      config: perPerson,
      schema: {
        tags,
        security,
        summary: 'Turn push on for this device (the browser’s PushSubscription JSON)',
        body: pushSubscriptionSchema,
        response: { 200: pushStatusResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: PUSH_MESSAGES.subscribed,
      data: await service.subscribe(currentUser(request), request.body),
    }),
  );

  app.delete(
    '/push/subscriptions',
    {
      config: perPerson,
      schema: {
        tags,
        security,
        summary: 'Turn push off for this device (only one’s own endpoint is ever removed)',
        querystring: pushEndpointSchema,
        response: { 200: pushStatusResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: PUSH_MESSAGES.unsubscribed,
      data: await service.unsubscribe(currentUser(request), request.query.endpoint),
    }),
  );

  app.get(
    '/push/subscriptions/status',
    {
      schema: {
        tags,
        security,
        summary: 'Whether this device (its endpoint) receives the signed-in person’s push',
        querystring: pushEndpointSchema,
        response: { 200: pushStatusResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.status(currentUser(request), request.query.endpoint),
    }),
  );
};
