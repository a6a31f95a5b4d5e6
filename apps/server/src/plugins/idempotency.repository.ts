import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

/** The SQL behind the Idempotency-Key plugin. */
export function createIdempotencyRepository(db: Database) {
  const byId = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  return {
    /** True when this call now owns the key; false when somebody already holds it. */
    async claim(scope: string, key: string, requestHash: string): Promise<boolean> {
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ scope, key, request_hash: requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return inserted.length > 0;
    },
    async find(scope: string, key: string): Promise<IdempotencyRecord | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(byId(scope, key));
      return row;
    },
    async releasePending(scope: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(byId(scope, key), eq(idempotencyKeys.state, 'pending')));
    },
    async release(scope: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(byId(scope, key));
    },
    async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ state: 'done', response_status: status, response_body: body })
        .where(byId(scope, key));
    },
    async deleteOlderThan(seconds: number): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.created_at, sql`now() - make_interval(secs => ${seconds})`));
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
