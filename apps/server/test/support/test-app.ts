import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { createDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { snapshotFile } from './paths.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

/** A fresh database for this test file: in-memory embedded PostgreSQL, or the CI PostgreSQL server. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (usingPostgres) return createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  const snapshot = new Blob([await readFile(snapshotFile)]);
  return createDatabase({ dataDir: 'memory://', snapshot });
}

/** The real application on a real database, for `app.inject` tests. */
export async function createTestApp(overrides: Partial<AppDependencies> = {}): Promise<TestApp> {
  const database = overrides.database ?? (await openTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'raktsetu-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3999',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  });
  const app = await buildApp({ config, database, logger: false, webRoot: join(dataDir, 'no-web'), ...overrides });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
