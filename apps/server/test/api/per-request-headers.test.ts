import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from '../../src/plugins/security.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The headers every answer carries, now set by hooks that do their work once at start or pass most requests
 * straight on (docs/decisions/0033-per-request-cost.md): the same headers on every kind of answer.
 */
describe('headers on every kind of answer', () => {
  let t: TestApp;
  let closedCors: TestApp;
  let expected: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://partner.example' } });
    closedCors = await createTestApp();
    expected = Object.fromEntries(await securityHeaders(helmetOptions({ isProduction: false })));
  });
  afterAll(async () => {
    await t.close();
    await closedCors.close();
  });

  const answers = [
    ['a success', 'GET', '/api/health', 200],
    ['an unknown API address', 'GET', '/api/nothing-here', 404],
    ['a missing sign-in', 'GET', '/api/requests', 401],
    ['a web page before the build', 'GET', '/some/page', 503],
  ] as const;
  for (const [what, method, url, status] of answers) {
    it(`${what}: the security headers, a request id and Vary for JSON`, async () => {
      for (const app of [t, closedCors]) {
        const res = await app.app.inject({ method, url });
        expect(res.statusCode).toBe(status);
        expect(res.headers).toMatchObject(expected);
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        if (String(res.headers['content-type']).startsWith('application/json')) {
          expect(res.headers.vary).toMatch(/Accept-Language/);
        }
      }
    });
  }

  it('a bad body: the same headers on the error envelope, in the language asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
      payload: '{"email": 1}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers).toMatchObject(expected);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
  });

  it('the API reference keeps its own content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['content-security-policy']).not.toBe(expected['content-security-policy']);
  });

  it('CORS closed: no CORS header, and a preflight answers not found in the envelope', async () => {
    const headers = { origin: 'https://partner.example', 'access-control-request-method': 'GET' };
    const get = await closedCors.app.inject({ method: 'GET', url: '/api/health', headers });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers.vary).not.toMatch(/origin/i);
    const preflight = await closedCors.app.inject({ method: 'OPTIONS', url: '/api/health', headers });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it('CORS open to configured origins: their preflight and answers carry the CORS headers', async () => {
    const headers = { origin: 'https://partner.example', 'access-control-request-method': 'GET' };
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/api/health', headers });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');
    const get = await t.app.inject({ method: 'GET', url: '/api/health', headers });
    expect(get.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(get.headers['access-control-expose-headers']).toBe('Idempotent-Replayed, X-Request-Id');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
