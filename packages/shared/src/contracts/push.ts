import { z } from 'zod';
import { successEnvelope } from './envelope.ts';

/** Web push (docs/decisions/0026-web-push.md): how a browser subscribes, and what one push carries. */

/** Most devices one person keeps subscribed; subscribing one more replaces the one subscribed longest ago. */
export const MAX_PUSH_DEVICES = 10;
/** Longest push endpoint accepted (characters); the push services' addresses are a few hundred at most. */
export const PUSH_ENDPOINT_MAX = 2048;

export const PUSH_MESSAGES = {
  endpointInvalid: 'The push endpoint must be an https:// address of a browser push service',
  p256dhInvalid: 'keys.p256dh must be the browser’s P-256 public key: 65 bytes in URL-safe base64',
  authInvalid: 'keys.auth must be the browser’s 16-byte authentication secret in URL-safe base64',
  endpointNotAllowed:
    'This push endpoint is not a known browser push service (Chrome, Firefox, Safari or Edge); push cannot be turned on for it.',
  subscribed: 'Notifications are on for this device.',
  unsubscribed: 'Notifications are off for this device.',
} as const;

/** URL-safe base64 of exactly `bytes` bytes, with or without its "=" padding (returned without). */
const base64urlBytes = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .max(200, message)
    .transform((v) => v.replace(/=+$/, ''))
    .refine((v) => /^[A-Za-z0-9_-]+$/.test(v) && v.length === Math.ceil((bytes * 4) / 3), message);

const endpointField = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX, PUSH_MESSAGES.endpointInvalid)
  .refine((v) => /^https?:\/\/[^\s/?#]+(\/\S*)?$/i.test(v), PUSH_MESSAGES.endpointInvalid);

/**
 * POST /api/push/subscriptions: the browser's PushSubscription as `toJSON()` gives it. An uncompressed P-256 point
 * starts with the byte 0x04, which is "B" in base64. Whether an http:// endpoint (a local test push service) or a
 * host is accepted is the server's decision (features/push).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointField,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64urlBytes(65, PUSH_MESSAGES.p256dhInvalid).refine(
        (v) => v.startsWith('B'),
        PUSH_MESSAGES.p256dhInvalid,
      ),
      auth: base64urlBytes(16, PUSH_MESSAGES.authInvalid),
    },
    { error: 'keys must hold the browser’s p256dh and auth keys' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions and GET /api/push/subscriptions/status (query string): one device's endpoint. */
export const pushEndpointSchema = z.object({ endpoint: endpointField });

export const pushPublicKeyResponseSchema = successEnvelope(
  z.object({
    /** The server's VAPID public key, URL-safe base64: the browser's applicationServerKey. */
    public_key: z.string(),
  }),
);

/** Whether this device's endpoint receives the signed-in person's push, and how many devices they have on. */
export const pushStatusSchema = z.object({ subscribed: z.boolean(), devices: z.number().int() });
export type PushStatus = z.infer<typeof pushStatusSchema>;
export const pushStatusResponseSchema = successEnvelope(pushStatusSchema);

/**
 * What one push carries, exactly: the service worker shows `title` and `body`, opens `url` when tapped, and a newer
 * push with the same `tag` replaces the older one on screen. Title and body are already in the recipient's language.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of this site: the request's page for a request notice, else the notifications page. */
  url: string;
  tag: string;
  urgency: 'high' | 'normal';
}
