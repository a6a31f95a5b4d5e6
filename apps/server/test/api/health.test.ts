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
