import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bloodRequests, notifications, outbox, pushSubscriptions, users } from '../../db/schema/index.ts';
import { PUSH_TOPIC } from '../../outbox/topics.ts';
import type { LiveEvent } from '../../realtime/hub.ts';
import { istMinuteOfDay } from './quiet-hours.ts';

const MINUTE_MS = 60_000;

/** The ids of the notices whose live events these are (the SOS fan-out hands back its events). */
export function noticeIds(events: LiveEvent[]): string[] {
  return events
    .map((e) => (e.payload as { notification_id?: unknown } | null)?.notification_id)
    .filter((id): id is string => typeof id === 'string');
}

/** A recipient's quiet-hours columns, as SQL (a table's columns or a query's aliases). */
export interface QuietHoursSql {
  enabled: SQL;
  start: SQL;
  end: SQL;
}

/**
 * When a push written at `at` may go, as SQL: the database twin of `pushDueAt` (quiet-hours.ts, unit-tested; an
 * API test checks the two agree), so a batch of pushes is queued in one insert … select with no row read into
 * the server. At once for an SOS or outside quiet hours; otherwise at the minute the quiet hours end. The minute
 * of the day in India is the same for every row, so it is a parameter.
 */
export function pushDueSql(at: Date, isSos: SQL, q: QuietHoursSql): SQL<Date> {
  const minute = sql`${istMinuteOfDay(at)}::int`;
  const wholeMinute = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
  const inside = sql`(case when ${q.start} < ${q.end} then ${minute} >= ${q.start} and ${minute} < ${q.end}
    else ${minute} >= ${q.start} or ${minute} < ${q.end} end)`;
  return sql<Date>`(case when ${isSos} or not ${q.enabled} or ${q.start} = ${q.end} or not ${inside}
      then ${at.toISOString()}::timestamptz
    else ${wholeMinute}::timestamptz + make_interval(mins => ((${q.end} - ${minute} + 1440) % 1440)::int) end)`;
}

/**
 * Queues one push per notice and device of its recipient, inside the caller's transaction, so a notice and its
 * pushes are written together, in ONE insert … select (devices, quiet hours and the due time all read and
 * computed by the database). Keyed `push:<notice>:<device>`: a re-run queues nothing twice. A notice about an SOS
 * request is due at once; any other is due when its recipient's quiet hours end if it falls inside them. What the
 * push says is read when it is delivered (push.job.ts). The SOS fan-out queues its pushes inside its own
 * statement instead (sos-alert.repository.ts), with the same due time.
 */
export async function enqueuePushes(db: Pick<Database, 'insert' | 'select'>, notificationIds: string[], at: Date) {
  if (notificationIds.length === 0) return;
  const isSos = sql`coalesce(${bloodRequests.urgency}, ${notifications.request_urgency}) = 'SOS'`;
  const quiet = {
    enabled: sql`${users.quiet_hours_enabled}`,
    start: sql`${users.quiet_hours_start}`,
    end: sql`${users.quiet_hours_end}`,
  };
  // Every outbox column, in the table's order (Drizzle's insert … select lists them all); defaults as in the schema.
  const rows = db
    .select({
      outbox_id: sql`gen_random_uuid()`.as('outbox_id'),
      topic: sql`${PUSH_TOPIC}::text`.as('topic'),
      payload: sql`jsonb_build_object('notification_id', ${notifications.notification_id},
        'subscription_id', ${pushSubscriptions.subscription_id})`.as('payload'),
      dedupe_key:
        sql`'push:' || ${notifications.notification_id}::text || ':' || ${pushSubscriptions.subscription_id}::text`.as(
          'dedupe_key',
        ),
      status: sql`'pending'`.as('status'),
      attempts: sql`0`.as('attempts'),
      next_attempt_at: pushDueSql(at, isSos, quiet).as('next_attempt_at'),
      locked_until: sql`null::timestamptz`.as('locked_until'),
      last_error: sql`null::text`.as('last_error'),
      created_at: sql`now()`.as('created_at'),
      processed_at: sql`null::timestamptz`.as('processed_at'),
    })
    .from(notifications)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.user_id, notifications.user_id))
    .innerJoin(users, eq(users.user_id, notifications.user_id))
    .leftJoin(bloodRequests, eq(bloodRequests.request_id, notifications.request_id))
    .where(inArray(notifications.notification_id, notificationIds));
  await db.insert(outbox).select(rows).onConflictDoNothing({ target: outbox.dedupe_key });
}
