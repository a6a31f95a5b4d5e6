import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Hub } from '../../realtime/hub.ts';
import { insertUserEvent, type Inserter } from '../../realtime/user-events.repository.ts';
import type { Notice } from './notices.ts';
import {
  insertNotifications,
  toNotification,
  type NotificationRow,
  type NotificationsRepository,
} from './notifications.repository.ts';

export interface NotificationsServiceDeps {
  repo: NotificationsRepository;
  clock: Clock;
  hub: Hub;
}

/** A notice and the person it is for. */
export type Delivery = Notice & { user_id: string };

export function createNotificationsService({ repo, clock, hub }: NotificationsServiceDeps) {
  return {
    /**
     * Writes each notice and the live event that shows it, inside the caller's transaction (`tx`), so a notice
     * exists exactly when the change it tells of does. A notice whose (person, dedupe key) exists is skipped.
     * Returns the notices really written. The caller publishes to the hub after its commit.
     */
    async notify(tx: Inserter, deliveries: Delivery[], at: Date): Promise<NotificationRow[]> {
      const written = await insertNotifications(
        tx,
        deliveries.map((d) => ({ ...d, sent_at: at })),
      );
      for (const n of written) await insertUserEvent(tx, n.user_id, 'notification', toNotification(n), at);
      return written;
    },

    /** A donor's alert for a request follows their answer (Accepted / Declined), in the caller's transaction. */
    setAlertStatus: repo.setAlertStatus,

    async list(userId: string, status: string | undefined, limit: number) {
      const [rows, unread] = await Promise.all([repo.list(userId, status, limit), repo.unreadCount(userId)]);
      return { items: rows.map(toNotification), unread };
    },

    /** Marks one of the user's notices read; a donor first opening an alert updates the patient's "seen" count. */
    async markRead(userId: string, notificationId: string) {
      const found = await repo.find(notificationId);
      // Another user's notification is answered like a missing one: ids reveal nothing.
      if (!found || found.user_id !== userId) throw AppError.notFound('Notification not found.');
      const row = await repo.markRead(found.notification_id, clock.now());
      if (found.status === 'Sent' && found.kind === 'request_alert' && found.request_id) {
        const requestId = found.request_id;
        // The owner's "seen" count changed: they get a live 'request' event, written like every other one here.
        const owner = await repo.transaction(async (tx, raw) => {
          const req = await tx.requestOwner(requestId);
          if (!req) return null;
          const payload = { request_id: requestId, status: req.status, reason: 'seen' };
          await insertUserEvent(raw, req.patient_id, 'request', payload, clock.now());
          return req.patient_id;
        });
        if (owner) hub.publish([owner]);
      }
      return toNotification(row ?? found);
    },

    markAllRead: (userId: string) => repo.markAllRead(userId, clock.now()),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
