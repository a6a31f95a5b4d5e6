import { z } from 'zod';
import { NOTIFICATION_STATUSES, REQUEST_STATUSES } from '../constants.ts';
import { successEnvelope } from './envelope.ts';
import { optionalQueryInteger } from './fields.ts';

export const NOTIFICATION_KINDS = [
  'request_alert',
  'donor_accepted',
  'donor_declined',
  'search_widened',
  'request_closed',
  'stock_available',
  'coupon_issued',
  'impact',
  'eligible_again',
  // Blood Bridge (features/bridge): an invitation to a willing donor nearby, a date asked of a donor, news of the
  // bridge for its patient (nobody confirmed, a request went out), a coordinator's message to a bridge's donors.
  'bridge_invite',
  'bridge_ask',
  'bridge_update',
  'bridge_message',
] as const;

export const notificationSchema = z.object({
  notification_id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  status: z.enum(NOTIFICATION_STATUSES),
  title: z.string(),
  message: z.string(),
  sent_at: z.string(),
  read_at: z.string().nullable(),
  request_id: z.string().nullable(),
  blood_group: z.string().nullable(),
  component: z.string().nullable(),
  request_urgency: z.string().nullable(),
  distance_km: z.number().nullable(),
  /**
   * The status the notice's request has now, not when the notice was sent: the list reads it with the notices,
   * so an alert for a request since fulfilled or cancelled can say so. Null when the notice has no request or
   * its request is gone; absent where it is not read (a live event, the answer to marking one read).
   */
  request_status: z.enum(REQUEST_STATUSES).nullable().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  status: z
    .enum(NOTIFICATION_STATUSES, { error: `status must be one of ${NOTIFICATION_STATUSES.join(', ')}` })
    .optional(),
  limit: optionalQueryInteger('limit', { min: 1, max: 200, default: 50 }),
});

export const notificationsResponseSchema = successEnvelope(z.array(notificationSchema)).extend({
  unread_count: z.number(),
});
export const notificationResponseSchema = successEnvelope(notificationSchema);

/** Live events on GET /api/events (server-sent events). */
export const LIVE_EVENT_TYPES = ['notification', 'request'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export interface LiveEventPayloads {
  notification: Notification;
  request: { request_id: string; status: string; reason: string };
}
