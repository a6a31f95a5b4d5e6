import type { Notification } from '@raktsetu/shared';
import type { LiveEvent } from './hub.ts';
import type { NotificationRow } from './user-events.repository.ts';

/** The type of the live event that shows a notice. */
export const NOTICE_EVENT = 'notification';

/** A notice as the API and its live event show it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    notification_id: row.notification_id,
    kind: row.kind as Notification['kind'],
    status: row.status as Notification['status'],
    title: row.title,
    message: row.message,
    sent_at: row.sent_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
    request_id: row.request_id,
    blood_group: row.blood_group,
    component: row.component,
    request_urgency: row.request_urgency,
    distance_km: row.distance_km,
  };
}

/** The live event of a notice just written (its event row points at it): what `hub.deliver` sends after the commit. */
export const noticeEvent = (eventId: number, notice: NotificationRow): LiveEvent => ({
  event_id: eventId,
  user_id: notice.user_id,
  type: NOTICE_EVENT,
  payload: toNotification(notice),
});

/** A read event row with the notice it points at (null when it points at none). */
export interface StoredEvent {
  event_id: number | string;
  user_id: string;
  type: string;
  payload: unknown;
  notification_id: string | null;
  notice: NotificationRow | null;
}

/** What a stream sends for stored events: a notice's event shows the notice as it is now. */
export function toLiveEvents(rows: StoredEvent[]): LiveEvent[] {
  const events: LiveEvent[] = [];
  for (const { event_id, user_id, type, payload, notification_id, notice } of rows) {
    if (notification_id === null) events.push({ event_id: Number(event_id), user_id, type, payload });
    else if (notice) events.push(noticeEvent(Number(event_id), notice));
  }
  return events;
}
