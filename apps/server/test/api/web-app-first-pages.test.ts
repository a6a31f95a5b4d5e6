import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/lib/paths.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The pre-rendered first pages (docs/decisions/0028-prerendered-first-pages.md): a build leaves / and /login drawn in
 * each language under prerendered/<language>/; the server sends the one in the `lang` cookie's language, else the
 * browser's (Accept-Language), else English, and says so in Vary. Source maps are built but never sent.
 */
describe('pre-rendered / and /login', () => {
  let t: TestApp;
  const webRoot = mkdtempSync(join(tmpdir(), 'raktsetu-web-first-'));
  const padding = '<!-- padding -->'.repeat(100);
  const page = (language: string, name: string) => `<!doctype html><html lang="${language}">${name}${padding}</html>`;
  const indexHtml = `<!doctype html><div id="root"></div>${padding}`;

  beforeAll(async () => {
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), indexHtml);
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app")');
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
    writeFileSync(join(webRoot, 'sw.js.map'), '{"version":3}');
    for (const language of ['en', 'hi', 'mr']) {
      mkdirSync(join(webRoot, 'prerendered', language), { recursive: true });
      for (const name of ['index', 'login']) {
        writeFileSync(join(webRoot, 'prerendered', language, `${name}.html`), page(language, name));
      }
    }
    const run = spawnSync(process.execPath, [join(repoRoot, 'scripts/precompress.mjs'), webRoot], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('sends the English page to a browser that names no language of ours, never cached, with Vary', async () => {
    for (const [url, name] of [
      ['/', 'index'],
      ['/login', 'login'],
      ['/login?next=1', 'login'],
    ] as const) {
      const res = await get(url, { 'accept-language': 'fr-FR, de;q=0.8' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(page('en', name));
      const vary = String(res.headers.vary).toLowerCase();
      for (const header of ['cookie', 'accept-language', 'accept-encoding']) expect(vary, url).toContain(header);
    }
  });

  it("follows the browser's languages when there is no cookie", async () => {
    expect((await get('/', { 'accept-language': 'mr-IN, en;q=0.5' })).body).toBe(page('mr', 'index'));
    expect((await get('/login', { 'accept-language': 'en-GB;q=0.4, hi;q=0.9' })).body).toBe(page('hi', 'login'));
  });

  it('lets the lang cookie win over Accept-Language, and ignores a cookie naming no language of ours', async () => {
    const hindi = await get('/login', { cookie: 'theme=dark; lang=hi', 'accept-language': 'mr' });
    expect(hindi.body).toBe(page('hi', 'login'));
    const unknown = await get('/', { cookie: 'lang=fr', 'accept-language': 'mr' });
    expect(unknown.body).toBe(page('mr', 'index'));
    const odd = await get('/', { cookie: 'lang=<script>' });
    expect(odd.body).toBe(page('en', 'index'));
  });

  it('sends the pre-compressed copy of the chosen page', async () => {
    const res = await get('/', { cookie: 'lang=mr', 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page('mr', 'index'));
  });

  it('keeps index.html for every other page of the app', async () => {
    const res = await get('/register?type=donor', { cookie: 'lang=hi' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
  });

  it('refuses source maps and the pre-rendered files at addresses of their own', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/sw.js.map', '/prerendered/en/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    }
    expect((await get('/assets/app-abc123.js')).statusCode).toBe(200);
  });
});
