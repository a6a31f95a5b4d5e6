/**
 * Benchmark: how fast an SOS reaches N connected donors, end to end, on a real server process.
 *
 *   npm run bench:sos -- --donors 10000 --db postgres|embedded [--rounds 3]
 *
 * Makes a fresh database (embedded: a new DATA_DIR under the temp folder; PostgreSQL: a new database next to
 * BENCH_DATABASE_URL, default postgres://h6:h6@127.0.0.1:5432/h6, whose role needs CREATEDB), inserts N available,
 * eligible donors of every group within 12 km of one point and a patient per round, starts the server
 * (NODE_ENV=test, LOG_LEVEL=warn), opens every donor's live stream (GET /api/events), then per round posts an
 * SOS as a new patient and notes when each donor's request_alert arrives. Prints p50/p95/p99/max arrival, who got
 * exactly one alert, the time to open the streams, the worst GET /api/health wait during the fan-out (probed every
 * 100 ms) and the worst wait of a signed-in read of the database (GET /api/notifications as a donor, same pace),
 * the server's memory (VmRSS/VmHWM) and the machine's load. Exits non-zero only when the benchmark
 * itself fails, never for a missed goal. Options:
 *   --donors N (10000)  --db embedded|postgres (embedded)  --rounds R (1)  --wave W (256 streams opening at once)
 *   --timeout S (180 s per round)  --entry FILE (apps/server/src/main.ts; a built .js entry runs without tsx; apps/server/serve.sh is what `npm start` runs)
 *   --port P (a free one)  --json FILE (write the figures)  --keep (keep the database or folder)
 *   --prof DIR (a V8 CPU profile of the server over the first round's fan-out, written into DIR)
 * Each stream costs the benchmark and the server one file descriptor: `ulimit -n` must exceed N plus a margin.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import os from 'node:os';
import pg from 'pg';
import { startProbe } from './lib/sos-probe.ts';
import { machine, medianFigures, printRound, printSummary, roundFigures, type RoundFigures } from './lib/sos-report.ts';
import { freshTarget, PATIENT_GROUP_ID, seedTarget, signTokens, SOS_POINT, type BenchUser } from './lib/sos-seed.ts';
import { freePort, readMemory, startServer, type ServerProcess } from './lib/sos-server.ts';
import { openStreams, type StreamSet } from './lib/sos-streams.ts';
import { startCpuCount } from './lib/cpu-usage.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    donors: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'embedded' },
    rounds: { type: 'string', default: '1' },
    wave: { type: 'string', default: '256' },
    timeout: { type: 'string', default: '180' },
    entry: { type: 'string', default: 'apps/server/src/main.ts' },
    port: { type: 'string' },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
    prof: { type: 'string' },
  },
});

const DONORS = positive('donors', args.donors);
const ROUNDS = positive('rounds', args.rounds);
const WAVE = positive('wave', args.wave);
const TIMEOUT_MS = positive('timeout', args.timeout) * 1000;
const DB: 'postgres' | 'embedded' =
  args.db === 'postgres' || args.db === 'embedded' ? args.db : fail('--db must be postgres or embedded');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://h6:h6@127.0.0.1:5432/h6';
/** A fixed secret, so this process can sign tokens the server accepts; it never leaves the machine. */
const JWT_SECRET = 'bench-sos-fanout-secret-not-for-production-use-0123456789';
/**
 * After the first alert, this long without a new one while the server answers its health probes ends the round
 * (some donors were never alerted).
 */
const QUIET_MS = 30_000;
/** Wait after the last expected alert, to catch duplicates. */
const SETTLE_MS = 2_000;

