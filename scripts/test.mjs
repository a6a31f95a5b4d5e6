#!/usr/bin/env node
// Runs every test tier and ends with one plain line "N passed, N failed".
//   node scripts/test.mjs            unit + api + e2e
//   node scripts/test.mjs api e2e    only the named tiers
// Each tier writes a JSON report; the counts come from those reports, not from scraping console output.
// RAKTSETU_TEST_LABEL names this run's summary file (.test-output/summary-<label>.json) for .ci/run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.test-output');
mkdirSync(out, { recursive: true });

const vitest = (name, dir, ...filters) => ({
  name,
  report: join(out, `${name}.json`),
  command: [
    'npx',
    'vitest',
    'run',
    '--root',
    dir,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(out, `${name}.json`)}`,
    ...filters,
  ],
  kind: 'vitest',
});

const tiers = {
  unit: [
    vitest('unit-shared', 'packages/shared'),
    vitest('unit-web', 'apps/web'),
    vitest('unit-server', 'apps/server', 'test/unit'),
  ],
  api: [vitest('api', 'apps/server', 'test/api')],
  e2e: [
    {
      name: 'e2e',
      report: join(out, 'e2e.json'),
      command: ['npx', 'playwright', 'test'],
      env: { E2E_JSON_REPORT: join(out, 'e2e.json') },
      kind: 'playwright',
      before: ensureChromium,
    },
    // The first page's JavaScript budget (.size-limit.cjs), on the build the e2e run just made: one test.
    {
      name: 'size',
      report: join(out, 'size.json'),
      command: ['node', 'scripts/size-check.mjs', join(out, 'size.json')],
      kind: 'counts',
    },
  ],
};

const wanted = process.argv.slice(2);
for (const w of wanted) {
  if (!(w in tiers)) {
    console.error(`Unknown test tier "${w}". Choose from: ${Object.keys(tiers).join(', ')}.`);
    process.exit(2);
  }
}
const runs = (wanted.length > 0 ? wanted : Object.keys(tiers)).flatMap((t) => tiers[t]);

let passed = 0;
let failed = 0;
for (const run of runs) {
  if (run.before) run.before();
  rmSync(run.report, { force: true });
  console.log(`\n── ${run.name} ──`);
  const [cmd, ...args] = run.command;
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...run.env } });
  const counts = readCounts(run);
  if (!counts) {
    // A tier that crashed before reporting counts as one failure, never as silence.
    console.error(`${run.name}: no report was written (exit code ${result.status}).`);
    failed += 1;
    continue;
  }
  passed += counts.passed;
  failed += counts.failed;
  if (result.status !== 0 && counts.failed === 0) failed += 1; // e.g. a suite that failed to load
}

const label = process.env.RAKTSETU_TEST_LABEL ?? 'local';
writeFileSync(join(out, `summary-${label}.json`), JSON.stringify({ passed, failed }));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

function readCounts(run) {
  if (!existsSync(run.report)) return null;
  const report = JSON.parse(readFileSync(run.report, 'utf8'));
  if (run.kind === 'counts') return { passed: report.passed ?? 0, failed: report.failed ?? 0 };
  if (run.kind === 'vitest') {
    const suiteFailures = (report.testResults ?? []).filter(
      (f) => f.status === 'failed' && (f.assertionResults ?? []).every((a) => a.status !== 'failed'),
    ).length;
    return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + suiteFailures };
  }
  const stats = report.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

/** End-to-end tests need Chromium: use it if present, install Debian's as root, otherwise say what to do. */
function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) {
    process.env.CHROMIUM_PATH = found;
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian package "chromium" for the end-to-end tests…');
    const install = spawnSync(
      'sh',
      ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium'],
      {
        stdio: 'inherit',
      },
    );
    if (install.status === 0 && existsSync('/usr/bin/chromium')) {
      process.env.CHROMIUM_PATH = '/usr/bin/chromium';
      return;
    }
  }
  console.error(
    [
      'The end-to-end tests need Chromium, and none was found.',
      'Install it, then run `npm test` again:',
      '  Debian/Ubuntu:  sudo apt-get install chromium',
      '  Fedora:         sudo dnf install chromium',
      '  macOS:          brew install --cask chromium',
      'Or point CHROMIUM_PATH at an installed Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
