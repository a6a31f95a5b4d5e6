import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../src/lib/paths.ts';

/**
 * The real entry point as an operator runs it: start on the embedded database, answer, refuse a second server
 * on the same data folder, and stop cleanly on SIGTERM.
 */
describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'raktsetu-life-'));
  const port = 3400 + Math.floor(Math.random() * 500);
  const started: ChildProcess[] = [];

  function start(extraEnv: Record<string, string> = {}) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    started.push(child);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  afterAll(() => {
    for (const c of started) if (c.exitCode === null) c.kill('SIGKILL');
  });

  it('starts on an empty folder, refuses a second server there, and shuts down gracefully', async () => {
    const first = start();
    let healthy = false;
    for (let i = 0; i < 120 && !healthy; i++) {
      await sleep(250);
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
    }
    expect(healthy, first.output()).toBe(true);
    expect(first.output()).toContain(`RaktSetu is running at`);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(true);

    const second = start({ PORT: String(port + 1) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another RaktSetu server');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
  }, 60_000);

  it('stops at once with every bad setting listed', async () => {
    const bad = start({ PORT: 'eighty', LOG_LEVEL: 'chatty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
    expect(bad.output()).toMatch(/LOG_LEVEL/);
  }, 30_000);
});
