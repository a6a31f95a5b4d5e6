import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { EmbeddedProxy } from './embedded-proxy.ts';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../lib/paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share Drizzle's PostgreSQL database type, so repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Embedded only: a compressed copy of the whole database. */
  dump?(): Promise<Blob>;
  /** Embedded only: called if the database's worker thread stops while the server runs (it cannot go on). */
  onFailure?(listener: (error: Error) => void): void;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when unset the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database, or 'memory://' for a throw-away one (tests). */
  dataDir: string;
  /** Start an in-memory database from a dump of another one (tests reuse one migrated, seeded copy). */
  snapshot?: Blob;
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? createPostgres(options.databaseUrl) : createEmbedded(options.dataDir, options.snapshot);
}

async function createPostgres(url: string): Promise<DatabaseHandle> {
  // Loaded only here, as PGlite is only in createEmbedded: each server loads the one driver it uses.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several processes (tests, a second server) may start at once: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727100)');
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(727100)').catch(() => undefined);
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's default shared_buffers (128 MB) lives inside PGlite's WebAssembly heap, and every buffer once used
 * stays resident for the life of the process (a WebAssembly heap never shrinks). The embedded database is small (the
 * reference data and one community's users), so 8 MB holds what is hot and the operating system's file cache holds
 * the rest: measured against 32 MB, 16 MB less idle and no start-up peak kept, the SOS fan-out no slower
 * (docs/decisions/0021-compiled-server.md, "Memory"). Durability settings (fsync, WAL) stay PostgreSQL's.
 */
const EMBEDDED_SHARED_BUFFERS = '8MB';

async function createEmbedded(dataDir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  // Loaded only here: a server on PostgreSQL never starts the embedded database's worker.
  const [
    { EmbeddedProxy: WorkerProxy },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
    { PGlite: PGliteClass },
  ] = await Promise.all([
    import('./embedded-proxy.ts'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('@electric-sql/pglite'),
  ]);
  const startParams = [...PGliteClass.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];
  const inMemory = dataDir.startsWith('memory://');
  let releaseLock = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
  }
  let client: EmbeddedProxy;
  try {
    client = await WorkerProxy.start({
      dataDir: inMemory ? 'memory://' : join(dataDir, 'pg'),
      startParams,
      ...(inMemory && snapshot ? { snapshot: await snapshot.arrayBuffer() } : {}),
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  // Drizzle's pglite driver calls only query() and transaction(), which the proxy has (db/embedded-proxy.ts).
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    async migrate() {
      await migratePglite(drizzlePglite({ client: client as unknown as PGlite, schema }), { migrationsFolder });
    },
    ping: () => ping(db),
    dump: () => client.dumpDataDir(),
    onFailure: (listener) => client.onFailure(listener),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The embedded database's folder is held by another running process (see lockDataDir). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another RaktSetu server (pid ${pid}) is using the embedded database in ${dataDir}. ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * PGlite is single-process: two servers on one data folder would corrupt it. A pid file makes the second
 * one stop with a clear message; a file left by a crashed process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'server.pid');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DataDirInUseError(dataDir, pid);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
