import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from '../support/test-app.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the service and a database that answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      data: { service: 'ok', database: 'up', database_kind: usingPostgres ? 'postgres' : 'embedded' },
    });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('names the process that answered, for an operator behind a load balancer', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(data).toMatchObject({ live_streams: 0, outbox_due: expect.any(Number) });
    // An opaque digest: the host name and pid are not for anyone who asks.
    expect(data.instance_id).toMatch(/^[0-9a-f]{12}$/);
    expect(data).not.toHaveProperty('pid');
    expect(data.uptime_s).toEqual(expect.any(Number));
  });

  it('asks the database at most about once a second, however often it is called', async () => {
    // Past the last test's reading, so all 20 calls fall within one.
    await new Promise((r) => setTimeout(r, 1_100));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
    );
    const checked = new Set(answers.map((a) => a.json().data.checked_at as string));
    expect(checked.size).toBe(1);
    await new Promise((r) => setTimeout(r, 1_100));
    const later = (await t.app.inject({ method: 'GET', url: '/api/health' })).json().data.checked_at as string;
    expect(Date.parse(later)).toBeGreaterThan(Date.parse([...checked][0]!));
  });

  it('answers 503 with database "down" once the database is gone', async () => {
    // An app of its own: closing the shared one's database would take it from the other test.
    const gone = await createTestApp();
    try {
      await gone.database.close();
      const res = await gone.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', data: { database: 'down' } });
    } finally {
      await gone.app.close();
    }
  });
});
