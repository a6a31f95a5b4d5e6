import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** One log line per request, when it is answered (lib/request-log.ts). */
describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logger: undefined,
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes one line per request, with what was asked, the status and the time taken', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    const mine = parsed().filter((l) => l.reqId === res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', path: '/api/health' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(parsed().some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('keeps the path scrubbed and leaves the token out', async () => {
    lines.length = 0;
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    await t.app.inject({ method: 'GET', url: '/api/certificates/SECRET-CODE-42' });
    await t.app.inject({ method: 'GET', url: '/api/requests', headers: { authorization: `Bearer ${token}` } });
    const text = lines.join('');
    expect(text).toContain('/api/certificates/[redacted]');
    expect(text).toMatch(/"statusCode":401/);
    for (const secret of ['SECRET-CODE-42', token, 'Bearer']) expect(text).not.toContain(secret);
  });
});
