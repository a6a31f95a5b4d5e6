import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { VapidConfig } from '../../config/vapid.ts';
import { describeErrorSafely } from '../../lib/safe-error.ts';

/** One browser to push to: its push service address and the keys that encrypt for it (RFC 8291). */
export interface PushTarget {
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** RFC 8030 Urgency: 'high' wakes a phone that saves battery; 'normal' may wait for it to wake. */
  urgency: 'high' | 'normal';
  /** How long the push service keeps the message for a device that is offline (seconds). */
  ttlSeconds: number;
  /** A pending message with the same topic is replaced at the push service (URL-safe base64, ≤ 32 characters). */
  topic?: string;
}

/**
 * delivered: the push service took it (2xx); gone: the subscription no longer exists (404/410), delete it;
 * retry: anything else (a 429, a 5xx, a timeout, a refused connection), try again later.
 */
export type PushOutcome = 'delivered' | 'gone' | 'retry';

/** The port: the push feature depends on this, tests may give their own. */
export interface PushSender {
  send(target: PushTarget, payload: string, options: PushOptions): Promise<{ outcome: PushOutcome; status: number }>;
}

/** ms: a push service that has not answered by then is retried through the outbox. */
const TIMEOUT_MS = 10_000;

/**
 * The real sender: web-push 3.6.7 encrypts the payload (aes128gcm) and signs the VAPID header; the request itself
 * goes out through fetch, which (unlike web-push's own https-only request) also reaches a local http:// push
 * service in development and tests. Logs name the subscription id and the status only: the endpoint is a personal
 * address and the keys and payload are the recipient's.
 */
export function createWebPushSender(vapid: VapidConfig, log: FastifyBaseLogger): PushSender {
  return {
    async send(target, payload, options) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: vapid,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          ...(options.topic ? { topic: options.topic } : {}),
          contentEncoding: 'aes128gcm',
        },
      );
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          // fetch counts the body's length itself.
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      let status: number;
      try {
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'manual',
        });
        await res.body?.cancel();
        status = res.status;
      } catch (error) {
        log.warn({ subscription_id: target.subscription_id, err: describeErrorSafely(error) }, 'push not sent');
        return { outcome: 'retry', status: 0 };
      }
      const outcome: PushOutcome =
        status >= 200 && status < 300 ? 'delivered' : status === 404 || status === 410 ? 'gone' : 'retry';
      // An SOS may push to thousands of devices: a delivery is a debug line, what needs an eye is louder.
      const level = outcome === 'delivered' ? 'debug' : outcome === 'gone' ? 'info' : 'warn';
      log[level]({ subscription_id: target.subscription_id, status, outcome }, 'push sent');
      return { outcome, status };
    },
  };
}
