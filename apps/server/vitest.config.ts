import { defineConfig } from 'vitest/config';

// API tests run against a real database: an in-memory embedded PostgreSQL per file (started from one migrated
// and seeded snapshot made in global setup), or the PostgreSQL server named by DATABASE_URL.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
