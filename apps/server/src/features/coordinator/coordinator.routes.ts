import {
  auditQuerySchema,
  auditResponseSchema,
  bridgeMessageResponseSchema,
  bridgeMessageSchema,
  coordinatorOverviewResponseSchema,
  successEnvelope,
  uuidParam,
} from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CoordinatorService } from './coordinator.service.ts';

const tags = ['coordinator'];
const security = bearerSecurity;

/* The actions' answers: what changed, with a sentence to show (the contract names only the overview's shapes). */
const handledResponseSchema = successEnvelope(
  z.object({ report_id: z.string(), status: z.string(), handled_at: z.string().nullable() }),
).extend({ message: z.string() });
const verifiedResponseSchema = successEnvelope(
  z.object({ user_id: z.string(), verified_at: z.string().nullable() }),
).extend({ message: z.string() });

/** /api/coordinator: the coordinators' overview, their actions and the audit trail (Coordinator or Admin). */
export const coordinatorRoutes: FastifyPluginAsyncZod<{ service: CoordinatorService }> = async (app, { service }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/coordinator/overview',
    {
      schema: {
        tags,
        security,
        summary: 'Coordinator: bridges at risk, unanswered SOS requests, open reports, staff waiting for verification',
        response: { 200: coordinatorOverviewResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.overview(currentUser(request)) }),
  );

  app.post(
    '/coordinator/bridges/:id/message',
    {
      schema: {
        tags,
        security,
        summary: "Coordinator: a notice (and e-mail) to every active donor of a patient's bridge",
        params: uuidParam,
        body: bridgeMessageSchema,
        response: { 200: bridgeMessageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const result = await service.messageBridge(currentUser(request), request.params.id, request.body.message);
      return { status: 'success' as const, ...result };
    },
  );

  app.post(
    '/coordinator/reports/:id/handled',
    {
      schema: {
        tags,
        security,
        summary: 'Coordinator: mark a report handled (again: the same answer)',
        params: uuidParam,
        response: { 200: handledResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await service.markReportHandled(currentUser(request), request.params.id)),
    }),
  );

  app.post(
    '/coordinator/staff/:id/verify',
    {
      schema: {
        tags,
        security,
        summary: 'Coordinator: verify a blood bank staff account, so it may change stock and confirm donations',
        params: uuidParam,
        response: { 200: verifiedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await service.verifyStaff(currentUser(request), request.params.id)),
    }),
  );

  app.get(
    '/coordinator/audit',
    {
      schema: {
        tags,
        security,
        summary: 'Coordinator: what coordinators did, newest first, 20 a page',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.auditPage(currentUser(request), request.query.page),
    }),
  );
};
