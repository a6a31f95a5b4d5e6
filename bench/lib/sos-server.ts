/**
 * The server under test, as a child process of the benchmark: started from the source (or a built entry), asked
 * for its health until it answers, measured through /proc/<pid>/status, and stopped with SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { delimiter, dirname } from 'node:path';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** ms from spawn until /api/health answered 200. */
  readyMs: number;
  /** The last lines the server printed (for a failure message). */
  tail(): string;
  /** Resolves with the exit code when the process has ended. */
  exited: Promise<number | null>;
  alive(): boolean;
  stop(): Promise<void>;
}

export interface MemoryReading {
  /** Resident set now, MB. */
  rssMb: number;
  /** Highest resident set since the process started, MB. */
  hwmMb: number;
}

/** VmRSS and VmHWM of a process (Linux), in MB; null when it is gone or /proc is not there. */
export function readMemory(pid: number): MemoryReading | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A .ts entry runs through tsx, a .sh launcher (apps/server/serve.sh, what `npm start` runs) through sh, a .js as it is. */
function launch(entry: string): [string, string[]] {
  if (entry.endsWith('.ts')) return [process.execPath, ['--import', 'tsx', entry]];
  if (entry.endsWith('.sh')) return ['sh', [entry]];
  return [process.execPath, [entry]];
}

/**
 * Starts `entry` (a .ts file runs through tsx, a .js file as it is) with the given environment on top of a clean
 * test configuration, and waits until it answers GET /api/health (up to `readyTimeoutMs`).
 */
export async function startServer(opts: {
  repoRoot: string;
  entry: string;
  port: number;
  env: Record<string, string>;
  readyTimeoutMs: number;
}): Promise<ServerProcess> {
  const [command, args] = launch(opts.entry);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: opts.repoRoot,
    env: {
      // serve.sh runs the `node` first on PATH: the one running this benchmark, as .js entries do.
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const tail = () => lines.join('\n');

  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + opts.readyTimeoutMs;
  while (!(await healthy(baseUrl))) {
    if (gone) throw new Error(`The server exited before it was ready:\n${tail()}`);
    if (Date.now() > deadline) {
      await stopChild(child, exited);
      throw new Error(`The server did not answer /api/health within ${opts.readyTimeoutMs} ms:\n${tail()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const readyMs = performance.now() - started;
  return {
    pid: child.pid ?? 0,
    baseUrl,
    readyMs,
    tail,
    exited,
    alive: () => !gone,
    stop: () => stopChild(child, exited),
  };
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** SIGTERM (the server closes its streams and database), then SIGKILL after 15 s. Only this child is touched. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
