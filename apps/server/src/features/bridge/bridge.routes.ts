import {
  bridgeInvitePreviewResponseSchema,
  bridgeViewResponseSchema,
  inviteCodeParam,
  membershipsResponseSchema,
  moveDateSchema,
  successEnvelope,
  transfusionPlanSchema,
} from '@raktsetu/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { BridgeService } from './bridge.service.ts';

const tags = ['bridge'];
const planIdParam = z.object({ plan_id: z.string().max(64) });
const donorIdParam = z.object({ donor_id: z.string().max(64) });
const joinedResponse = successEnvelope(z.object({ plan_id: z.string() }));
const invitedResponse = successEnvelope(z.object({ invited: z.number().int() }));
const calendarResponse = z.string().describe('An iCalendar file (text/calendar)');

const ok = <T>(data: T) => ({ status: 'success' as const, data });

function sendCalendar(reply: FastifyReply, ics: string) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', 'attachment; filename="raktsetu-bridge.ics"')
    .header('cache-control', 'private, no-store')
    .send(ics);
}

const base = { tags, security: bearerSecurity };
type App = Parameters<FastifyPluginAsyncZod>[0];

/** The patient's plan and its dates. */
function planRoutes(app: App, service: BridgeService) {
  app.get(
    '/bridge',
    {
      schema: {
        ...base,
        summary: 'The patient’s transfusion plan and Blood Bridge (null before a plan exists)',
        response: { 200: bridgeViewResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.view(currentUser(request))),
  );

  app.put(
    '/bridge/plan',
    {
      schema: {
        ...base,
        summary: 'Create or change the patient’s transfusion plan',
        body: transfusionPlanSchema,
        response: { 200: bridgeViewResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ok(await service.savePlan(currentUser(request), request.body)),
  );

  app.post(
    '/bridge/dates/move',
    {
      schema: {
        ...base,
        summary: 'Move one upcoming transfusion date, or it and all after it',
        body: moveDateSchema,
        response: { 200: bridgeViewResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ok(await service.moveDate(currentUser(request), request.body)),
  );

  app.post(
    '/bridge/invite-code',
    {
      schema: {
        ...base,
        summary: 'A new invitation link (the old one stops working)',
        response: { 200: bridgeViewResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ok(await service.newInviteCode(currentUser(request))),
  );
}

/** The patient's bridge: inviting, removing a donor, the calendar. */
function patientBridgeRoutes(app: App, service: BridgeService) {
  app.post(
    '/bridge/invitations',
    {
      schema: {
        ...base,
        summary: 'Invite the compatible nearby donors who are willing to join a bridge (once each)',
        response: { 200: invitedResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ok(await service.inviteNearby(currentUser(request))),
  );

  app.delete(
    '/bridge/members/:donor_id',
    {
      schema: {
        ...base,
        summary: 'Remove a donor from the patient’s bridge',
        params: donorIdParam,
        response: { 200: bridgeViewResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ok(await service.removeMember(currentUser(request), request.params.donor_id)),
  );

  app.get(
    '/bridge/calendar.ics',
    {
      schema: {
        ...base,
        summary: 'The patient’s upcoming transfusion dates as a calendar file',
        response: { 200: calendarResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => sendCalendar(reply, await service.patientCalendar(currentUser(request))),
  );
}

/** A donor's side: the link, joining, accepting, memberships, leaving, the calendar. */
function donorRoutes(app: App, service: BridgeService) {
  app.get(
    '/bridge/invites/:code',
    {
      schema: {
        ...base,
        summary: 'What an invitation link shows before joining',
        params: inviteCodeParam,
        response: { 200: bridgeInvitePreviewResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await service.preview(currentUser(request), request.params.code)),
  );

  app.post(
    '/bridge/invites/:code/join',
    {
      schema: {
        ...base,
        summary: 'Join a patient’s bridge by its invitation link (donors of a compatible group)',
        params: inviteCodeParam,
        response: { 200: joinedResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await service.joinByCode(currentUser(request), request.params.code)),
  );

  app.post(
    '/bridge/invitations/:plan_id/accept',
    {
      schema: {
        ...base,
        summary: 'Accept an invitation a patient sent',
        params: planIdParam,
        response: { 200: joinedResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await service.accept(currentUser(request), request.params.plan_id)),
  );

  app.get(
    '/bridge/memberships',
    {
      schema: {
        ...base,
        summary: 'The donor’s bridges, the dates asked of them, and invitations waiting',
        response: { 200: membershipsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.memberships(currentUser(request))),
  );

  app.delete(
    '/bridge/memberships/:plan_id',
    {
      schema: {
        ...base,
        summary: 'Leave a bridge',
        params: planIdParam,
        response: { 200: membershipsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ok(await service.leave(currentUser(request), request.params.plan_id)),
  );

  app.get(
    '/bridge/memberships/calendar.ics',
    {
      schema: {
        ...base,
        summary: 'The donor’s own bridge donation days as a calendar file',
        response: { 200: calendarResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => sendCalendar(reply, await service.donorCalendar(currentUser(request))),
  );
}

/** /api/bridge: the patient's plan and bridge; a donor's invitations and memberships. */
export const bridgeRoutes: FastifyPluginAsyncZod<{ service: BridgeService }> = async (app, { service }) => {
  app.addHook('onRequest', app.authenticate);
  planRoutes(app, service);
  patientBridgeRoutes(app, service);
  donorRoutes(app, service);
};
