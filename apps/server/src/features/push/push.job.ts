import type { PushPayload } from '@raktsetu/shared';
import type { PushOptions, PushSender } from '../../adapters/push/push-sender.ts';
import type { Clock } from '../../lib/clock.ts';
import { PUSH_TOPIC, type OutboxHandlers } from '../../outbox/topics.ts';
import { OPEN_STATUSES } from '../requests/donor-reach.ts';
import type { PushDelivery, PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;

/**
 * How urgently and for how long a push service keeps a notice for a phone that is off (seconds):
 * - an SOS alert to a donor: high, 15 minutes — an SOS an hour old has been widened, answered or met by a bank;
 * - the patient's own notices about their SOS (a donor accepted, the search widened): high, 1 hour;
 * - other request alerts: normal, 6 hours (Urgent and Scheduled requests wait that long);
 * - every other notice (stock nearby, rewards, eligible again): normal, 1 day.
 */
export function pushPlan(d: Pick<PushDelivery, 'kind' | 'request_urgency'>): PushOptions {
  const sos = d.request_urgency === 'SOS';
  if (sos && d.kind === 'request_alert') return { urgency: 'high', ttlSeconds: 15 * MINUTE_S };
  if (sos) return { urgency: 'high', ttlSeconds: HOUR_S };
  if (d.kind === 'request_alert') return { urgency: 'normal', ttlSeconds: 6 * HOUR_S };
  return { urgency: 'normal', ttlSeconds: 24 * HOUR_S };
}

/** Where a tapped notice leads: its request, a donor's bridges, the patient's bridge, or the notices list. */
function noticePath(d: Pick<PushDelivery, 'kind' | 'request_id'>): string {
  if (d.request_id) return `/app/requests/${d.request_id}`;
  if (d.kind === 'bridge_update') return '/app/bridge';
  if (d.kind === 'bridge_ask' || d.kind === 'bridge_invite' || d.kind === 'bridge_message') return '/app/bridges';
  return '/app/notifications';
}

/** The push as the service worker shows it: the notice's words, and where a tap goes. */
export function pushPayload(d: PushDelivery, urgency: PushOptions['urgency']): PushPayload {
  return {
    title: d.title,
    body: d.message,
    url: noticePath(d),
    // A newer push about the same request replaces the older one on the phone's screen.
    tag: d.request_id ? `request-${d.request_id}` : `notice-${d.notification_id}`,
    urgency,
  };
}

/** Why a queued push is no longer worth sending, or null to send it. */
function staleReason(d: PushDelivery, plan: PushOptions, now: Date): string | null {
  // Read, accepted or declined in the app meanwhile (e.g. during quiet hours): the phone need not ring.
  if (d.status !== 'Sent') return 'seen';
  if (d.kind === 'request_alert' && d.request_status && !OPEN_STATUSES.includes(d.request_status)) return 'closed';
  // Retried past its lifetime: the push service would drop it anyway, and a late SOS only misleads.
  if (plan.urgency === 'high' && now.getTime() - d.sent_at.getTime() > plan.ttlSeconds * 1000) return 'expired';
  return null;
}

export interface PushJobDeps {
  repo: PushSubscriptionsRepository;
  sender: PushSender;
  clock: Clock;
}

/** Outbox handler: one notice to one device. Safe to repeat (a repeat is one more identical notification). */
async function deliverPush(deps: PushJobDeps, notificationId: string, subscriptionId: string): Promise<void> {
  const found = await deps.repo.findDelivery(notificationId, subscriptionId);
  if (!found) return;
  const plan = pushPlan(found);
  if (staleReason(found, plan, deps.clock.now())) return;
  const payload = JSON.stringify(pushPayload(found, plan.urgency));
  const { outcome, status } = await deps.sender.send(found, payload, plan);
  if (outcome === 'gone') {
    await deps.repo.deleteById(subscriptionId);
    return;
  }
  // The outbox retries (5 s, 10 s, 20 s …); the message names the status only, never the endpoint.
  if (outcome === 'retry') throw new Error(status ? `push service answered ${status}` : 'push service unreachable');
  await deps.repo.markSent(subscriptionId, deps.clock.now());
}

export function pushOutboxHandlers(deps: PushJobDeps): Pick<OutboxHandlers, typeof PUSH_TOPIC> {
  return { [PUSH_TOPIC]: (payload) => deliverPush(deps, payload.notification_id, payload.subscription_id) };
}
