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
 * ms between two looks: half PostgreSQL's autovacuum_naptime, since one look is a single cheap query and a table
 * caught sooner takes a shorter vacuum on the one thread everybody shares.
 */
const EVERY_MS = 30_000;

/** A table's counters as pg_stat_user_tables gives them, and the age of its oldest unfrozen transaction id. */
export interface TableCounters {
  schema: string;
  table: string;
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
  xidAge: number;
}

/** What PostgreSQL's autovacuum would do to this table now: vacuum (and analyze), analyze only, or nothing. */
export function upkeepFor(t: TableCounters): 'vacuum' | 'analyze' | null {
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
      s.n_mod_since_analyze as modified, s.n_ins_since_vacuum as inserted, age(c.relfrozenxid) as xid_age
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()
  `)) as unknown as Rows<Record<'schema' | 'table' | 'live' | 'dead' | 'modified' | 'inserted' | 'xid_age', unknown>>;
  return result.rows.map((r) => ({
    schema: String(r.schema),
    table: String(r.table),
    live: Number(r.live),
    dead: Number(r.dead),
    modifiedSinceAnalyze: Number(r.modified),
    insertedSinceVacuum: Number(r.inserted),
    xidAge: Number(r.xid_age),
  }));
}

type UpkeepLog = Pick<FastifyBaseLogger, 'debug' | 'warn'>;

/**
 * One look: vacuums or analyzes each table past its threshold, one statement each; how many it did. A table whose
 * upkeep fails is named in a warning and the others still get theirs.
 */
export async function maintainEmbedded(db: Database, log: UpkeepLog): Promise<number> {
  let done = 0;
  for (const counters of await readCounters(db)) {
    const upkeep = upkeepFor(counters);
    if (!upkeep) continue;
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
  return { name: 'embedded-upkeep', everyMs: EVERY_MS, run: () => maintainEmbedded(db, log) };
}
