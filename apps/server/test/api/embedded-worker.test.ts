import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { EmbeddedProxy, EmbeddedDatabaseStoppedError } from '../../src/db/embedded-proxy.ts';
import { isUniqueViolation } from '../../src/lib/db-errors.ts';
import { safeError } from '../../src/lib/safe-error.ts';
import { snapshotFile } from '../support/paths.ts';
import { openTestDatabase } from '../support/test-app.ts';

// The embedded database runs in a worker thread behind a PGlite-shaped proxy (docs/decisions/0030-embedded-database-worker.md).
describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database worker', () => {
  let database: DatabaseHandle;
  /** Drizzle types a raw statement's result as unknown; PGlite's has rows. */
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const names = async () => (await rowsOf(sql`select name from worker_probe order by name`)).map((row) => row.name);

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table worker_probe (name text constraint worker_probe_name unique)`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('returns PostgreSQL errors with their code and constraint', async () => {
    await database.db.execute(sql`insert into worker_probe (name) values ('twice')`);
    const error = await database.db.execute(sql`insert into worker_probe (name) values ('twice')`).catch((e) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(safeError(error)).toMatchObject({ code: '23505', constraint: 'worker_probe_name' });
    await database.db.execute(sql`delete from worker_probe`);
  });

  it('rolls back a transaction whose work throws', async () => {
    const failure = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe (name) values ('rolled back')`);
      throw new Error('work failed');
    });
    await expect(failure).rejects.toThrow('work failed');
    expect(await names()).toEqual([]);
  });

  it('rolls back a nested transaction to its savepoint and commits the outer one', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe (name) values ('outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into worker_probe (name) values ('inner')`);
          throw new Error('inner failed');
        })
        .catch(() => undefined);
    });
    expect(await names()).toEqual(['outer']);
    await database.db.execute(sql`delete from worker_probe`);
  });

  it('makes other queries wait while a transaction is open, then shows them its result', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe (name) values ('held')`);
      order.push('inserted');
      await held;
      order.push('committing');
    });
    while (order.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const outside = names().then((rows) => {
      order.push('read');
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual(['inserted']);
    release();
    await transaction;
    expect(await outside).toEqual(['held']);
    expect(order).toEqual(['inserted', 'committing', 'read']);
    await database.db.execute(sql`delete from worker_probe`);
  });

  it('returns dates and timestamps as PostgreSQL text, as Drizzle expects of PGlite', async () => {
    const rows = await rowsOf(
      sql`select date '2026-01-02' as day, timestamptz '2026-01-02 03:04:05+00' as at, 7::int8 as big`,
    );
    expect(rows[0]).toEqual({ day: '2026-01-02', at: '2026-01-02 03:04:05+00', big: 7 });
  });

  it('passes on NOTIFY to a LISTEN on the database client, until it stops listening', async () => {
    const client = (database.db as unknown as { $client: EmbeddedProxy }).$client;
    const heard: string[] = [];
    const unlisten = await client.listen('worker_probe_channel', (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('worker_probe_channel', 'first')`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('worker_probe_channel', 'on commit')`);
    });
    await unlisten();
    await database.db.execute(sql`select pg_notify('worker_probe_channel', 'unheard')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['first', 'on commit']);
  });

  it('fails waiting and later queries with a clear error when the worker stops', async () => {
    const proxy = await EmbeddedProxy.start({
      dataDir: 'memory://',
      startParams: PGlite.defaultStartParams,
      snapshot: new Uint8Array(await readFile(snapshotFile)).buffer,
    });
    const failures: Error[] = [];
    proxy.onFailure((error) => failures.push(error));
    const waiting = proxy.query('select pg_sleep(2)');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await proxy.worker.terminate();
    await expect(waiting).rejects.toBeInstanceOf(EmbeddedDatabaseStoppedError);
    await expect(proxy.query('select 1')).rejects.toThrow(/embedded database stopped/);
    expect(failures).toHaveLength(1);
  });

  it('fails a query whose parameters cannot reach the worker, and goes on serving', async () => {
    const client = (database.db as unknown as { $client: EmbeddedProxy }).$client;
    await expect(client.query('select $1::text as v', [() => 'a function'])).rejects.toThrow();
    expect(await rowsOf(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('refuses a query after close at once', async () => {
    const closed = await openTestDatabase();
    await closed.close();
    await expect(closed.db.execute(sql`select 1`)).rejects.toThrow();
    expect(await closed.ping()).toBe(false);
  });
});
