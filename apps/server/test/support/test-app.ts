import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { createDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import type { Clock } from '../../src/lib/clock.ts';
import type { Limits } from '../../src/lib/limits.ts';
import { snapshotFile } from './paths.ts';
import { openIsolatedPostgres } from './postgres-schema.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<AppDependencies> {
  /** Extra environment for loadConfig, e.g. `{ SMTP_URL: 'smtp://127.0.0.1:2525' }`. */
  env?: Record<string, string>;
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

/** The public base URL the test apps put into e-mail links. */
export const TEST_APP_URL = 'http://localhost:3999';

/** Limits no test reaches by accident; the rate-limit tests set their own. */
export const RELAXED_LIMITS: Partial<Limits> = {
  failedLoginsPerWindow: 10_000,
  mailingRequestsPer15Min: 10_000,
  tokenRequestsPer15Min: 10_000,
  openSosPerPatient: 10_000,
  openSosUnverified: 10_000,
  requestsPerDay: 10_000,
  alertsPerPatientPerDonorPerDay: 10_000,
  donorSearchesPerHour: 10_000,
  carebotMessagesPerHour: 10_000,
};

/** A clock the test moves by hand; starts at the real time so date rules based on "today" still hold. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/**
 * A fresh database for this test file: in-memory embedded PostgreSQL, or a schema of its own on the
 * PostgreSQL server of DATABASE_URL (see postgres-schema.ts for why not the shared public schema).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) return openIsolatedPostgres(process.env.DATABASE_URL);
  const snapshot = new Blob([await readFile(snapshotFile)]);
  return createDatabase({ dataDir: 'memory://', snapshot });
}

/** The real application on a real database, for `app.inject` tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env, ...overrides } = options;
  const database = overrides.database ?? (await openTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'raktsetu-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: TEST_APP_URL,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...env,
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
