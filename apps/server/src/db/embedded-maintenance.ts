import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../lib/scheduler.ts';
import type { Database } from './client.ts';

/*
 * The embedded database's autovacuum (docs/decisions/0038-embedded-database-upkeep.md). PGlite is PostgreSQL
 * in one process without its background workers, so nothing vacuums or analyzes its tables: after an SOS to
 * 10,000 donors and the outbox sending their e-mails, the next SOS took twice as long (bench:sos) on tables full
 * of dead rows and planned from statistics of before. This job does what PostgreSQL's autovacuum launcher does,
 * with its default thresholds: it reads the tables' counters and vacuums or analyzes the ones past them, one
 * table per statement, so other users' queries wait for one table at most. The PostgreSQL server has its own
 * autovacuum and never runs this.
 */

/**
 * PostgreSQL's autovacuum defaults (autovacuum_vacuum_threshold, _scale_factor, _insert_*, _analyze_*, and
 * autovacuum_freeze_max_age: past it a table is vacuumed whatever else, so transaction ids never wrap around).
 */
export const AUTOVACUUM = {
  vacuum: { base: 50, scale: 0.2 },
  insertVacuum: { base: 1_000, scale: 0.2 },
  analyze: { base: 50, scale: 0.1 },
  freezeMaxAge: 200_000_000,
};

/**
 * ms between two looks: under the scheduler's 5 s tick, so a look comes at every tick (a tick a few ms early would
 * otherwise skip one). A look is one small query; what it decides waits for a table to go quiet (see `quietFirst`),
 * so looking often is what lets the upkeep follow a burst of writes closely.
 */
const EVERY_MS = 4_000;

/** The longest a table past its threshold waits for a quiet moment: PostgreSQL's autovacuum_naptime. */
export const MAX_DEFER_MS = 60_000;

/** A table's counters as pg_stat_user_tables gives them, and the age of its oldest unfrozen transaction id. */
export interface TableCounters {
  schema: string;
  table: string;
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
  xidAge: number;
  /** Rows inserted, updated and deleted since the counters began: unchanged between two looks, the table is quiet. */
  writes: number;
}

/** What PostgreSQL's autovacuum would do to this table now: vacuum (and analyze), analyze only, or nothing. */
export type Upkeep = 'vacuum' | 'analyze';

export function upkeepFor(t: TableCounters): Upkeep | null {
  const over = (rule: { base: number; scale: number }, count: number) => count > rule.base + rule.scale * t.live;
  if (t.xidAge > AUTOVACUUM.freezeMaxAge) return 'vacuum';
  if (over(AUTOVACUUM.vacuum, t.dead) || over(AUTOVACUUM.insertVacuum, t.insertedSinceVacuum)) return 'vacuum';
  return over(AUTOVACUUM.analyze, t.modifiedSinceAnalyze) ? 'analyze' : null;
}

type Rows<T> = { rows: T[] };

/** The counters of this schema's tables, as of the statements committed before this look. */
async function readCounters(db: Database): Promise<TableCounters[]> {
  // PGlite has no idle loop to send a backend's counters on: they are sent at the end of the next statement.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = (await db.execute(sql`
    select s.schemaname as schema, s.relname as table, s.n_live_tup as live, s.n_dead_tup as dead,
      s.n_mod_since_analyze as modified, s.n_ins_since_vacuum as inserted, age(c.relfrozenxid) as xid_age,
      s.n_tup_ins + s.n_tup_upd + s.n_tup_del as writes
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()
  `)) as unknown as Rows<Record<keyof TableCounters | 'modified' | 'inserted' | 'xid_age', unknown>>;
  return result.rows.map((r) => ({
    schema: String(r.schema),
    table: String(r.table),
    live: Number(r.live),
    dead: Number(r.dead),
    modifiedSinceAnalyze: Number(r.modified),
    insertedSinceVacuum: Number(r.inserted),
    xidAge: Number(r.xid_age),
    writes: Number(r.writes),
  }));
}

type UpkeepLog = Pick<FastifyBaseLogger, 'debug' | 'warn'>;

/** Whether to do a table's upkeep now; called for every table at each look, `upkeep` null when none is due. */
export type Choose = (counters: TableCounters, upkeep: Upkeep | null) => boolean;

/**
 * The job's choice: a table past its threshold is done once it is quiet, its writes unchanged since the previous
 * look, so the vacuum of a table an SOS is filling waits until the burst is over instead of stalling it; and the
 * next burst then finds the table vacuumed and analyzed (bench:sos: a second SOS 20 s after the first, its table
 * not yet vacuumed at a 30 s look, took twice the CPU per alert). A table never quiet is done after
 * `maxDeferMs`, one near transaction id wraparound at once.
 */
export function quietFirst(maxDeferMs = MAX_DEFER_MS, now = () => Date.now()): Choose {
  const writesSeen = new Map<string, number>();
  const dueSince = new Map<string, number>();
  return (t, upkeep) => {
    const key = `${t.schema}.${t.table}`;
    const before = writesSeen.get(key);
    writesSeen.set(key, t.writes);
    if (!upkeep) {
      dueSince.delete(key);
      return false;
    }
    const since = dueSince.get(key) ?? now();
    const act = before === t.writes || now() - since >= maxDeferMs || t.xidAge > AUTOVACUUM.freezeMaxAge;
    if (act) dueSince.delete(key);
    else dueSince.set(key, since);
    return act;
  };
}

/**
 * One look: vacuums or analyzes each table past its threshold that `choose` takes (all, unless told), one
 * statement each; how many it did. A table whose upkeep fails is named in a warning and the others still get theirs.
 */
export async function maintainEmbedded(db: Database, log: UpkeepLog, choose: Choose = () => true): Promise<number> {
  let done = 0;
  for (const counters of await readCounters(db)) {
    const upkeep = upkeepFor(counters);
    if (!choose(counters, upkeep) || !upkeep) continue;
    const started = performance.now();
    const table = sql`${sql.identifier(counters.schema)}.${sql.identifier(counters.table)}`;
    try {
      await db.execute(upkeep === 'vacuum' ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
    } catch (err) {
      log.warn({ err, table: counters.table, upkeep }, 'embedded database upkeep failed');
      continue;
    }
    log.debug({ table: counters.table, upkeep, ms: Math.round(performance.now() - started) }, 'embedded upkeep');
    done += 1;
  }
  return done;
}

/** The scheduler job that keeps the embedded database's tables vacuumed and analyzed. */
export function embeddedMaintenanceJob(db: Database, log: UpkeepLog): Job {
  const choose = quietFirst();
  return { name: 'embedded-upkeep', everyMs: EVERY_MS, run: () => maintainEmbedded(db, log, choose) };
}
