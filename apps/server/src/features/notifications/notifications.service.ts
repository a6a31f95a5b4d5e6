import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Hub, LiveEvent } from '../../realtime/hub.ts';
import type { Database } from '../../db/client.ts';
import { toLanguage } from '../../lib/language-format.ts';
import { insertNoticeEvents, insertUserEvent } from '../../realtime/user-events.repository.ts';
import { toNotification } from '../../realtime/notice-events.ts';
import type { Notice } from './notices.ts';
import {
  insertNotifications,
  preferredLanguages,
  toListedNotification,
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

/** A notice written, with the live event that shows it (what `hub.deliver` needs after the commit). */
export type WrittenNotice = NotificationRow & { event: LiveEvent };

export function createNotificationsService({ repo, clock, hub }: NotificationsServiceDeps) {
  return {
    /**
     * Writes each notice and the live event that shows it, inside the caller's transaction (`tx`), so a notice
     * exists exactly when the change it tells of does, in the words of its recipient's preferred language (read
     * here, in the same transaction). A notice whose (person, dedupe key) exists is skipped.
     * Returns the notices really written, each with its event: after the commit the caller hands the events to
     * `hub.deliver` (or, as older code does, pokes the users with `hub.publish`).
     */
    async notify(tx: Pick<Database, 'insert' | 'select'>, deliveries: Delivery[], at: Date): Promise<WrittenNotice[]> {
      const languages = await preferredLanguages(
        tx,
        deliveries.map((d) => d.user_id),
      );
      const written = await insertNotifications(
        tx,
        deliveries.map(({ text, ...d }) => ({ ...d, ...text[toLanguage(languages.get(d.user_id))], sent_at: at })),
      );
      const events = await insertNoticeEvents(tx, written, at);
      return written.map((n, i) => ({ ...n, event: events[i] as LiveEvent }));
    },

    /** A donor's alert for a request follows their answer (Accepted / Declined), in the caller's transaction. */
    setAlertStatus: repo.setAlertStatus,

    async list(userId: string, status: string | undefined, limit: number) {
      const { rows, unread } = await repo.list(userId, status, limit);
      return { items: rows.map(toListedNotification), unread };
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
          return insertUserEvent(raw, req.patient_id, 'request', payload, clock.now());
        });
        if (owner) hub.deliver([owner]);
      }
      return toNotification(row ?? found);
    },

    markAllRead: (userId: string) => repo.markAllRead(userId, clock.now()),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
