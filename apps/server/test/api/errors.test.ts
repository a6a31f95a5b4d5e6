import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Routes that exist only in this test, to exercise the generic error handling with real Fastify plumbing. */
const probeBody = z.object({
  email: z.email('Please enter a valid email address'),
  units_required: z.number().int().min(1, 'Units required must be between 1 and 10').max(10),
  full_name: z.string().min(2, 'Full name must be at least 2 characters'),
});

describe('error envelopes', () => {
  let t: TestApp;
  const webRoot = mkdtempSync(join(tmpdir(), 'raktsetu-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>RaktSetu</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app")');

  beforeAll(async () => {
    t = await createTestApp({
      webRoot,
      extraApiRoutes: (api) => {
        api.post('/__probe', { schema: { body: probeBody } }, async () => ({ status: 'success', data: null }));
        api.get('/__boom', async () => {
          throw new Error('connection string postgres://admin:hunter2@db leaked');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a bad input with 400, naming the first bad field and listing all of them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__probe',
      payload: { email: 'nope', units_required: 0, full_name: 'A' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    expect(body.message).toBe('email: Please enter a valid email address');
    expect(body.details).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'units_required', message: 'Units required must be between 1 and 10' },
      { field: 'full_name', message: 'Full name must be at least 2 characters' },
    ]);
  });

  it('answers a body that is not JSON with 400 and a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'The request body is not valid JSON.' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'No API route for GET at this address',
    });
  });

  it('answers an unexpected failure with 500 and a generic message that leaks nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('sends index.html, uncached, for any non-/api path so the client router decides', async () => {
    for (const url of ['/', '/app/dashboard', '/requests/123', '/some/unknown/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and 404s a missing one instead of sending HTML', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends security headers and keeps CORS closed by default', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public-data/blood-groups',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/public-data/blood-groups', '/api/public-data/blood-components']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
