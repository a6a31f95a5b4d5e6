import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/lib/paths.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The web app as a build leaves it: a temporary dist folder run through the real post-build step
 * (scripts/precompress.mjs), then served by the app. Compressed copies go to browsers that accept them,
 * nothing is compressed per request, and the cache headers and the index.html fallback stay.
 */
describe('web app static files', () => {
  let t: TestApp;
  const webRoot = mkdtempSync(join(tmpdir(), 'raktsetu-web-'));
  // Text that compresses well and is well over the 1 KB below which no copy is made.
  const indexHtml = `<!doctype html><title>RaktSetu</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
  const appJs = `console.log("app");\n${'export const x = "blood bridge";\n'.repeat(80)}`;
  const smallJs = 'console.log("small")';

  beforeAll(async () => {
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), indexHtml);
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), appJs);
    writeFileSync(join(webRoot, 'assets', 'small-def456.js'), smallJs);
    const run = spawnSync(process.execPath, [join(repoRoot, 'scripts/precompress.mjs'), webRoot], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('writes .br and .gz beside each compressible file of 1 KB or more, and none for a smaller one', () => {
    for (const file of ['index.html', 'assets/app-abc123.js']) {
      expect(existsSync(join(webRoot, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(webRoot, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(join(webRoot, 'assets/small-def456.js.br'))).toBe(false);
  });

  it('sends the brotli copy to a browser that accepts br, with Vary and the year-long cache', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('sends the plain file for identity or no Accept-Encoding', async () => {
    for (const headers of [{ 'accept-encoding': 'identity' }, {}]) {
      const res = await t.app.inject({ url: '/assets/app-abc123.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(appJs);
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });

  it('never compresses a static file per request: one without copies goes out as it is', async () => {
    const res = await t.app.inject({ url: '/assets/small-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(smallJs);
  });

  it('gives the compressed index.html, never cached, for the app’s own addresses', async () => {
    for (const url of ['/', '/login', '/requests/123?tab=donors']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
    const plain = await t.app.inject({ url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });

  it('does not serve the copies at addresses of their own, and a missing asset is a 404', async () => {
    for (const url of ['/assets/app-abc123.js.br', '/assets/missing-000.js']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    }
  });

  it('still compresses the API’s JSON per request', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });
});
