import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * serve.sh (`npm run serve`) starts the server with the memory settings of docs/decisions/0040: on the embedded
 * database only, and never over an operator's own GLIBC_TUNABLES. A stand-in `node` first on PATH prints what it was
 * given, so the script's choices are checked without building or starting the server.
 */
const script = fileURLToPath(new URL('../../serve.sh', import.meta.url));

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fakeNode(): string {
  const dir = mkdtempSync(join(tmpdir(), 'raktsetu-serve-'));
  made.push(dir);
  const node = join(dir, 'node');
  writeFileSync(
    node,
    '#!/bin/sh\necho "tunables=${GLIBC_TUNABLES:-none}"\necho "pid=$$"\nfor a in "$@"; do echo "arg=$a"; done\n',
  );
  chmodSync(node, 0o755);
  return dir;
}

function serve(env: Record<string, string>) {
  const bin = fakeNode();
  const result = spawnSync('sh', ['-c', `echo "shell=$$"; exec sh "${script}" --extra`], {
    env: { PATH: `${bin}:${process.env.PATH ?? ''}`, ...env },
    encoding: 'utf8',
  });
  expect(result.status).toBe(0);
  const lines = result.stdout.trim().split('\n');
  const value = (key: string) => lines.filter((l) => l.startsWith(`${key}=`)).map((l) => l.slice(key.length + 1));
  return { tunables: value('tunables')[0], args: value('arg'), samePid: value('shell')[0] === value('pid')[0] };
}

describe.skipIf(process.platform === 'win32')('serve.sh', () => {
  it('on the embedded database fixes malloc’s mapping line and caps the young generation', () => {
    const { tunables, args } = serve({});
    expect(tunables).toBe('glibc.malloc.mmap_threshold=131072');
    expect(args).toEqual(['--max-semi-space-size=4', script.replace(/serve\.sh$/, 'start.mjs'), '--extra']);
  });

  it('on PostgreSQL adds neither', () => {
    const { tunables, args } = serve({ DATABASE_URL: 'postgres://db.internal/raktsetu' });
    expect(tunables).toBe('none');
    expect(args).toEqual([script.replace(/serve\.sh$/, 'start.mjs'), '--extra']);
  });

  it('counts an empty DATABASE_URL as the embedded database, as the configuration does', () => {
    expect(serve({ DATABASE_URL: '' }).tunables).toBe('glibc.malloc.mmap_threshold=131072');
  });

  it('keeps an operator’s own GLIBC_TUNABLES', () => {
    expect(serve({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }).tunables).toBe('glibc.malloc.arena_max=2');
  });

  it('hands its process to the server, so a supervisor’s signal reaches the server itself', () => {
    expect(serve({}).samePid).toBe(true);
  });
});
