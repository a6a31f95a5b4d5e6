import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Notification, REQUEST_STATUSES } from '@raktsetu/shared';
import type { Database } from '../../db/client.ts';
import { bloodRequests, notifications, users } from '../../db/schema/index.ts';
import { transactional } from '../../db/transactional.ts';
import { toNotification } from '../../realtime/notice-events.ts';
import type { NotificationRow } from '../../realtime/user-events.repository.ts';

export type { NotificationRow };
export type NotificationInsert = typeof notifications.$inferInsert;
/** A listed notice with its request's status now (null: no request, or the request is gone). */
export type ListedNotificationRow = NotificationRow & { request_status: string | null };

export function toListedNotification({ request_status, ...row }: ListedNotificationRow): Notification {
  return {
    ...toNotification(row),
    request_status: request_status as (typeof REQUEST_STATUSES)[number] | null,
  };
}

/**
 * Inserts notices inside the caller's transaction; a notice whose (user, dedupe_key) exists is skipped, which
 * is what makes a re-run fan-out alert nobody twice. Returns only the rows really inserted.
 */
export async function insertNotifications(executor: Pick<Database, 'insert'>, rows: NotificationInsert[]) {
  if (rows.length === 0) return [];
  return executor.insert(notifications).values(rows).onConflictDoNothing().returning();
}

/** Each user's preferred language as stored ('en', 'hi', 'mr'), read in the caller's transaction. */
export async function preferredLanguages(
  executor: Pick<Database, 'select'>,
  userIds: string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor
    .select({ user_id: users.user_id, language: users.preferred_language })
    .from(users)
    .where(inArray(users.user_id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.user_id, r.language]));
}

/**
 * The user's newest notices, each with its request's status (a primary-key lookup per listed notice), and the
 * user's unread count, in one prepared statement: the list's cost was its database round trips (bench:api). A left
 * join: since migration 0013 no key ties a notice to its request, and a notice whose request is gone is still
 * listed, with no status. The count is a subquery run once for the statement, not per row.
 */
function prepareList(db: Database) {
  const n = notifications;
  const userId = sql.placeholder('userId');
  const status = sql.placeholder('status');
  return db
    .select({
      ...getTableColumns(n),
      request_status: bloodRequests.status,
      unread: sql<number>`(select count(*)::int from ${n} as unread
        where unread.user_id = ${userId} and unread.status = 'Sent')`,
    })
    .from(n)
    .leftJoin(bloodRequests, eq(bloodRequests.request_id, n.request_id))
    .where(and(eq(n.user_id, userId), sql`(${status}::text is null or ${n.status} = ${status}::text)`))
    .orderBy(desc(n.sent_at))
    .limit(sql.placeholder('limit'))
    .prepare('notifications_list');
}

/** The list and unread count (see prepareList); the statement is prepared on first use. */
function listQuery(db: Database) {
  let prepared: ReturnType<typeof prepareList> | undefined;
  return async (
    userId: string,
    status: string | undefined,
    limit: number,
  ): Promise<{ rows: ListedNotificationRow[]; unread: number }> => {
    prepared ??= prepareList(db);
    const found = await prepared.execute({ userId, status: status ?? null, limit });
    const unread = (rows: typeof found) => rows[0]?.unread ?? 0;
    if (found.length > 0 || !status) return { rows: found.map(({ unread: _u, ...row }) => row), unread: unread(found) };
    // A filtered page that came back empty carries no count: the first notice of any status does (none: none unread).
    return { rows: [], unread: unread(await prepared.execute({ userId, status: null, limit: 1 })) };
  };
}

const queries = (db: Database) => ({
  list: listQuery(db),
  async find(notificationId: string) {
    const [row] = await db.select().from(notifications).where(eq(notifications.notification_id, notificationId));
    return row;
  },
  /** Sent → Read (an answered alert keeps Accepted/Declined); read_at is set once. */
  async markRead(notificationId: string, now: Date) {
    const [row] = await db
      .update(notifications)
      .set({
        status: sql`case when ${notifications.status} = 'Sent' then 'Read' else ${notifications.status} end`,
        read_at: sql`coalesce(${notifications.read_at}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(notifications.notification_id, notificationId))
      .returning();
    return row;
  },
  /** The request's owner and status, or undefined when there is no such request. */
  async requestOwner(requestId: string) {
    const [req] = await db
      .select({ patient_id: bloodRequests.patient_id, status: bloodRequests.status })
      .from(bloodRequests)
      .where(eq(bloodRequests.request_id, requestId));
    return req;
  },
  async markAllRead(userId: string, now: Date) {
    await db
      .update(notifications)
      .set({ status: 'Read', read_at: now })
      .where(and(eq(notifications.user_id, userId), eq(notifications.status, 'Sent'), isNull(notifications.read_at)));
  },
  /** The donor's alert for a request follows their answer. */
  async setAlertStatus(
    executor: Pick<Database, 'update'>,
    userIds: string[],
    requestId: string,
    status: string,
    now: Date,
  ) {
    if (userIds.length === 0) return;
    await executor
      .update(notifications)
      .set({ status, read_at: sql`coalesce(${notifications.read_at}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(
          inArray(notifications.user_id, userIds),
          eq(notifications.request_id, requestId),
          eq(notifications.kind, 'request_alert'),
        ),
      );
  },
});
export const createNotificationsRepository = (db: Database) => transactional(db, queries);
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
