import { and, asc, count, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { OutboxMessage } from './topics.ts';

export type { OutboxMessage } from './topics.ts';

export type OutboxItem = typeof outbox.$inferSelect;
/** A transaction or the database: enqueueing happens inside the caller's transaction. */
export type Executor = Pick<Database, 'insert'>;

/** Queues a side effect inside the caller's transaction; the topic types the payload (see topics.ts). */
export function enqueue(executor: Executor, message: OutboxMessage, now: Date) {
  return executor
    .insert(outbox)
    .values({
      topic: message.topic,
      payload: message.payload,
      dedupe_key: message.dedupeKey ?? null,
      next_attempt_at: now,
    })
    .onConflictDoNothing({ target: outbox.dedupe_key });
}

/** Which topics a claim takes: only these, or every topic but these (a worker lane, see outbox.worker.ts). */
export type TopicFilter = { only: readonly string[] } | { except: readonly string[] };

function topicCondition(filter: TopicFilter | undefined) {
  if (!filter) return undefined;
  if ('only' in filter) return inArray(outbox.topic, [...filter.only]);
  return filter.except.length > 0 ? notInArray(outbox.topic, [...filter.except]) : undefined;
}

export function createOutboxRepository(db: Database) {
  return {
    /**
     * Locks up to `limit` due items for `lockMs`; other workers skip them (FOR UPDATE SKIP LOCKED). Oldest due
     * first by `next_attempt_at`, the order outbox_due_idx (status, next_attempt_at) keeps: ordering by
     * created_at sorted every pending row on each claim, which with 10,000 alert e-mails queued held the
     * embedded database's thread for every batch.
     */
    async claimDue(now: Date, limit: number, lockMs: number, topics?: TopicFilter): Promise<OutboxItem[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outbox.outbox_id })
          .from(outbox)
          .where(
            and(
              eq(outbox.status, 'pending'),
              lte(outbox.next_attempt_at, now),
              or(isNull(outbox.locked_until), lt(outbox.locked_until, now)),
              topicCondition(topics),
            ),
          )
          .orderBy(asc(outbox.next_attempt_at))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(outbox)
          .set({ locked_until: new Date(now.getTime() + lockMs) })
          .where(
            inArray(
              outbox.outbox_id,
              due.map((d) => d.id),
            ),
          )
          .returning();
      });
    },
    /** Done: the payload (which may hold a one-time link) is dropped, the row is kept as a record. */
    markDone: (id: string, now: Date) => markDoneMany(db, [id], now),
    /** markDone for many items in one statement (a worker's batch). */
    markDoneMany: (ids: string[], now: Date) => markDoneMany(db, ids, now),
    async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(outbox)
        .set({
          status: retryAt ? 'pending' : 'dead',
          next_attempt_at: retryAt ?? undefined,
          locked_until: null,
          last_error: error.slice(0, 1000),
          attempts: sqlIncrement(),
        })
        .where(eq(outbox.outbox_id, id));
    },
    /** Items due now and not delivered (GET /api/health reports it); counted on the outbox_due_idx index. */
    async dueCount(now: Date): Promise<number> {
      const [row] = await db
        .select({ due: count() })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.next_attempt_at, now)));
      return Number(row?.due ?? 0);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

function sqlIncrement() {
  return sql`${outbox.attempts} + 1`;
}

async function markDoneMany(db: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({
      status: 'done',
      processed_at: now,
      locked_until: null,
      payload: { delivered: true },
      attempts: sqlIncrement(),
    })
    .where(inArray(outbox.outbox_id, ids));
}
