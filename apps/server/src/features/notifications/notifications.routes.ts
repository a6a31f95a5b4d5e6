import {
  messageResponseSchema,
  notificationResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  uuidParam,
} from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser, requireSelf } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const security = bearerSecurity;
const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);

  const list = async (userId: string, status: string | undefined, limit: number) => {
    const { items, unread } = await service.list(userId, status, limit);
    return { status: 'success' as const, data: items, unread_count: unread };
  };

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s notifications, newest first',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) => list(currentUser(request).id, request.query.status, request.query.limit),
  );

  app.get(
    '/donors/:id/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'A donor’s alerts (path kept for older clients)',
        params: uuidParam,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return list(user.id, request.query.status, request.query.limit);
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one notification read',
        params: uuidParam,
        response: { 200: notificationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.markRead(currentUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Mark every notification read',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.markAllRead(currentUser(request).id);
      return { status: 'success' as const, message: 'All notifications marked as read.' };
    },
  );
};
