// The first page's budget (docs/decisions/0022-first-page-budget.md), checked by size-limit in the e2e tier of
// `npm test` through scripts/size-check.mjs. Hashed file names change with every build, so each page's files are
// read from the Vite manifest: the page's chunk and every chunk it imports statically (what the browser must load
// before the page can paint). Chunks loaded later on demand or prefetched after paint do not count.
/* eslint-disable @typescript-eslint/no-require-imports -- size-limit loads this file as CommonJS. */
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const dist = join(__dirname, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  throw new Error(`No ${manifestPath}: build the web app first (npm run build).`);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The JavaScript files a page loads first: its sources' chunks with their static imports, each once. */
function filesOf(...sources) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`${source} is not in the Vite manifest; update .size-limit.cjs.`);
    visit(source);
  }
  return [...files].filter((file) => file.endsWith('.js')).map((file) => join(dist, file));
}

// The goal is 80 KB for / and /login and 200 KB for the signed-in shell. / and /login are pre-rendered at build time
// (docs/decisions/0028-prerendered-first-pages.md): they paint from HTML and load only the first pages' small script
// and its imports, never the app. The signed-in shell is the app's entry (index.html) with the layout and the
// dashboard, where signing in lands. The limits hold today's figures (+2%) and may only go down, unless an ADR
// records why.
const firstPages = filesOf('src/first-page/first-page.ts');
module.exports = [
  { name: 'first page /', path: firstPages, limit: '9.8 KB', gzip: true },
  { name: 'sign-in /login', path: firstPages, limit: '9.8 KB', gzip: true },
  {
    name: 'signed-in shell /app/dashboard',
    path: filesOf(
      'index.html',
      'src/app/layouts/app-layout.tsx',
      'src/features/dashboard/components/dashboard-page.tsx',
    ),
    limit: '197 KB',
    gzip: true,
  },
];
