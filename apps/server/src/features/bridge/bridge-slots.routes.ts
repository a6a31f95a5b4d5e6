import {
  bridgeViewResponseSchema,
  membershipsResponseSchema,
  slotAnswerSchema,
  slotOutcomeSchema,
} from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { BridgeRotation } from './bridge-rotation.ts';
import type { BridgeService } from './bridge.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['blood bridge'];
const slotParam = z.object({ slot_id: z.uuid('This date is not asked of you.') });
/** Without the bridge service (see below) the answer is the slot's new state only. */
const slotState = z.object({
  status: z.literal('success'),
  data: z.object({ slot_id: z.string(), state: z.string() }),
});

/**
 * A donor's answer to a date asked of them, and the patient's word on whether the donation happened. With
 * `service` (features/bridge/bridge.service.ts) the answer is the donor's memberships and the outcome the patient's
 * bridge view, as the contract says; app.ts passes it.
 */
export const bridgeSlotsRoutes: FastifyPluginAsyncZod<{ rotation: BridgeRotation; service?: BridgeService }> = async (
  app,
  { rotation, service },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/bridge/slots/:slot_id/answer',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The donor (or backup) asked for a date confirms or declines it; a confirmed donor may withdraw',
        params: slotParam,
        body: slotAnswerSchema,
        response: { 200: z.union([membershipsResponseSchema, slotState]), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const done = await rotation.answer(user, request.params.slot_id, request.body.answer);
      if (service) return { status: 'success' as const, data: await service.memberships(user) };
      return { status: 'success' as const, data: { slot_id: done.slot_id, state: done.state } };
    },
  );

  app.post(
    '/bridge/slots/:slot_id/outcome',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The patient says whether the confirmed donor gave (on or after the donation date)',
        params: slotParam,
        body: slotOutcomeSchema,
        response: { 200: z.union([bridgeViewResponseSchema, slotState]), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const done = await rotation.outcome(user, request.params.slot_id, request.body.outcome);
      if (service) return { status: 'success' as const, data: await service.view(user) };
      return { status: 'success' as const, data: { slot_id: done.slot_id, state: done.state } };
    },
  );
};
