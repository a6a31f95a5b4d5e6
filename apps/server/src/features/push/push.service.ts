import { MAX_PUSH_DEVICES, PUSH_MESSAGES, type PushStatus, type PushSubscriptionInput } from '@raktsetu/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

/**
 * The browsers' push services (a host or any host under it). The server sends a request to whatever endpoint a
 * person saves, so only these are accepted: an endpoint elsewhere would make the server call a host of the
 * caller's choosing (an internal address, say). Chrome, Samsung Internet and Opera use FCM; Firefox Mozilla's
 * autopush; Safari Apple's; Edge Windows' notification service.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];
/** Outside production only: a push service on this machine (the API tests run one). */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

export interface PushServiceDeps {
  repo: PushSubscriptionsRepository;
  clock: Clock;
  vapidPublicKey: string;
  /** Accept http:// push services on this machine (never in production). */
  allowLoopback: boolean;
}

/** Whether the server may send to this endpoint: https to a browser push service, or a local one in development. */
export function isAllowedEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLoopback && LOOPBACK_HOSTS.includes(url.hostname)) return true;
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * Devices that receive a person's push. Anyone signed in may turn it on for their own device: donors for alerts,
 * patients for news of their requests, staff and admins for their few notices. One person never reads or removes
 * another's subscription: every query here is bounded by the caller's id, and an endpoint that is not theirs
 * answers like one that does not exist.
 */
export function createPushService({ repo, clock, vapidPublicKey, allowLoopback }: PushServiceDeps) {
  return {
    publicKey: () => ({ public_key: vapidPublicKey }),

    /**
     * Saves this device. An endpoint another person had saved is moved to this one (the browser profile changed
     * hands, or two people share one sign-in on a family phone and the last one to turn push on gets it). Past
     * MAX_PUSH_DEVICES the device subscribed longest ago is dropped.
     */
    async subscribe(actor: Actor, input: PushSubscriptionInput): Promise<PushStatus> {
      if (!isAllowedEndpoint(input.endpoint, allowLoopback))
        throw AppError.badRequest(PUSH_MESSAGES.endpointNotAllowed, [
          { field: 'endpoint', message: PUSH_MESSAGES.endpointNotAllowed },
        ]);
      const at = clock.now();
      await repo.transaction(async (tx) => {
        await tx.upsert(
          { user_id: actor.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
          at,
        );
        await tx.keepNewest(actor.id, MAX_PUSH_DEVICES);
      });
      return { subscribed: true, devices: await repo.deviceCount(actor.id) };
    },

    /** Turns push off for this device; an endpoint that is not the caller's changes nothing and answers the same. */
    async unsubscribe(actor: Actor, endpoint: string): Promise<PushStatus> {
      await repo.deleteOwn(actor.id, endpoint);
      return { subscribed: false, devices: await repo.deviceCount(actor.id) };
    },

    async status(actor: Actor, endpoint: string): Promise<PushStatus> {
      const [subscribed, devices] = await Promise.all([repo.isOwn(actor.id, endpoint), repo.deviceCount(actor.id)]);
      return { subscribed, devices };
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
