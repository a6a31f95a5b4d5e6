/**
 * Benchmark: the main read endpoints against a bare Fastify hello-world, in one run on one machine.
 *
 *   npm run bench:api                                  # embedded database in a fresh folder under /tmp
 *   npm run bench:api -- --db postgres                 # BENCH_DATABASE_URL: a schema of its own, dropped after
 *   npm run bench:api -- --seconds 5 --connections 20 --background 5000
 *   npm run bench:api -- --only donor --profile /tmp/profiles   # a CPU profile of the server per endpoint
 *
 * Starts a hello-world server and then RaktSetu in this process (development settings, so no SMTP server is needed; workers on), seeds what the
 * reads need (bench/lib/api-seed.ts), and fires autocannon from a worker thread at each endpoint in turn, printing
 * req/s, p99 latency, non-2xx answers, the ratio to hello-world and (on Linux) the server thread's CPU µs a request,
 * plus the machine (cores, load). Absolute figures are noisy; the ratios and the CPU a request are the point. Not part of `npm test`: speed targets belong here.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { seedReferenceData } from '../apps/server/src/db/seeds/reference-data.ts';
import { createSeededSchema } from '../apps/server/test/support/postgres-schema.ts';
import { profiled } from './lib/api-profile.ts';
import { seedReads } from './lib/api-seed.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'embedded' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    background: { type: 'string', default: '5000' },
    port: { type: 'string', default: '3441' },
    only: { type: 'string' },
    profile: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
if (args.db !== 'embedded' && args.db !== 'postgres') throw new Error('--db must be embedded or postgres');
const databaseUrl = args.db === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined;
if (args.db === 'postgres' && !databaseUrl) {
  console.error(
    'Set BENCH_DATABASE_URL to a PostgreSQL database (postgres://…); the run works in a schema of its own.',
  );
  process.exit(2);
}

interface Figures {
  name: string;
  rps: number;
  /** CPU µs a request of the server's thread (autocannon runs in a worker): steadier than req/s when shared. */
  cpuUs: number | undefined;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * CPU time (µs) this process's main thread has used, from Linux's /proc (clock ticks of 10 ms); undefined elsewhere.
 * The load runs in a worker thread, so this is the server's share alone.
 */
function mainThreadCpuUs(): number | undefined {
  const file = `/proc/self/task/${process.pid}/stat`;
  if (!existsSync(file)) return undefined;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Loads one URL for SECONDS from a worker thread (so the load does not share the server's event loop). */
async function fire(name: string, url: string, headers: Record<string, string> = {}, forwarded = false) {
  // A short warm-up: connections open, statements prepared, caches warm.
  await autocannon({ url, headers, connections: 10, duration: 1, workers: 1 });
  const cpuBefore = mainThreadCpuUs();
  const result = await profiled(args.profile, name, () =>
    autocannon({
      url,
      headers,
      connections: CONNECTIONS,
      duration: SECONDS,
      workers: 1,
      ...(forwarded
        ? { requests: [{ setupRequest: fileURLToPath(new URL('./lib/api-forwarded-for.cjs', import.meta.url)) }] }
        : {}),
    }),
  );
  const cpuAfter = mainThreadCpuUs();
  return {
    name,
    rps: result.requests.average,
    cpuUs:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  } satisfies Figures;
}

async function helloWorld(): Promise<Figures> {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  // Any free port: only RaktSetu takes the one given.
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const address = hello.addresses()[0];
  try {
    return await fire('hello-world (bare Fastify)', `http://127.0.0.1:${address?.port ?? 0}/`);
  } finally {
    await hello.close();
  }
}

/** PostgreSQL: a fresh schema of its own (migrated, reference data loaded), so runs never add to each other. */
async function openDatabase(dataDir: string) {
  if (!databaseUrl) {
    const database = await createDatabase({ dataDir });
    await database.migrate();
    await seedReferenceData(database.db);
    return { database, url: undefined, drop: async () => undefined };
  }
  const isolated = await createSeededSchema(databaseUrl);
  return {
    database: await createDatabase({ databaseUrl: isolated.url, dataDir }),
    url: isolated.url,
    drop: isolated.drop,
  };
}

async function startRaktSetu(dataDir: string) {
  const { database, url, drop } = await openDatabase(dataDir);
  const config = loadConfig({
    // Development: the e-mails go to the built-in mailbox (production insists on an SMTP server); the request
    // path is the same.
    NODE_ENV: 'development',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${PORT}`,
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildApp({ config, database, webRoot: join(dataDir, 'no-web') });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  return { app, database, drop };
}

function print(rows: Figures[], baseline: number) {
  const pad = (s: string, n: number) => s.padEnd(n);
  const num = (n: number, d = 0) => n.toFixed(d).padStart(9);
  console.log(
    `\n${pad('endpoint', 44)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}` +
      `${'non-2xx'.padStart(9)}${'errors'.padStart(9)}${'× hello'.padStart(9)}${'CPU µs'.padStart(9)}`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.name, 44)}${num(r.rps)}${num(r.p50, 1)}${num(r.p99, 1)}${num(r.non2xx)}${num(r.errors)}` +
        `${num(r.rps / baseline, 3)}${r.cpuUs === undefined ? '        -' : num(r.cpuUs)}`,
    );
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  console.log(
    `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`Database: ${args.db}; ${CONNECTIONS} connections, ${SECONDS} s per endpoint.`);
  const results: Figures[] = [await helloWorld()];
  const { app, database, drop } = await startRaktSetu(dataDir);
  try {
    console.log(`Seeding (200 requests around the donor, ${args.background} elsewhere)…`);
    const seeded = await seedReads(app, database.db, Number(args.background));
    const base = `http://127.0.0.1:${PORT}/api`;
    const donor = { authorization: `Bearer ${seeded.donorToken}` };
    const patient = { authorization: `Bearer ${seeded.patientToken}` };
    const targets: Array<[string, string, Record<string, string>, boolean?]> = [
      ['GET /api/health', `${base}/health`, {}],
      ['GET /api/requests (donor, 200 around)', `${base}/requests`, donor],
      [
        'GET /api/requests (donor, 200 around, compressed)',
        `${base}/requests`,
        { ...donor, 'accept-encoding': 'gzip, deflate, br' },
      ],
      ['GET /api/requests (patient, own)', `${base}/requests`, patient],
      ['GET /api/notifications (donor)', `${base}/notifications`, donor],
      ['GET /api/dashboard (donor)', `${base}/dashboard`, donor],
      ['GET /api/public-data/blood-banks (town)', `${base}/public-data/blood-banks?city=Pune&limit=20`, {}, true],
    ];
    for (const [name, url, headers, forwarded] of targets) {
      if (args.only && !name.includes(args.only)) continue;
      results.push(await fire(name, url, headers, forwarded));
    }
  } finally {
    await app.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  print(results, results[0]!.rps);
  console.log(
    `\nLoad after the run: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
