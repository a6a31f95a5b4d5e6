import {
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_MESSAGES,
  createRequestResponseSchema,
  createRequestSchema,
  groupId,
  listRequestsQuerySchema,
  listRequestsResponseSchema,
  requestDetailResponseSchema,
  respondSchema,
  statusUpdateSchema,
  uuidParam,
  type BloodGroupName,
} from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAnswerMemo } from '../../lib/answer-memo.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { NEARBY_KM } from './donor-reach.ts';
import type { RequestsService } from './requests.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = bearerSecurity;
const tags = ['blood requests'];
const withMessage = requestDetailResponseSchema.extend({ message: z.string() });
/**
 * Donors' list answers kept as text and compressed bytes (lib/answer-memo.ts), one store for the process as the
 * summaries they are made of (request-presenter.ts): 16 MB holds ~700 twenty-row pages with three encodings each.
 */
export const donorListAnswers = createAnswerMemo(16 * 1024 * 1024);

type RequestsDeps = { service: RequestsService };
type App = Parameters<FastifyPluginAsyncZod<RequestsDeps>>[0];

// Registered in this order so the OpenAPI document lists the operations as before.
export const requestsRoutes: FastifyPluginAsyncZod<RequestsDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  // The donor list's view in memory lives as long as the routes that read it; a failed start leaves the list on
  // the database (docs/decisions/0032-open-requests-view.md).
  const view = deps.service.openRequests;
  if (view) {
    app.addHook('onReady', async () => {
      await view.start().catch((err: unknown) => app.log.warn({ err }, 'open requests view: not started'));
    });
    app.addHook('onClose', async () => view.stop());
  }
  createAndReadRoutes(app, deps);
  answerAndStatusRoutes(app, deps);
};

/** A patient asking for blood, and anyone reading requests. */
function createAndReadRoutes(app: App, { service }: RequestsDeps) {
  app.post(
    '/requests',
    {
      schema: {
        tags,
        security,
        summary: 'A patient asks for blood (an SOS may leave out blood_group_id)',
        description: `Send an ${IDEMPOTENCY_KEY_HEADER} header: a retry with the same key returns the first answer, and one request.`,
        body: createRequestSchema,
        response: { 201: createRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      const data = await service.create(currentUser(request), request.body, idempotencyKey, request.language);
      return reply.code(201).send({ status: 'success', message: REQUEST_MESSAGES.created, data });
    },
  );

  app.get(
    '/requests',
    {
      schema: {
        tags,
        security,
        summary: 'Patients: their own requests. Donors: open requests they can give to, nearest first',
        querystring: listRequestsQuerySchema,
        response: { 200: listRequestsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const bloodGroupId = q.blood_group
        ? /^[1-8]$/.test(q.blood_group)
          ? Number(q.blood_group)
          : groupId(q.blood_group as BloodGroupName)
        : undefined;
      const result = await service.list(
        currentUser(request),
        { status: q.status, urgency: q.urgency, bloodGroupId, nearbyKm: q.filter === 'nearby' ? NEARBY_KM : undefined },
        q.page,
        q.page_size,
      );
      // A donor's page from memory is the same frozen array until something changes: its text is kept with it.
      return donorListAnswers.send(reply, {
        status: 'success' as const,
        data: result.items,
        pagination: { page: q.page, page_size: q.page_size, total: result.total },
        ...('eligibility' in result ? { eligibility: result.eligibility, needs_location: result.needs_location } : {}),
      });
    },
  );

  app.get(
    '/requests/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One request with its timeline and reach',
        params: uuidParam,
        response: { 200: requestDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.detail(request.params.id, currentUser(request), request.language),
    }),
  );
}

/** A donor's answer, and the owner closing the request. */
function answerAndStatusRoutes(app: App, { service }: RequestsDeps) {
  app.post(
    '/requests/:id/respond',
    {
      schema: {
        tags,
        security,
        summary: 'A compatible donor accepts or declines (once)',
        params: uuidParam,
        body: respondSchema,
        response: { 200: withMessage, ...errors },
      },
    },
    async (request) => {
      const result = await service.respond(currentUser(request), request.params.id, request.body, request.language);
      return { status: 'success' as const, ...result };
    },
  );

  app.patch(
    '/requests/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'The owner cancels, or marks fulfilled with the donors who gave',
        params: uuidParam,
        body: statusUpdateSchema,
        response: { 200: withMessage, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const result = await service.updateStatus(user, request.params.id, request.body, request.language);
      return { status: 'success' as const, ...result };
    },
  );
}
