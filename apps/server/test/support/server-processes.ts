import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../src/db/client.ts';
import { serverRoot } from '../../src/lib/paths.ts';
import { createSeededSchema } from './postgres-schema.ts';

/**
 * Real server processes (`node --import tsx src/main.ts`) sharing one PostgreSQL schema, the way N servers run
 * behind a load balancer. Each gets its own port and DATA_DIR; they share the database, JWT_SECRET and APP_URL,
 * so a session made on one is good on the others. Needs DATABASE_URL (the embedded database is one process).
 */
export interface ServerProcesses {
  /** Base URL of each process, e.g. `http://127.0.0.1:41234`; call `${urls[0]}/api/...`. */
  urls: string[];
  /** The schema's URL (search_path set), for a test that reads or writes the tables directly. */
  databaseUrl: string;
  /** Stops every process (SIGTERM, then SIGKILL after a few seconds) and drops the schema. */
  stop(): Promise<void>;
}

export interface ServerProcessesOptions {
  count: number;
  /** Extra environment for every process, e.g. `{ SMTP_URL: ... }`; overrides the defaults below. */
  env?: Record<string, string>;
  /** The PostgreSQL server; defaults to process.env.DATABASE_URL. */
  databaseUrl?: string;
  /** How long to wait for each process to answer /api/health (ms). */
  startTimeoutMs?: number;
}

export const SHARED_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const SHARED_APP_URL = 'http://localhost:3999';

export async function startServerProcesses(options: ServerProcessesOptions): Promise<ServerProcesses> {
  const baseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('startServerProcesses needs DATABASE_URL: the embedded database is one process');
  // main.ts migrates at start; with the migrations journal up to date that is a no-op, so it never runs the
  // migrations again inside the schema (global setup does this too; repeated here for use outside vitest).
  const base = await createDatabase({ databaseUrl: baseUrl, dataDir: 'memory://' });
  try {
    await base.migrate();
  } finally {
    await base.close();
  }
  const seeded = await createSeededSchema(baseUrl);
  const dataRoot = mkdtempSync(join(tmpdir(), 'raktsetu-procs-'));
  const children: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => child.stop()));
    await seeded.drop().catch(() => undefined);
    rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < options.count; i++) {
      const port = await freePort();
      children.push(
        startOne(port, {
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: seeded.url,
          DATA_DIR: join(dataRoot, `server-${i}`),
          JWT_SECRET: SHARED_JWT_SECRET,
          APP_URL: SHARED_APP_URL,
          LOG_LEVEL: 'silent',
          ...options.env,
        }),
      );
    }
    await Promise.all(children.map((child) => child.ready(options.startTimeoutMs ?? 30_000)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls: children.map((c) => c.url), databaseUrl: seeded.url, stop };
}

interface RunningServer {
  url: string;
  ready(timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A test run that ends without stop() (a crash, a timeout) must not leave servers holding ports.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function startOne(port: number, env: Record<string, string>): RunningServer {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env, INIT_CWD: serverRoot },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));

  return {
    url,
    async ready(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) {
          throw new Error(`server on port ${port} exited with ${child.exitCode}:\n${output}`);
        }
        if (await answersHealth(url)) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server on port ${port} did not answer /api/health in ${timeoutMs} ms:\n${output}`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** A port nobody listens on right now (the OS picks it); the server binds it a moment later. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
