import {
  messageResponseSchema,
  notificationResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  uuidParam,
} from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { currentUser, requireSelf } from '../../plugins/auth.ts';
import type { Hub } from '../../realtime/hub.ts';
import { toNotification, type NotificationsRepository } from './notifications.repository.ts';

const errors = errorResponses(400, 401, 403, 404);
const security = bearerSecurity;
const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod<{
  repo: NotificationsRepository;
  clock: Clock;
  hub: Hub;
}> = async (app, { repo, clock, hub }) => {
  app.addHook('onRequest', app.authenticate);

  const list = async (userId: string, status: string | undefined, limit: number) => {
    const [rows, unread] = await Promise.all([repo.list(userId, status, limit), repo.unreadCount(userId)]);
    return { status: 'success' as const, data: rows.map(toNotification), unread_count: unread };
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
    async (request) => {
      const user = currentUser(request);
      const found = await repo.find(request.params.id);
      // Another user's notification is answered like a missing one: ids reveal nothing.
      if (!found || found.user_id !== user.id) throw AppError.notFound('Notification not found.');
      const row = await repo.markRead(found.notification_id, clock.now());
      if (found.status === 'Sent' && found.kind === 'request_alert' && found.request_id) {
        const owner = await repo.announceSeen(found.request_id, clock.now());
        if (owner) hub.publish([owner]);
      }
      return { status: 'success' as const, data: toNotification(row ?? found) };
    },
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
      await repo.markAllRead(currentUser(request).id, clock.now());
      return { status: 'success' as const, message: 'All notifications marked as read.' };
    },
  );
};
