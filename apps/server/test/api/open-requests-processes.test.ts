import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenerName } from '../../src/features/requests/open-requests.repository.ts';
import { donorPayload, patientPayload } from '../support/accounts.ts';
import { CENTRE } from '../support/network.ts';
import { startServerProcesses, type ServerProcesses } from '../support/server-processes.ts';

type Listed = { data: Array<{ request_id: string; my_response: string | null }> };

/**
 * Two real server processes on one PostgreSQL schema (PostgreSQL only): each answers the donor list from its own
 * view of the open requests, and a write on one shows in the other's list right after, through the database's
 * notices; with its listening connection cut, a process reads the database instead.
 */
describe.skipIf(!process.env.DATABASE_URL)('the donor list across two server processes', () => {
  let servers: ServerProcesses;
  let patient: { token: string; id: string };
  let donor: { token: string; id: string };

  const call = async (base: string, method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  async function signUp(base: string, payload: Record<string, unknown>) {
    const registered = await call(base, 'POST', '/auth/register', undefined, payload);
    expect(registered.status).toBe(201);
    const login = await call(base, 'POST', '/auth/login', undefined, {
      email: payload.email,
      password: payload.password,
    });
    const data = login.body.data as { access_token: string; user: { user_id: string } };
    return { token: data.access_token, id: data.user.user_id };
  }
  const listOn = async (base: string) => {
    const res = await call(base, 'GET', '/requests?page_size=50', donor.token);
    expect(res.status).toBe(200);
    return (res.body as unknown as Listed).data;
  };
  /** The other process hears the commit a moment after it: its list shows it within a second at most. */
  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('not seen within a second');
  }
  const create = async (base: string) => {
    const body = { blood_group_id: 3, component_id: 1, units_required: 1, urgency: 'Urgent', ...CENTRE };
    const res = await call(base, 'POST', '/requests', patient.token, body);
    expect(res.status).toBe(201);
    return (res.body.data as { request_id: string }).request_id;
  };

  beforeAll(async () => {
    servers = await startServerProcesses({ count: 2 });
    const [a] = servers.urls as [string, string];
    patient = await signUp(a, patientPayload());
    donor = await signUp(a, donorPayload({ blood_group_id: 3 }));
    const saved = await call(a, 'PUT', `/donors/${donor.id}/location`, donor.token, CENTRE);
    expect(saved.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await servers?.stop();
  });

  it('a request made on one shows in the other right after; an answer and a cancel too', async () => {
    const [a, b] = servers.urls as [string, string];
    expect(await listOn(b)).toEqual([]);
    const id = await create(a);
    await eventually(async () => (await listOn(b)).some((r) => r.request_id === id));

    const answered = await call(b, 'POST', `/requests/${id}/respond`, donor.token, { response: 'accept' });
    expect(answered.status).toBe(200);
    expect((await listOn(b)).find((r) => r.request_id === id)?.my_response).toBe('accept');
    await eventually(async () => (await listOn(a)).find((r) => r.request_id === id)?.my_response === 'accept');

    const cancelled = await call(a, 'PATCH', `/requests/${id}/status`, patient.token, { status: 'Cancelled' });
    expect(cancelled.status).toBe(200);
    expect(await listOn(a)).toEqual([]);
    await eventually(async () => (await listOn(b)).length === 0);
  });

  it('with its listening connection cut, a process reads the database: a new request shows at once', async () => {
    const [a, b] = servers.urls as [string, string];
    const admin = new pg.Client({ connectionString: servers.databaseUrl });
    await admin.connect();
    try {
      const channel = (await admin.query<{ c: string }>('select open_requests_channel() as c')).rows[0]!.c;
      const cut = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and usename = current_user',
        [listenerName(channel)],
      );
      expect(cut.rowCount).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.end();
    }
    const id = await create(a);
    // B's view is down (or already reloaded after reconnecting): either way its first answer has the request.
    expect((await listOn(b)).map((r) => r.request_id)).toContain(id);
    await call(a, 'PATCH', `/requests/${id}/status`, patient.token, { status: 'Cancelled' });
  });
});
