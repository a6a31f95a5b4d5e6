#!/usr/bin/env node
// The first page's budget as one test (docs/decisions/0022-first-page-budget.md): builds the web app if it has not
// been built, runs size-limit with .size-limit.cjs, and writes { passed, failed } for scripts/test.mjs. When a page
// is over its limit it names what grew: the page's files, largest first, and the packages and folders that fill
// them (read from the source maps), so the fix starts at the right import.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const report = process.argv[2];
const manifest = join(root, 'apps/web/dist/.vite/manifest.json');
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

if (!existsSync(manifest)) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) finish(false, 'the web app did not build');
}
const run = spawnSync('npx', ['size-limit', '--json'], { cwd: root, encoding: 'utf8' });
let results;
try {
  results = JSON.parse(run.stdout);
} catch {
  console.error(run.stdout, run.stderr);
  finish(false, 'size-limit gave no report');
}
const checks = createRequire(import.meta.url)(join(root, '.size-limit.cjs'));
for (const result of results) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(
    `${result.passed ? 'ok  ' : 'OVER'} ${result.name}: ${kb(result.size)} gzip (limit ${kb(result.sizeLimit)})`,
  );
  if (!result.passed) explain(checks.find((check) => check.name === result.name)?.path ?? []);
}
finish(
  results.every((result) => result.passed),
  'a page is over its budget',
);

function finish(ok, why) {
  if (report) writeFileSync(report, JSON.stringify({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }));
  if (!ok) console.error(`Size budget failed: ${why}.`);
  process.exit(ok ? 0 : 1);
}

/** Each file of the page by gzip size, with its biggest sources (package or folder) by minified bytes. */
function explain(files) {
  const rows = files.map((file) => ({ file, gzip: gzipSync(readFileSync(file), { level: 9 }).length }));
  for (const { file, gzip } of rows.sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    const top = sourceShares(file)
      .slice(0, 4)
      .map(([source, bytes]) => `${source} ${(bytes / 1000).toFixed(1)} KB`)
      .join(', ');
    console.log(
      `       ${(gzip / 1000).toFixed(1).padStart(6)} KB  ${basename(file)}${top ? `  ← ${top} (minified)` : ''}`,
    );
  }
}

/** Minified bytes per source package (node_modules) or folder, decoded from the file's source map. */
function sourceShares(file) {
  if (!existsSync(`${file}.map`)) return [];
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = readFileSync(file, 'utf8').split('\n');
  const names = map.sources.map(groupOf);
  const totals = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    let column = 0;
    let start = 0;
    let current = -1;
    for (const segment of line.split(',').filter(Boolean)) {
      const fields = decodeVlq(segment);
      column += fields[0];
      if (current >= 0) add(totals, names[current], column - start);
      if (fields.length > 1) source += fields[1];
      [start, current] = [column, fields.length > 1 ? source : -1];
    }
    if (current >= 0) add(totals, names[current], (lines[index]?.length ?? start) - start);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function groupOf(source) {
  const inModules = source.split('node_modules/').pop();
  if (inModules !== source)
    return inModules
      .split('/')
      .slice(0, inModules.startsWith('@') ? 2 : 1)
      .join('/');
  return source.replace(/^(\.\.\/)+/, '').replace(/\/[^/]*$/, '');
}

function add(totals, key, bytes) {
  totals.set(key, (totals.get(key) ?? 0) + bytes);
}

function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    [value, shift] = [0, 0];
  }
  return values;
}
