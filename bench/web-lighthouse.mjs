/**
 * Benchmark: Lighthouse (mobile, its default throttling) on the landing page (/) and sign-in (/login) of the
 * production build, with the system Chromium.
 *
 *   npm run bench:web                 build if there is no build, then 1 round per page
 *   npm run bench:web -- --rounds 3   medians of 3 rounds
 *   npm run bench:web -- --build      build first even if a build exists
 *   npm run bench:web -- --entry apps/server/src/main.ts   run the server from source (through tsx), not dist
 *   npm run bench:web -- --keep /tmp/lh   also write each run's full Lighthouse report (JSON) into that folder
 *
 * Starts the compiled server (apps/server/dist/main.js) with NODE_ENV=production on a free port and a fresh
 * embedded database in a temporary folder (removed at the end), so nothing touches ./data. Prints the four
 * category scores, FCP/LCP/TBT/CLS, the JavaScript each page loads (files, bytes as sent, and gzip size of the
 * same files) and the machine's load average: scores drop on a busy machine, compare runs made side by side.
 * Not part of `npm test` (the size budget in .size-limit.cjs is): timings belong here.
 * Set CHROME_PATH to use another Chromium (default /usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
/** The value after `--name`, or undefined when the flag is absent; a flag given without one stops the run. */
function valueOf(name) {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) {
    console.error(`${name} needs a value after it (e.g. ${name === '--keep' ? '--keep /tmp/lh' : `${name} 3`}).`);
    process.exit(2);
  }
  return value;
}
const rounds = Number(valueOf('--rounds') ?? 1) || 1;
const entry = valueOf('--entry');
const keepDir = valueOf('--keep');
const PAGES = ['/', '/login'];
// The project's Chromium flags for headless runs in containers (see playwright.config.ts).
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

const webDist = join(root, 'apps/web/dist');
if (
  args.includes('--build') ||
  !existsSync(join(webDist, 'index.html')) ||
  (!entry && !existsSync(join(root, 'apps/server/dist/main.js')))
) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'raktsetu-bench-web-'));
const origin = `http://127.0.0.1:${port}`;
const server = await startServer(port, dataDir);
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  console.log(`Lighthouse ${lighthouseVersion()} mobile, ${rounds} round(s) per page, ${origin}`);
  for (const page of PAGES) {
    const runs = [];
    for (let round = 0; round < rounds; round += 1) {
      runs.push(await audit(`${origin}${page}`, chrome.port, keepName(page, round)));
    }
    report(page, runs);
  }
  console.log(
    `load average (1/5/15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/** Where --keep writes a run's full report, or undefined without --keep. */
function keepName(page, round) {
  if (!keepDir) return undefined;
  mkdirSync(keepDir, { recursive: true });
  return join(keepDir, `${page === '/' ? 'landing' : page.slice(1)}-${round + 1}.json`);
}

/** One Lighthouse run: scores, the four metrics, and the scripts the page loaded. */
async function audit(url, chromePort, keepPath) {
  const { lhr } = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
  if (keepPath) writeFileSync(keepPath, JSON.stringify(lhr));
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.id === 'performance'
      ? []
      : category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category.id}: ${ref.id}`),
  );
  return {
    scores: Object.fromEntries(Object.values(lhr.categories).map((c) => [c.id, Math.round((c.score ?? 0) * 100)])),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsFiles: scripts.length,
    jsTransfer: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzip: scripts.reduce((sum, r) => sum + gzipOfUrl(r.url), 0),
    failing,
  };
}

function report(page, runs) {
  const med = (pick) => median(runs.map(pick));
  const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => med((r) => r.scores[id]));
  console.log(
    `\n${page}\n  scores  performance ${scores[0]}  accessibility ${scores[1]}  best practices ${scores[2]}  SEO ${scores[3]}`,
  );
  console.log(
    `  metrics FCP ${ms(med((r) => r.fcp))}  LCP ${ms(med((r) => r.lcp))}  TBT ${ms(med((r) => r.tbt))}  CLS ${med((r) => r.cls).toFixed(3)}`,
  );
  console.log(
    `  JS      ${med((r) => r.jsFiles)} files, ${kb(med((r) => r.jsTransfer))} sent (pre-compressed), ${kb(med((r) => r.jsGzip))} gzip`,
  );
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length > 0) console.log(`  not passing: ${failing.join(', ')}`);
}

/** The gzip size of a script of this build, read from apps/web/dist (0 for anything else). */
function gzipOfUrl(url) {
  const path = join(webDist, new URL(url).pathname);
  return path.startsWith(webDist) && existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0;
}

/** Production insists on push keys too: a throwaway pair (P-256, as web-push makes them), contact a dummy. */
function benchVapid() {
  const ecdh = createECDH('prime256v1');
  // A private key with leading zero bytes comes out shorter than the 32 bytes VAPID asks for: draw again.
  do ecdh.generateKeys();
  while (ecdh.getPrivateKey().length !== 32);
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
    VAPID_SUBJECT: 'mailto:bench@raktsetu.local',
  };
}

async function startServer(serverPort, dir) {
  // From source through tsx's loader (--entry), or the compiled server as production runs it.
  const command = entry
    ? ['--import', 'tsx', join(root, entry)]
    : ['--enable-source-maps', join(root, 'apps/server/dist/main.js')];
  const child = spawn(process.execPath, command, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      // Production insists on these; this throwaway server signs no real session and sends no e-mail.
      JWT_SECRET: randomBytes(32).toString('hex'),
      APP_URL: `http://127.0.0.1:${serverPort}`,
      SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
      ...benchVapid(),
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before answering.`);
    try {
      if ((await fetch(`http://127.0.0.1:${serverPort}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not answer /api/health within 120 s.');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: found } = probe.address();
      probe.close(() => resolve(found));
    });
  });
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function ms(value) {
  return `${Math.round(value)} ms`;
}

function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
