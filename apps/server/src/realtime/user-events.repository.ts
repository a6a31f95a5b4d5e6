import { and, asc, between, eq, gt, isNotNull, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifications, userEvents } from '../db/schema/index.ts';
import type { LiveEvent } from './hub.ts';
import { NOTICE_EVENT, noticeEvent, toLiveEvents } from './notice-events.ts';

/** A stored notice (a row of `notifications`). */
export type NotificationRow = typeof notifications.$inferSelect;

export type Inserter = Pick<Database, 'insert'>;

/** Queues a live event for a user inside the caller's transaction; returns the row for the hub. */
export async function insertUserEvent(
  executor: Inserter,
  userId: string,
  type: string,
  payload: unknown,
  now: Date,
): Promise<LiveEvent> {
  const [row] = await insertUserEvents(executor, [{ user_id: userId, type, payload }], now);
  if (!row) throw new Error('insert user_events returned nothing');
  return row;
}

/** Queues many live events in one statement, in the given order (ids rise in that order). */
export async function insertUserEvents(
  executor: Inserter,
  events: Array<{ user_id: string; type: string; payload: unknown }>,
  now: Date,
): Promise<LiveEvent[]> {
  if (events.length === 0) return [];
  const rows = await executor
    .insert(userEvents)
    .values(events.map((e) => ({ ...e, created_at: now })))
    .returning({
      event_id: userEvents.event_id,
      user_id: userEvents.user_id,
      type: userEvents.type,
      payload: userEvents.payload,
    });
  return rows.map((r) => ({ ...r, event_id: Number(r.event_id) }));
}

/**
 * Writes the live events of these notices, inside the caller's transaction; returns them in the notices' order
 * (ids rise in that order). Each event row names its notice and carries no copy of it
 * (docs/decisions/0039-notice-events-point-at-their-notice.md).
 */
export async function insertNoticeEvents(
  executor: Pick<Database, 'insert'>,
  notices: NotificationRow[],
  at: Date,
): Promise<LiveEvent[]> {
  if (notices.length === 0) return [];
  const rows = await executor
    .insert(userEvents)
    .values(
      notices.map((n) => ({
        user_id: n.user_id,
        type: NOTICE_EVENT,
        notification_id: n.notification_id,
        created_at: at,
      })),
    )
    .returning({ event_id: userEvents.event_id, notification_id: userEvents.notification_id });
  const eventIds = new Map(rows.map((r) => [r.notification_id, Number(r.event_id)]));
  return notices.map((n) => noticeEvent(eventIds.get(n.notification_id)!, n));
}

/**
 * The newest event id of all users, shared by the streams that connect together: a caller waits for a read that
 * started after it asked (so it counts every event committed before then), and every caller waiting at the same
 * time shares that one read. 10,000 streams connecting at once cost a few dozen index look-ups, not 10,000.
 */
function sharedLatestId(db: Database) {
  let next: Promise<number> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const read = async () => {
    const [row] = await db.select({ id: max(userEvents.event_id) }).from(userEvents);
    return Number(row?.id ?? 0);
  };
  return (): Promise<number> => {
    if (next) return next;
    const mine = running.then(() => {
      next = undefined; // from here on, a new caller needs a read that starts after this one
      return read();
    });
    next = mine;
    running = mine.catch(() => undefined);
    return mine;
  };
}

/**
 * The events `where` picks, each with the notice it points at (null for none), read with `toLiveEvents`. An event
 * whose notice is gone (deleted with its request) is left out here, so a page of `limit` events is a full page.
 */
const storedEvents = (db: Database, where: SQL | undefined) =>
  db
    .select({
      event_id: userEvents.event_id,
      user_id: userEvents.user_id,
      type: userEvents.type,
      payload: userEvents.payload,
      notification_id: userEvents.notification_id,
      notice: notifications,
    })
    .from(userEvents)
    .leftJoin(notifications, eq(notifications.notification_id, userEvents.notification_id))
    .where(and(where, or(isNull(userEvents.notification_id), isNotNull(notifications.notification_id))))
    .orderBy(asc(userEvents.event_id))
    .$dynamic();

export function createUserEventsRepository(db: Database) {
  return {
    since: async (userId: string, afterId: number, limit: number): Promise<LiveEvent[]> =>
      toLiveEvents(
        await storedEvents(db, and(eq(userEvents.user_id, userId), gt(userEvents.event_id, afterId))).limit(limit),
      ),
    /**
     * Another process's commit: its events in [fromId, toId], for these users only (the users with a stream open
     * here), or for everyone when `userIds` is null (the caller filters; cheaper than sending thousands of ids).
     */
    async inRange(fromId: number, toId: number, userIds: string[] | null): Promise<LiveEvent[]> {
      if (userIds?.length === 0) return [];
      // One array parameter (ids are uuids: no quoting needed), so the statement stays the same for any count.
      const forUsers = userIds ? sql`${userEvents.user_id} = any(${`{${userIds.join(',')}}`}::uuid[])` : undefined;
      return toLiveEvents(await storedEvents(db, and(between(userEvents.event_id, fromId, toId), forUsers)));
    },
    /** Where a fresh stream starts: nothing committed before it connected is replayed. */
    latestId: sharedLatestId(db),
    async deleteOlderThan(cutoff: Date): Promise<void> {
      await db.delete(userEvents).where(lt(userEvents.created_at, cutoff));
    },
  };
}
export type UserEventsRepository = ReturnType<typeof createUserEventsRepository>;
