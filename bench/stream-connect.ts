/**
 * Benchmark: opening N live streams (GET /api/events) at once, one per donor, each with its own fresh token and
 * session, on a real server process; no SOS. Prints the wall time, the server's CPU (utime + stime of its process,
 * every thread) and this client's CPU over the connect, per stream, so a slow connect can be told apart from a busy
 * client on the same cores.
 *
 *   npx tsx bench/stream-connect.ts --donors 5000 --db postgres|embedded [--wave 256] [--prof DIR]
 *
 * --prof DIR writes a V8 CPU profile of the server (--cpu-prof) into DIR when it stops. The database is made
 * and dropped as in bench/sos-fanout.ts (BENCH_DATABASE_URL for PostgreSQL). Exits non-zero only when the
 * benchmark itself fails.
 */
import os from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freshTarget, seedTarget, signTokens } from './lib/sos-seed.ts';
import { freePort, readMemory, startServer, type ServerProcess } from './lib/sos-server.ts';
import { openStreams, type StreamSet } from './lib/sos-streams.ts';
import { processCpuMs } from './lib/cpu-usage.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    donors: { type: 'string', default: '5000' },
    db: { type: 'string', default: 'embedded' },
    wave: { type: 'string', default: '256' },
    entry: { type: 'string', default: 'apps/server/src/main.ts' },
    prof: { type: 'string' },
  },
});
const DONORS = Number(args.donors);
const WAVE = Number(args.wave);
const DB = args.db === 'postgres' ? 'postgres' : 'embedded';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://h6:h6@127.0.0.1:5432/h6';
/** A fixed secret, so this process can sign tokens the server accepts; it never leaves the machine. */
const JWT_SECRET = 'bench-stream-connect-secret-not-for-production-use-0123456789';

/** Transactions committed in the server's PostgreSQL database so far (each statement outside one counts one). */
async function commits(databaseUrl: string | undefined): Promise<number> {
  if (!databaseUrl) return NaN;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit::text as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  console.log(`stream connect: ${DONORS} donors, ${DB}, wave ${WAVE}, load ${os.loadavg().map((l) => l.toFixed(2))}`);
  const target = await freshTarget(DB, ADMIN_URL);
  let server: ServerProcess | null = null;
  let set: StreamSet | null = null;
  try {
    const seeded = await seedTarget(target, DONORS, 0);
    const env: Record<string, string> = { ...target.env, JWT_SECRET };
    if (args.prof) {
      // Node refuses --cpu-prof in NODE_OPTIONS; the preload profiles between two SIGUSR2 (the connect only).
      env.NODE_OPTIONS = `--import ${resolve(repoRoot, 'bench/lib/server-profiler.mjs')}`;
      env.BENCH_PROFILE_DIR = resolve(args.prof);
    }
    server = await startServer({ repoRoot, entry: args.entry, port: await freePort(), env, readyTimeoutMs: 300_000 });
    await new Promise((r) => setTimeout(r, 2_000));
    const donors = await signTokens(JWT_SECRET, seeded.donors, 'Donor');
    const commitsBefore = await commits(target.env.DATABASE_URL);
    if (args.prof) process.kill(server.pid, 'SIGUSR2');
    const serverBefore = processCpuMs(server.pid);
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    set = await openStreams(server.baseUrl, donors, WAVE);
    const wallMs = performance.now() - started;
    const serverMs = processCpuMs(server.pid) - serverBefore;
    const client = process.cpuUsage(clientBefore);
    if (args.prof) process.kill(server.pid, 'SIGUSR2');
    const clientMs = (client.user + client.system) / 1000;
    const n = set.streams.length;
    // The statistics reach pg_stat_database within about 0.5 s; the two reads of this benchmark count too.
    await new Promise((r) => setTimeout(r, 1_000));
    const statements = (await commits(target.env.DATABASE_URL)) - commitsBefore - 1;
    console.log(
      `  opened ${n}/${DONORS} in ${Math.round(wallMs)} ms` +
        (set.failed > 0 ? ` (${set.failed} failed; first: ${set.firstFailure})` : '') +
        `; server CPU ${Math.round(serverMs)} ms (${(serverMs / n).toFixed(3)} ms/stream)` +
        `; client CPU ${Math.round(clientMs)} ms (${(clientMs / n).toFixed(3)} ms/stream)` +
        (Number.isNaN(statements) ? '' : `; ~${statements} database transactions`) +
        `; server RSS ${Math.round(readMemory(server.pid)?.rssMb ?? NaN)} MB; load ${os.loadavg()[0]!.toFixed(2)}`,
    );
  } finally {
    set?.closeAll();
    if (args.prof) await new Promise((r) => setTimeout(r, 1_000));
    await server?.stop();
    await target.drop();
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
