import {
  profileResponseSchema,
  pushPublicKeyResponseSchema,
  pushStatusResponseSchema,
  type NOTICE_PREFERENCE_FIELDS,
  type Profile,
  type PushStatus,
} from '@raktsetu/shared';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /push/public-key: the server's VAPID public key (the browser's applicationServerKey). */
export async function fetchPushPublicKey(): Promise<string> {
  return pushPublicKeyResponseSchema.parse(await apiClient.get('/push/public-key')).data.public_key;
}

/** GET /push/subscriptions/status: whether this device's endpoint gets the signed-in person's push. */
export async function fetchPushStatus(endpoint: string): Promise<PushStatus> {
  return pushStatusResponseSchema.parse(await apiClient.get('/push/subscriptions/status', { query: { endpoint } }))
    .data;
}

/** POST /push/subscriptions with the browser's PushSubscription JSON. */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<PushStatus> {
  return pushStatusResponseSchema.parse(await apiClient.post('/push/subscriptions', subscription)).data;
}

/** DELETE /push/subscriptions: this device stops receiving push. */
export async function deletePushSubscription(endpoint: string): Promise<PushStatus> {
  return pushStatusResponseSchema.parse(await apiClient.delete('/push/subscriptions', { query: { endpoint } })).data;
}

type QuietHoursFields = Exclude<(typeof NOTICE_PREFERENCE_FIELDS)[number], 'preferred_language'>;

/** PUT /auth/profile with only the quiet hours; returns the saved profile. */
export async function saveQuietHours(quiet: Pick<Profile, QuietHoursFields>): Promise<Profile> {
  return profileResponseSchema.parse(await apiClient.put('/auth/profile', quiet)).data;
}
