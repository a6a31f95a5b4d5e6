import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorPayload } from '../support/accounts.ts';
import { startServerProcesses, type ServerProcesses } from '../support/server-processes.ts';

const call = (base: string, method: string, path: string, token?: string, body?: unknown) =>
  fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The status of B's answer once it changes from 200, waiting at most `ms` for the relay's NOTIFY to arrive. */
async function statusOnceRefused(base: string, token: string, ms: number): Promise<number> {
  const until = Date.now() + ms;
  for (;;) {
    const res = await call(base, 'GET', '/auth/profile', token);
    if (res.status !== 200 || Date.now() > until) return res.status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Two real processes on one PostgreSQL (lib/session-cache.ts): a session cached on B is refused on B once it is
 * signed out on A, because A's revocation reaches B through the relay (docs/decisions/0019-many-server-processes.md).
 */
describe.skipIf(!process.env.DATABASE_URL)('session cache across two server processes', () => {
  let servers: ServerProcesses;

  beforeAll(async () => {
    servers = await startServerProcesses({ count: 2 });
  }, 90_000);
  afterAll(async () => {
    await servers?.stop();
  });

  async function signIn(base: string) {
    const body = donorPayload();
    expect((await call(base, 'POST', '/auth/register', undefined, body)).status).toBe(201);
    const login = await call(base, 'POST', '/auth/login', undefined, { email: body.email, password: body.password });
    expect(login.status).toBe(200);
    return ((await login.json()) as { data: { access_token: string } }).data.access_token;
  }

  it.each([
    ['signing out', '/auth/logout'],
    ['signing out everywhere', '/auth/logout-all'],
  ])('%s on A is refused on B, where the session was cached', async (_name, path) => {
    const [a, b] = servers.urls as [string, string];
    const token = await signIn(a);
    for (let i = 0; i < 3; i++) expect((await call(b, 'GET', '/auth/profile', token)).status).toBe(200);
    expect((await call(a, 'POST', path, token)).status).toBe(200);
    expect(await statusOnceRefused(a, token, 0)).toBe(401);
    expect(await statusOnceRefused(b, token, 2_000)).toBe(401);
  });
});
