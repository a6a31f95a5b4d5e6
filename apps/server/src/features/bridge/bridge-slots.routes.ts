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
const tags = ['bridge'];
const slotParam = z.object({ slot_id: z.uuid('This date is not asked of you.') });

/**
 * A donor's answer to a date asked of them, and the patient's word on whether the donation happened. The answer
 * returns the donor's memberships and the outcome the patient's bridge view (features/bridge/bridge.service.ts).
 */
export const bridgeSlotsRoutes: FastifyPluginAsyncZod<{ rotation: BridgeRotation; service: BridgeService }> = async (
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
        response: { 200: membershipsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await rotation.answer(user, request.params.slot_id, request.body.answer);
      return { status: 'success' as const, data: await service.memberships(user) };
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
        response: { 200: bridgeViewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await rotation.outcome(user, request.params.slot_id, request.body.outcome);
      return { status: 'success' as const, data: await service.view(user) };
    },
  );
};
