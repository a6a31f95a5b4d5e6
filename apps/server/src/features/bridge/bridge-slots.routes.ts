import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BridgeRotation } from './bridge-rotation.ts';

/** A donor's answer to a date asked of them, and the patient's word on whether the donation happened. */
export const bridgeSlotsRoutes: FastifyPluginAsyncZod<{ rotation: BridgeRotation }> = async (app, { rotation }) => {
  void app;
  void rotation;
};
