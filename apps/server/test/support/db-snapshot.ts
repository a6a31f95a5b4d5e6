import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/**
 * Every row of every table of the current schema, to prove a request changed nothing. The tables are listed by
 * the database itself, so a table added later is watched without anyone remembering to add it here.
 */

async function rowsOf(db: Database, query: string): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/**
 * The abuse limits' counters: every call to a limited route counts, malformed or not (the rate-limit hook runs
 * before validation), so they change by design and are not data a refused request may have touched.
 */
const LIMIT_COUNTERS = new Set(['limit_attempts', 'limit_backoff', 'limit_windows']);

export async function tableNames(db: Database): Promise<string[]> {
  const rows = await rowsOf(
    db,
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => String(r.table_name)).filter((name) => !LIMIT_COUNTERS.has(name));
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One fingerprint per table, in a single round trip: cheap enough to take after every generated case. */
export async function databaseDigest(db: Database): Promise<Record<string, string>> {
  const tables = await tableNames(db);
  const parts = tables.map(
    (table) =>
      `select '${table.replace(/'/g, "''")}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from ${quote(table)} x`,
  );
  const rows = await rowsOf(db, parts.join(' union all '));
  return Object.fromEntries(rows.map((r) => [String(r.t), String(r.d)]));
}

/** The rows themselves, for a readable difference when something did change. */
export async function databaseRows(db: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await tableNames(db)) {
    const rows = await rowsOf(db, `select x::text as row from ${quote(table)} x order by 1`);
    out[table] = rows.map((r) => String(r.row));
  }
  return out;
}