function positive(name: string, raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fail(`--${name} must be a positive whole number`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** Set once the first round's profile was asked for (--prof): later rounds run unprofiled. */
let profiled = false;

const sleep = (msDelay: number) => new Promise((r) => setTimeout(r, msDelay));

/** Longest wait for the outbox to empty before a round (ms). */
const DRAIN_TIMEOUT_MS = 120_000;

/**
 * Waits until the server's outbox has nothing due (GET /api/health's outbox_due, in two different readings of the
 * database: the probe may answer a cached one): each SOS queues an e-mail per donor, and without this wait a
 * round's alerts would share the database with the previous round's 10,000 e-mails still being sent. Returns how
 * long it waited (ms).
 */
async function outboxDrained(baseUrl: string): Promise<number> {
  const started = performance.now();
  const emptyReadings = new Set<string>();
  while (emptyReadings.size < 2) {
    if (performance.now() - started > DRAIN_TIMEOUT_MS) {
      throw new Error(`The outbox still had items due after ${DRAIN_TIMEOUT_MS / 1000} s.`);
    }
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
    const body = (await res.json()) as { data?: { outbox_due?: number | null; checked_at?: string } };
    if (body.data?.outbox_due !== 0) emptyReadings.clear();
    else emptyReadings.add(body.data.checked_at ?? String(performance.now()));
    await sleep(1_000);
  }
  return performance.now() - started;
}

/**
 * On PostgreSQL, vacuums and analyzes the bench database once the outbox is drained: autovacuum would do so within
 * a minute of the last round's 10,000 notices and e-mails, and a round it happens to share the CPU with doubled its
 * database time per alert (105–116 against 216–222 µs). Embedded, the server's own upkeep does it (ADR 0038).
 * Returns how long it took (ms).
 */
async function vacuumed(databaseUrl: string): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
  } finally {
    await client.end();
  }
  return performance.now() - started;
}

