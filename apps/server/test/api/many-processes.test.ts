import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicInstanceId } from '../../src/lib/instance-id.ts';
import { DEFAULT_LIMITS } from '../../src/lib/limits.ts';
import { uniqueEmail } from '../support/accounts.ts';
import { startServerProcesses, type ServerProcesses } from '../support/server-processes.ts';

const post = (base: string, path: string, body: unknown) =>
  fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Two real server processes on one PostgreSQL schema, as behind a load balancer (PostgreSQL only): a limit allows
 * its number of calls across both together, not that number on each; each process reports itself on /api/health.
 */
describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let servers: ServerProcesses;
  /** Server A and server B, called in turn. */
  const at = (i: number) => servers.urls[i % 2]!;

  beforeAll(async () => {
    servers = await startServerProcesses({ count: 2 });
  }, 90_000);
  afterAll(async () => {
    await servers?.stop();
  });

  it('each answers /api/health as its own process', async () => {
    const answers = await Promise.all(
      servers.urls.map(async (url) => {
        const res = await fetch(`${url}/api/health`);
        expect(res.status).toBe(200);
        return ((await res.json()) as { data: { instance_id: string; database_kind: string } }).data;
      }),
    );
    expect(answers.map((a) => a.database_kind)).toEqual(['postgres', 'postgres']);
    expect(new Set(answers.map((a) => a.instance_id)).size).toBe(2);
  });

  it('counts a per-route rate limit across both: the e-mail-sending limit per address, A then B in turn', async () => {
    const max = DEFAULT_LIMITS.mailingRequestsPer15Min;
    for (let i = 0; i < max; i++) {
      const res = await post(at(i), '/auth/forgot-password', { email: uniqueEmail('spread') });
      expect(res.status, `call ${i + 1} on server ${i % 2}`).toBe(200);
    }
    for (const i of [max, max + 1]) {
      const refused = await post(at(i), '/auth/forgot-password', { email: uniqueEmail('spread') });
      expect(refused.status, `call ${i + 1} on server ${i % 2}`).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many requests\. Please try again/);
    }
  });

  it('counts failed sign-ins across both: the 11th failure from one address is refused, on either server', async () => {
    const max = DEFAULT_LIMITS.failedLoginsPerWindow;
    for (let i = 0; i < max; i++) {
      const res = await post(at(i), '/auth/login', { email: uniqueEmail('guess'), password: 'wrong-password' });
      expect(res.status, `failure ${i + 1} on server ${i % 2}`).toBe(401);
    }
    for (const i of [max, max + 1]) {
      const refused = await post(at(i), '/auth/login', { email: uniqueEmail('guess'), password: 'wrong-password' });
      expect(refused.status, `attempt ${i + 1} on server ${i % 2}`).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many failed sign-in attempts/);
    }
  });

  it('keeps no address or e-mail in clear in the limit tables', async () => {
    const client = new pg.Client({ connectionString: servers.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string }>(
        'select key from limit_attempts union all select key from limit_windows union all select key from limit_backoff',
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const { key } of rows) {
        expect(key).not.toMatch(/127\.0\.0\.1|@|::1/);
        expect(key).toMatch(/^[a-z-]+:[A-Za-z0-9_-]{27}$/);
      }
    } finally {
      await client.end();
    }
  });

  it('runs each scheduled job on one process at a time: every lease is held by one of the two', async () => {
    const client = new pg.Client({ connectionString: servers.databaseUrl });
    await client.connect();
    try {
      const ids = await Promise.all(
        servers.urls.map(async (url) => {
          const body = (await (await fetch(`${url}/api/health`)).json()) as { data: { instance_id: string } };
          return body.data.instance_id;
        }),
      );
      // The schedulers tick every 5 s; by then each job has been taken by whichever process came first.
      let leases: { name: string; holder: string }[] = [];
      for (let waited = 0; waited < 15_000 && leases.length < 6; waited += 500) {
        leases = (await client.query<{ name: string; holder: string }>('select name, holder from job_leases')).rows;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(leases.map((l) => l.name).sort()).toEqual(
        ['bridge-ladder', 'eligible-again', 'expire-coupons', 'prune-limits', 'prune-live-events', 'widen-sos'].sort(),
      );
      // Health names a process by a digest of the id its leases are held under.
      for (const lease of leases) expect(ids).toContain(publicInstanceId(lease.holder));
    } finally {
      await client.end();
    }
  }, 30_000);
});
