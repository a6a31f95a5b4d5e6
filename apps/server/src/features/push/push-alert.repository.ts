import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bloodRequests, notifications, outbox, pushSubscriptions, users } from '../../db/schema/index.ts';
import { PUSH_TOPIC } from '../../outbox/topics.ts';
import type { LiveEvent } from '../../realtime/hub.ts';
import { pushDueAt } from './quiet-hours.ts';

/** The ids of the notices whose live events these are (the SOS fan-out hands back its events). */
export function noticeIds(events: LiveEvent[]): string[] {
  return events
    .map((e) => (e.payload as { notification_id?: unknown } | null)?.notification_id)
    .filter((id): id is string => typeof id === 'string');
}

/**
 * Queues one push per notice and device of its recipient, inside the caller's transaction, so a notice and its
 * pushes are written together: one read of the recipients' devices and quiet hours, one insert (the SOS fan-out
 * calls it once per batch of up to 1,000 alerts). Keyed `push:<notice>:<device>`: a re-run queues nothing twice.
 * A notice about an SOS request is due at once; any other is due when its recipient's quiet hours end if it falls
 * inside them (quiet-hours.ts). What the push says is read when it is delivered (push.job.ts).
 */
export async function enqueuePushes(db: Pick<Database, 'insert' | 'select'>, notificationIds: string[], at: Date) {
  if (notificationIds.length === 0) return;
  const targets = await db
    .select({
      notification_id: notifications.notification_id,
      subscription_id: pushSubscriptions.subscription_id,
      quiet_hours_enabled: users.quiet_hours_enabled,
      quiet_hours_start: users.quiet_hours_start,
      quiet_hours_end: users.quiet_hours_end,
      is_sos: sql<boolean>`coalesce(${bloodRequests.urgency}, ${notifications.request_urgency}) = 'SOS'`,
    })
    .from(notifications)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.user_id, notifications.user_id))
    .innerJoin(users, eq(users.user_id, notifications.user_id))
    .leftJoin(bloodRequests, eq(bloodRequests.request_id, notifications.request_id))
    .where(inArray(notifications.notification_id, notificationIds));
  if (targets.length === 0) return;
  await db
    .insert(outbox)
    .values(
      targets.map((t) => ({
        topic: PUSH_TOPIC,
        payload: { notification_id: t.notification_id, subscription_id: t.subscription_id },
        dedupe_key: `push:${t.notification_id}:${t.subscription_id}`,
        next_attempt_at: pushDueAt(at, t, t.is_sos === true),
      })),
    )
    .onConflictDoNothing({ target: outbox.dedupe_key });
}