/** Posts an SOS as `patient`; returns the new request's id and how long the answer took. */
async function postSos(
  baseUrl: string,
  patient: BenchUser,
): Promise<{ requestId: string; sentAt: number; postMs: number }> {
  const sentAt = performance.now();
  const res = await fetch(`${baseUrl}/api/requests`, {
    method: 'POST',
    headers: { authorization: `Bearer ${patient.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      blood_group_id: PATIENT_GROUP_ID,
      component_id: 2,
      units_required: 2,
      urgency: 'SOS',
      hospital_name: 'Bench General Hospital',
      ...SOS_POINT,
    }),
  });
  const body = (await res.json()) as { data?: { request_id?: string }; message?: string };
  const postMs = performance.now() - sentAt;
  if (res.status !== 201 || !body.data?.request_id) {
    throw new Error(`POST /api/requests answered ${res.status}: ${body.message ?? JSON.stringify(body)}`);
  }
  return { requestId: body.data.request_id, sentAt, postMs };
}

/** One SOS: post it, wait until every open stream has its alert (or time runs out), then a little longer. */
async function runRound(
  server: ServerProcess,
  set: StreamSet,
  patient: BenchUser,
  reader: BenchUser,
  databaseUrl: string | undefined,
): Promise<RoundFigures> {
  const roundStart = performance.now();
  const cpu = await startCpuCount(server.pid, databaseUrl);
  const profiling = args.prof !== undefined && !profiled;
  if (profiling) process.kill(server.pid, 'SIGUSR2');
  const probe = startProbe(server.baseUrl, server.pid, 100, reader.token);
  const { requestId, sentAt, postMs } = await postSos(server.baseUrl, patient);
  const expected = set.streams.length;
  let last = set.alertedCount(requestId);
  let lastChange = performance.now();
  while (set.alertedCount(requestId) < expected) {
    if (!server.alive()) throw new Error(`The server exited during the fan-out:\n${server.tail()}`);
    const now = performance.now();
    const count = set.alertedCount(requestId);
    if (count !== last) [last, lastChange] = [count, now];
    // Quiet only counts while the server answers: a stalled server may still be writing the next batch.
    const quiet = count > 0 && now - lastChange > QUIET_MS && probe.stalledMs() < 1_000;
    if (now - sentAt > TIMEOUT_MS || quiet) {
      const why = quiet ? `${QUIET_MS / 1000} s without a new alert` : `the ${TIMEOUT_MS / 1000} s timeout`;
      console.log(`  round ended by ${why} with ${count}/${expected} streams alerted`);
      break;
    }
    await sleep(10);
  }
  // Counted before the settle wait, so the figure is the fan-out's (plus the probes' few reads).
  const spent = await cpu.stop();
  if (profiling) {
    process.kill(server.pid, 'SIGUSR2');
    profiled = true;
  }
  await sleep(SETTLE_MS);
  const probed = probe.stop();
  const rssAfterMb = readMemory(server.pid)?.rssMb ?? NaN;
  return roundFigures(set.streams, requestId, sentAt, postMs, probed, rssAfterMb, roundStart, spent);
}

/** The preload that profiles between two SIGUSR2 (bench/lib/server-profiler.mjs), with --prof only. */
function profilerEnv(): Record<string, string> {
  if (args.prof === undefined) return {};
  return {
    NODE_OPTIONS: `--import ${resolve(repoRoot, 'bench/lib/server-profiler.mjs')}`,
    BENCH_PROFILE_DIR: resolve(args.prof),
    BENCH_PROFILE_NAME: 'sos',
  };
}

async function main(): Promise<void> {
  const machineBefore = machine();
  console.log(`SOS fan-out benchmark: ${DONORS} donors, ${DB}, ${ROUNDS} round(s)`);
  const target = await freshTarget(DB, ADMIN_URL);
  console.log(`  database: ${target.describe}`);
  let server: ServerProcess | null = null;
  let set: StreamSet | null = null;
  try {
    const seedStart = performance.now();
    const seeded = await seedTarget(target, DONORS, ROUNDS);
    console.log(
      `  seeded ${seeded.donors.length} donors and ${seeded.patients.length} patients in ${Math.round(performance.now() - seedStart)} ms`,
    );
    const port = args.port ? positive('port', args.port) : await freePort();
    server = await startServer({
      repoRoot,
      entry: args.entry,
      port,
      env: { ...target.env, JWT_SECRET, ...profilerEnv() },
      readyTimeoutMs: 300_000,
    });
    console.log(`  server pid ${server.pid} ready in ${Math.round(server.readyMs)} ms on port ${port}`);
    await sleep(2_000);
    const idle = readMemory(server.pid);

    const donors = await signTokens(JWT_SECRET, seeded.donors, 'Donor');
    const patients = await signTokens(JWT_SECRET, seeded.patients, 'Patient');
    set = await openStreams(server.baseUrl, donors, WAVE);
    console.log(
      `  opened ${set.streams.length}/${DONORS} streams in ${Math.round(set.connectMs)} ms` +
        (set.failed > 0 ? ` (${set.failed} failed; first: ${set.firstFailure})` : ''),
    );
    if (set.streams.length === 0) throw new Error('No stream opened.');
    const connected = readMemory(server.pid);

    const rounds: RoundFigures[] = [];
    for (const [i, patient] of patients.entries()) {
      const waited = await outboxDrained(server.baseUrl);
      const url = target.env.DATABASE_URL;
      const vacuumMs = url && i > 0 ? await vacuumed(url) : 0;
      if (i > 0)
        console.log(
          `  waited ${(waited / 1000).toFixed(1)} s for the outbox to send the last round's e-mails` +
            (url ? `, then ${Math.round(vacuumMs)} ms for VACUUM (ANALYZE)` : ''),
        );
      // Another user meanwhile: the first donor reading their notices.
      const figures = await runRound(server, set, patient, donors[0]!, target.env.DATABASE_URL);
      rounds.push(figures);
      printRound(i + 1, figures, set.streams.length);
    }
    const end = readMemory(server.pid);
    const summary = {
      db: DB,
      donors: DONORS,
      rounds,
      median: medianFigures(rounds),
      connectMs: set.connectMs,
      streamsFailed: set.failed,
      memory: {
        startMs: server.readyMs,
        idleRssMb: idle?.rssMb ?? NaN,
        startPeakMb: idle?.hwmMb ?? NaN,
        connectedRssMb: connected?.rssMb ?? NaN,
        endHwmMb: end?.hwmMb ?? NaN,
      },
      machineBefore,
      loadavgAfter: os.loadavg(),
    };
    printSummary(summary);
    if (args.json) writeFileSync(args.json, JSON.stringify(summary, null, 2));
  } finally {
    set?.closeAll();
    await server?.stop();
    if (args.keep) console.log(`  kept: ${target.describe}`);
    else await target.drop();
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
