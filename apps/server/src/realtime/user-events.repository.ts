import { and, asc, eq, gt, lt, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { userEvents } from '../db/schema/index.ts';

export type Inserter = Pick<Database, 'insert'>;

/** Queues a live event for a user inside the caller's transaction. */
export async function insertUserEvent(executor: Inserter, userId: string, type: string, payload: unknown, now: Date) {
  await executor.insert(userEvents).values({ user_id: userId, type, payload, created_at: now });
}

export function createUserEventsRepository(db: Database) {
  return {
    since: (userId: string, afterId: number, limit: number) =>
      db
        .select()
        .from(userEvents)
        .where(and(eq(userEvents.user_id, userId), gt(userEvents.event_id, afterId)))
        .orderBy(asc(userEvents.event_id))
        .limit(limit),
    /** The newest event id of a user (0 when none), where a fresh stream starts. */
    async latestId(userId: string): Promise<number> {
      const [row] = await db
        .select({ id: max(userEvents.event_id) })
        .from(userEvents)
        .where(eq(userEvents.user_id, userId));
      return Number(row?.id ?? 0);
    },
    async deleteOlderThan(cutoff: Date): Promise<void> {
      await db.delete(userEvents).where(lt(userEvents.created_at, cutoff));
    },
  };
}
export type UserEventsRepository = ReturnType<typeof createUserEventsRepository>;
