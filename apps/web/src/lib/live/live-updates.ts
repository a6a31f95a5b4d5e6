import type { LiveEventPayloads, Notification, notificationSchema } from '@raktsetu/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from './live-events.ts';
import { notificationKeys, requestKeys } from '../query-keys.ts';
import { requestPath } from '../requests-api.ts';

/**
 * What the live stream (GET /api/events) tells the app, read defensively: a malformed or unknown event is
 * ignored rather than trusted.
 */
export type LiveUpdate =
  { type: 'notification'; notification: Notification } | ({ type: 'request' } & LiveEventPayloads['request']);

/** The notification schema of @raktsetu/shared, passed in so this module (in the signed-in shell) holds no zod. */
export type NotificationSchema = typeof notificationSchema;

export function readLiveEvent(event: LiveEvent, schema: NotificationSchema): LiveUpdate | null {
  if (event.type === 'notification') {
    const parsed = schema.safeParse(event.data);
    return parsed.success ? { type: 'notification', notification: parsed.data } : null;
  }
  if (event.type === 'request') {
    const data = event.data;
    if (typeof data !== 'object' || data === null) return null;
    const { request_id: requestId, status, reason } = data as Record<string, unknown>;
    if (typeof requestId !== 'string' || requestId === '') return null;
    return {
      type: 'request',
      request_id: requestId,
      status: typeof status === 'string' ? status : '',
      reason: typeof reason === 'string' ? reason : '',
    };
  }
  return null;
}

/**
 * The cached server data an update makes stale. A notification changes the bell and the notifications page, and
 * (a new alert) the donor's list of requests and the request it is about; a request event changes the lists and
 * that request's page.
 */
export function staleQueryKeys(update: LiveUpdate): QueryKey[] {
  if (update.type === 'notification') {
    const keys: QueryKey[] = [notificationKeys.all, requestKeys.all];
    if (update.notification.request_id) keys.push(requestKeys.detail(update.notification.request_id));
    return keys;
  }
  return [requestKeys.all, requestKeys.detail(update.request_id)];
}

/** A notification shown as a pop-up alert with a link to its request. */
export interface LiveAlert {
  id: string;
  title: string;
  message: string;
  /** The request's page, when the notification is about one. */
  href: string | null;
  /** An SOS alert to a donor: drawn as an emergency. */
  urgent: boolean;
}

/**
 * The pop-up for a new notification, or null when the user is already looking at the request it is about (that
 * page updates itself).
 */
export function alertForUpdate(update: LiveUpdate, currentPathname: string): LiveAlert | null {
  if (update.type !== 'notification') return null;
  const { notification } = update;
  const href = notification.request_id ? requestPath(notification.request_id) : null;
  if (href !== null && currentPathname.replace(/\/+$/, '') === href) return null;
  return {
    id: notification.notification_id,
    title: notification.title,
    message: notification.message,
    href,
    urgent: notification.kind === 'request_alert' && notification.request_urgency === 'SOS',
  };
}
