// Runs after `vite build` (apps/web/package.json), before scripts/precompress.mjs: draws / and /login ahead of time
// in every language from the app's own components (src/first-page/render-first-pages.tsx, built here as a Vite SSR
// bundle in node_modules/.cache) into dist/prerendered/<language>/<page>.html, which the server sends for GET / and
// GET /login (apps/server/src/plugins/web-app.ts). docs/decisions/0028-prerendered-first-pages.md says why.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
const started = Date.now();
// Inside the workspace, so the bundle's imports of React and the other packages resolve from its node_modules.
const out = join(web, 'node_modules/.cache/prerender');
try {
  await build({
    configFile: false,
    root: web,
    // Warnings of this step are about the app's split points, which an SSR bundle does not keep (one file).
    logLevel: 'error',
    plugins: [react()],
    // The workspace's shared package is TypeScript source: bundled, not loaded by Node.
    ssr: { noExternal: ['@raktsetu/shared'] },
    build: {
      ssr: 'src/first-page/render-first-pages.tsx',
      outDir: out,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
    },
  });
  const { renderFirstPages } = await import(pathToFileURL(join(out, 'render-first-pages.js')).href);
  const files = await renderFirstPages({
    indexHtml: readFileSync(join(dist, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')),
  });
  rmSync(join(dist, 'prerendered'), { recursive: true, force: true });
  for (const [path, html] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), html);
  }
  console.log(`Pre-rendered ${Object.keys(files).length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
