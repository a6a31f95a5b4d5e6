import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CoordinatorService } from './coordinator.service.ts';

/** /api/coordinator: the coordinators' overview, their actions and the audit trail. */
export const coordinatorRoutes: FastifyPluginAsyncZod<{ service: CoordinatorService }> = async (app, { service }) => {
  void app;
  void service;
};
