import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcesses, type ServerProcesses } from '../support/server-processes.ts';

/** Two real server processes on one PostgreSQL schema, as behind a load balancer (PostgreSQL only). */
describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let servers: ServerProcesses;
  beforeAll(async () => {
    servers = await startServerProcesses({ count: 2 });
  }, 90_000);
  afterAll(async () => {
    await servers?.stop();
  });

  it('both answer /api/health', async () => {
    for (const url of servers.urls) {
      const res = await fetch(`${url}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ data: { database: 'up', database_kind: 'postgres' } });
    }
  });
});
