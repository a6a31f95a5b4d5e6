import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { limitAttempts, limitBackoff, limitWindows } from '../../db/schema/index.ts';

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** A sliding-window limit on one key: at most `max` attempts after `since`. */
export interface WindowCheck {
  key: string;
  since: Date;
  max: number;
}

/** Growing delays on one key (see createBackoffLimiter): its row counts while newer than `forgetSince`. */
export interface BackoffCheck {
  key: string;
  free: number;
  baseMs: number;
  maxMs: number;
  forgetSince: Date;
}

/**
 * Counts an attempt at `at` on a window check's key when fewer than `max` fall after `since`, keeping the row's
 * hits to the newest in the window. `insert … on conflict do update … where` runs on the newest committed row under
 * its lock, so simultaneous attempts on any process queue on the row and cannot all pass: the check and the count
 * are one statement. Returns a row only when counted.
 */
function takeWindow(w: WindowCheck, at: Date): SQL {
  return sql`insert into ${limitAttempts} as l (key, hits) values (${w.key}, array[${ts(at)}])
    on conflict (key) do update set hits = array(
        select h from (select h from unnest(l.hits) h where h > ${ts(w.since)} order by h desc
          limit ${w.max - 1}::int) recent order by h
      ) || ${ts(at)}
      where (select count(*) from unnest(l.hits) h where h > ${ts(w.since)}) < ${w.max}::int
    returning 1`;
}

/** True when the backoff row `b` says wait: counted, past the free attempts, and its delay not yet over. */
function backoffRefuses(b: BackoffCheck, at: Date): SQL {
  return sql`(l.last_at > ${ts(b.forgetSince)} and l.attempts >= ${b.free}::int and l.last_at
    + least(${b.maxMs}::float8, ${b.baseMs}::float8 * power(2, l.attempts - ${b.free}::int)) * interval '1 millisecond'
    > ${ts(at)})`;
}

/** Counts an attempt on a backoff key unless it must wait (same row lock as takeWindow); `from` gates it. */
function takeBackoff(b: BackoffCheck, at: Date, from: SQL = sql``): SQL {
  return sql`insert into ${limitBackoff} as l (key, attempts, last_at) select ${b.key}, 1, ${ts(at)} ${from}
    on conflict (key) do update set
      attempts = case when l.last_at > ${ts(b.forgetSince)} then l.attempts + 1 else 1 end,
      last_at = excluded.last_at
      where not ${backoffRefuses(b, at)}
    returning 1`;
}

/** Rows of a statement, the same way on both drivers (their result shapes differ). */
async function rowsOf<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * The tables of the shared abuse limits (limit_attempts, limit_backoff, limit_windows). Keys arrive hashed
 * (lib/limit-store.ts); times come from the app clock, never the database's, so tests can move time.
 */
export function createLimitsRepository(db: Database) {
  return {
    /** The stored attempt times of a key (at most its limit's max), any order. */
    async hits(key: string): Promise<Date[]> {
      const [row] = await db.select({ hits: limitAttempts.hits }).from(limitAttempts).where(eq(limitAttempts.key, key));
      return (row?.hits ?? []).map((h) => new Date(h));
    },

    /** Check and count in one statement (see takeWindow); true when the attempt was counted. */
    async takeHit(check: WindowCheck, at: Date): Promise<boolean> {
      return (await rowsOf(db, takeWindow(check, at))).length > 0;
    },

    /** Counts an attempt without checking, keeping the newest `keep` hits. */
    async addHit(key: string, at: Date, keep: number): Promise<void> {
      await db.execute(sql`insert into ${limitAttempts} as l (key, hits) values (${key}, array[${ts(at)}])
        on conflict (key) do update set hits = array(
          select h from (select h from unnest(l.hits || ${ts(at)}) h order by h desc limit ${keep}::int) recent
          order by h)`);
    },

    /** Removes the newest hit when it is after `since` (a refund). */
    async removeNewestHit(key: string, since: Date): Promise<void> {
      await db.execute(sql`update ${limitAttempts} as l
        set hits = (array(select h from unnest(l.hits) h order by h))[1:cardinality(l.hits) - 1]
        where l.key = ${key} and (select max(h) from unnest(l.hits) h) > ${ts(since)}`);
    },

    /** Removes one hit at exactly `at` (an attempt counted by a check that another limit then refused). */
    async removeHit(key: string, at: Date): Promise<void> {
      await db.execute(sql`update ${limitAttempts} as l
        set hits = l.hits[1:array_position(l.hits, ${ts(at)}) - 1] || l.hits[array_position(l.hits, ${ts(at)}) + 1:]
        where l.key = ${key} and ${ts(at)} = any(l.hits)`);
    },

    async removeHits(key: string): Promise<void> {
      await db.delete(limitAttempts).where(eq(limitAttempts.key, key));
    },

    async backoff(key: string): Promise<{ attempts: number; last_at: Date } | undefined> {
      const [row] = await db
        .select({ attempts: limitBackoff.attempts, last_at: limitBackoff.last_at })
        .from(limitBackoff)
        .where(eq(limitBackoff.key, key));
      return row;
    },

    /** Check and count a backoff key in one statement; true when the attempt was counted. */
    async takeBackoff(check: BackoffCheck, at: Date): Promise<boolean> {
      return (await rowsOf(db, takeBackoff(check, at))).length > 0;
    },

    /**
     * A window and a backoff checked and counted as one attempt, in one statement: the backoff is counted only if
     * the window counted it. When the window counted and the backoff refused, the caller gives the window's hit
     * back (removeHit); until then the window is stricter by one, never looser.
     */
    async takeBoth(window: WindowCheck, backoff: BackoffCheck, at: Date) {
      const [row] = await rowsOf<{ window: number; backoff: number }>(
        db,
        sql`with w as (${takeWindow(window, at)}), b as (${takeBackoff(backoff, at, sql`from w`)})
          select (select count(*) from w)::int as window, (select count(*) from b)::int as backoff`,
      );
      return { window: Number(row?.window) > 0, backoff: Number(row?.backoff) > 0 };
    },

    async removeBackoff(key: string): Promise<void> {
      await db.delete(limitBackoff).where(eq(limitBackoff.key, key));
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
    prune: (cutoffs: PruneCutoffs) => pruneLimits(db, cutoffs),
  };
}
export type LimitsRepository = ReturnType<typeof createLimitsRepository>;

/** How old each limits table's rows may get before the clean-up job deletes them. */
export interface PruneCutoffs {
  hits: Date;
  backoff: Date;
  windows: Date;
}

async function pruneLimits(db: Database, cutoffs: PruneCutoffs) {
  return {
    // A row goes when its newest attempt is older than the cutoff.
    hits: await deleted(
      db,
      sql`delete from ${limitAttempts} l
        where not exists (select 1 from unnest(l.hits) h where h >= ${ts(cutoffs.hits)})`,
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
}

/** Runs a delete and counts its rows the same way on both drivers (their result shapes differ). */
async function deleted(db: Database, statement: SQL): Promise<number> {
  const result = (await db.execute(
    sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
