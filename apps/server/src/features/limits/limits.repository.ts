import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { limitBackoff, limitHits, limitWindows } from '../../db/schema/index.ts';

/** The database or a transaction. */
type Executor = Pick<Database, 'select' | 'insert' | 'delete' | 'execute'>;

/** First half of the two-number advisory lock of a limit key (the second is hashtext(key)); 7271 = "RS". */
const LOCK_SPACE = 7271;

/** The reads and writes of the attempt limiters, on the database or inside atomically(). */
function limitQueries(ex: Executor) {
  return {
    /** The `n`-th newest hit of the key after `since` (1 = the newest), if there are that many. */
    async nthNewestHit(key: string, since: Date, n: number): Promise<Date | undefined> {
      const [row] = await ex
        .select({ at: limitHits.hit_at })
        .from(limitHits)
        .where(and(eq(limitHits.key, key), gt(limitHits.hit_at, since)))
        .orderBy(desc(limitHits.hit_at), desc(limitHits.hit_id))
        .offset(Math.max(0, n - 1))
        .limit(1);
      return row?.at;
    },
    async addHit(key: string, at: Date): Promise<void> {
      await ex.insert(limitHits).values({ key, hit_at: at });
    },
    /** Removes the newest hit after `since` (a refund). */
    async removeNewestHit(key: string, since: Date): Promise<void> {
      const [newest] = await ex
        .select({ id: limitHits.hit_id })
        .from(limitHits)
        .where(and(eq(limitHits.key, key), gt(limitHits.hit_at, since)))
        .orderBy(desc(limitHits.hit_at), desc(limitHits.hit_id))
        .limit(1);
      if (newest) await ex.delete(limitHits).where(eq(limitHits.hit_id, newest.id));
    },
    async removeHits(key: string): Promise<void> {
      await ex.delete(limitHits).where(eq(limitHits.key, key));
    },
    async backoff(key: string): Promise<{ attempts: number; last_at: Date } | undefined> {
      const [row] = await ex
        .select({ attempts: limitBackoff.attempts, last_at: limitBackoff.last_at })
        .from(limitBackoff)
        .where(eq(limitBackoff.key, key));
      return row;
    },
    async saveBackoff(key: string, attempts: number, lastAt: Date): Promise<void> {
      await ex
        .insert(limitBackoff)
        .values({ key, attempts, last_at: lastAt })
        .onConflictDoUpdate({ target: limitBackoff.key, set: { attempts, last_at: lastAt } });
    },
    async removeBackoff(key: string): Promise<void> {
      await ex.delete(limitBackoff).where(eq(limitBackoff.key, key));
    },
  };
}
export type LimitQueries = ReturnType<typeof limitQueries>;

/**
 * The tables of the shared abuse limits (limit_hits, limit_backoff, limit_windows). Keys arrive hashed
 * (lib/limit-store.ts); times come from the app clock, never the database's, so tests can move time.
 */
export function createLimitsRepository(db: Database) {
  return {
    ...limitQueries(db),

    /**
     * Runs `work` in one transaction holding an advisory lock per key (in sorted order, so two callers locking the
     * same keys never wait on each other in a circle). A check and the count that follows cannot interleave with
     * the same check in another request or server process.
     */
    async atomically<T>(keys: string[], work: (q: LimitQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        for (const key of [...new Set(keys)].sort()) {
          await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key}))`);
        }
        return work(limitQueries(tx));
      });
    },

    /**
     * Counts one call in the key's window starting at `start` (at most up to `cap`) and reads the window before it,
     * in one statement: atomic across processes without a lock.
     */
    async countWindowHit(key: string, start: Date, previousStart: Date, cap: number) {
      const result = (await db.execute(sql`
        with counted as (
          insert into ${limitWindows} (key, window_start, hits)
          values (${key}, ${start.toISOString()}::timestamptz, 1)
          on conflict (key, window_start) do update set hits = least(${limitWindows}.hits + 1, ${cap}::int)
          returning hits
        )
        select counted.hits, coalesce((select w.hits from ${limitWindows} w
          where w.key = ${key} and w.window_start = ${previousStart.toISOString()}::timestamptz), 0) as previous
        from counted`)) as unknown as { rows: { hits: number; previous: number }[] };
      const row = result.rows[0];
      return { hits: Number(row?.hits ?? 1), previous: Number(row?.previous ?? 0) };
    },

    /** Deletes rows older than each table's cutoff; returns how many went. */
    async prune(cutoffs: { hits: Date; backoff: Date; windows: Date }) {
      return {
        hits: await deleted(
          db,
          sql`delete from ${limitHits} where hit_at < ${cutoffs.hits.toISOString()}::timestamptz`,
        ),
        backoff: await deleted(
          db,
          sql`delete from ${limitBackoff} where last_at < ${cutoffs.backoff.toISOString()}::timestamptz`,
        ),
        windows: await deleted(
          db,
          sql`delete from ${limitWindows} where window_start < ${cutoffs.windows.toISOString()}::timestamptz`,
        ),
      };
    },
  };
}
export type LimitsRepository = ReturnType<typeof createLimitsRepository>;

/** Runs a delete and counts its rows the same way on both drivers (their result shapes differ). */
async function deleted(db: Database, statement: SQL): Promise<number> {
  const result = (await db.execute(
    sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
