import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BridgeService } from './bridge.service.ts';

/** /api/bridge: the patient's plan and bridge; a donor's invitations and memberships. */
export const bridgeRoutes: FastifyPluginAsyncZod<{ service: BridgeService }> = async (app, { service }) => {
  void app;
  void service;
};
