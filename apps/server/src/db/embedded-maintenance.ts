import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../lib/scheduler.ts';
import type { Database } from './client.ts';

/*
 * The embedded database's autovacuum (docs/decisions/0038-embedded-database-maintenance.md). PGlite is PostgreSQL
 * in one process without its background workers, so nothing vacuums or analyzes its tables: after an SOS to
 * 10,000 donors and the outbox sending their e-mails, the next SOS took twice as long (bench:sos) on tables full
 * of dead rows and planned from statistics of before. This job does what PostgreSQL's autovacuum launcher does,
 * with its default thresholds: it reads the tables' counters and vacuums or analyzes the ones past them, one
 * table per statement, so other users' queries wait for one table at most. The PostgreSQL server has its own
 * autovacuum and never runs this.
 */

/** PostgreSQL's autovacuum defaults (autovacuum_vacuum_threshold, _scale_factor, _insert_*, _analyze_*). */
export const AUTOVACUUM = {
  vacuum: { base: 50, scale: 0.2 },
  insertVacuum: { base: 1_000, scale: 0.2 },
  analyze: { base: 50, scale: 0.1 },
};

/**
 * ms between two looks: half PostgreSQL's autovacuum_naptime, since one look is a single cheap query and a table
 * caught sooner takes a shorter vacuum on the one thread everybody shares.
 */
const EVERY_MS = 30_000;

/** A table's counters as pg_stat_user_tables gives them. */
export interface TableCounters {
  table: string;
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

/** What PostgreSQL's autovacuum would do to this table now: vacuum (and analyze), analyze only, or nothing. */
export function upkeepFor(t: TableCounters): 'vacuum' | 'analyze' | null {
  const over = (rule: { base: number; scale: number }, count: number) => count > rule.base + rule.scale * t.live;
  if (over(AUTOVACUUM.vacuum, t.dead) || over(AUTOVACUUM.insertVacuum, t.insertedSinceVacuum)) return 'vacuum';
  return over(AUTOVACUUM.analyze, t.modifiedSinceAnalyze) ? 'analyze' : null;
}

type Rows<T> = { rows: T[] };

/** The counters of this schema's tables, as of the statements committed before this look. */
async function readCounters(db: Database): Promise<TableCounters[]> {
  // PGlite has no idle loop to send a backend's counters on: they are sent at the end of the next statement.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = (await db.execute(sql`
    select relname as table, n_live_tup as live, n_dead_tup as dead,
      n_mod_since_analyze as modified, n_ins_since_vacuum as inserted
    from pg_stat_user_tables where schemaname = current_schema()
  `)) as unknown as Rows<{ table: string; live: unknown; dead: unknown; modified: unknown; inserted: unknown }>;
  return result.rows.map((r) => ({
    table: r.table,
    live: Number(r.live),
    dead: Number(r.dead),
    modifiedSinceAnalyze: Number(r.modified),
    insertedSinceVacuum: Number(r.inserted),
  }));
}

/** One look: vacuums or analyzes each table past its threshold, one statement each; how many it did. */
export async function maintainEmbedded(db: Database, log: Pick<FastifyBaseLogger, 'debug'>): Promise<number> {
  let done = 0;
  for (const counters of await readCounters(db)) {
    const upkeep = upkeepFor(counters);
    if (!upkeep) continue;
    const started = performance.now();
    const table = sql`${sql.identifier(counters.table)}`;
    await db.execute(upkeep === 'vacuum' ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
    log.debug({ table: counters.table, upkeep, ms: Math.round(performance.now() - started) }, 'embedded upkeep');
    done += 1;
  }
  return done;
}

/** The scheduler job that keeps the embedded database's tables vacuumed and analyzed. */
export function embeddedMaintenanceJob(db: Database, log: Pick<FastifyBaseLogger, 'debug'>): Job {
  return { name: 'embedded-upkeep', everyMs: EVERY_MS, run: () => maintainEmbedded(db, log) };
}
