import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from '../../src/plugins/security.ts';

/** What the helmet plugin itself sets on an answer, built per request as it does. */
async function helmetPerRequest(isProduction: boolean): Promise<Record<string, unknown>> {
  const app = Fastify({ logger: false });
  await app.register(helmet, helmetOptions({ isProduction }));
  app.get('/x', async () => ({ ok: true }));
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  const { 'content-type': _t, 'content-length': _l, date: _d, connection: _c, ...headers } = res.headers;
  return headers;
}

describe('security headers computed once at start', () => {
  for (const isProduction of [false, true]) {
    it(`are exactly the helmet plugin's per-request headers (${isProduction ? 'production' : 'development'})`, async () => {
      const once = Object.fromEntries(await securityHeaders(helmetOptions({ isProduction })));
      expect(once).toEqual(await helmetPerRequest(isProduction));
      expect(once['x-frame-options']).toBe('DENY');
      expect(once['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  }

  it('ask for HSTS and https upgrades in production only', async () => {
    const production = Object.fromEntries(await securityHeaders(helmetOptions({ isProduction: true })));
    const development = Object.fromEntries(await securityHeaders(helmetOptions({ isProduction: false })));
    expect(production['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(development).not.toHaveProperty('strict-transport-security');
    expect(development['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
