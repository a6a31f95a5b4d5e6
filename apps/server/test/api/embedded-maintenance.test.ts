import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { maintainEmbedded, quietFirst } from '../../src/db/embedded-maintenance.ts';
import { openTestDatabase } from '../support/test-app.ts';

// PGlite has no autovacuum: the server's own job keeps its tables vacuumed (docs/decisions/0038).
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database upkeep', () => {
  let database: DatabaseHandle;
  const counters = async () => {
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    const result = (await database.db.execute(sql`
      select n_dead_tup::int as dead, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
      from pg_stat_user_tables where relname = 'upkeep_probe'`)) as unknown as {
      rows: Array<{ dead: number; vacuumed: boolean; analyzed: boolean }>;
    };
    return result.rows[0];
  };
  const quiet = { debug: () => undefined, warn: () => undefined };

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table upkeep_probe (id int primary key, note text)`);
    await maintainEmbedded(database.db, quiet); // whatever the migrations and seeds left
  });
  afterAll(async () => {
    await database.close();
  });

  it('vacuums and analyzes a table full of dead rows, and leaves it alone the next time', async () => {
    await database.db.execute(sql`insert into upkeep_probe select g, 'new' from generate_series(1, 2000) g`);
    await database.db.execute(sql`update upkeep_probe set note = 'changed' where id <= 1500`);
    expect(await counters()).toMatchObject({ dead: 1500, vacuumed: false });

    expect(await maintainEmbedded(database.db, quiet)).toBeGreaterThanOrEqual(1);
    expect(await counters()).toEqual({ dead: 0, vacuumed: true, analyzed: true });
    expect(await maintainEmbedded(database.db, quiet)).toBe(0);
  });

  it('only analyzes a table whose rows changed without leaving enough dead ones', async () => {
    await database.db.execute(sql`create table upkeep_probe_small (id int primary key)`);
    await database.db.execute(sql`insert into upkeep_probe_small select g from generate_series(1, 100) g`);
    const logged: unknown[] = [];
    await maintainEmbedded(database.db, { ...quiet, debug: (entry: unknown) => void logged.push(entry) });
    expect(logged).toContainEqual(expect.objectContaining({ table: 'upkeep_probe_small', upkeep: 'analyze' }));
  });

  it("the job's way: a table being written waits for a look that finds it quiet", async () => {
    await database.db.execute(sql`create table upkeep_probe_busy (id int primary key, note text)`);
    const choose = quietFirst();
    const write = (from: number) =>
      database.db.execute(
        sql`insert into upkeep_probe_busy select g, 'x' from generate_series(${from}::int, ${from + 1999}::int) g`,
      );
    const busyDone = async () => {
      const logged: Array<{ table?: string }> = [];
      await maintainEmbedded(
        database.db,
        { ...quiet, debug: (entry: { table?: string }) => void logged.push(entry) },
        choose,
      );
      return logged.some((entry) => entry.table === 'upkeep_probe_busy');
    };
    await write(1);
    expect(await busyDone()).toBe(false); // first sight
    await write(10_001);
    expect(await busyDone()).toBe(false); // written since the last look
    expect(await busyDone()).toBe(true); // quiet now
  });
});
