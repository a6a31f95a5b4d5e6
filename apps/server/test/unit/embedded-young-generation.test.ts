import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Starting a worker thread puts V8's flags back to their defaults, which let the young generation of every thread
 * grow to 32 MB again (docs/decisions/0030-embedded-database-worker.md, "Memory"). The embedded database's proxy
 * sets the flag again once its worker runs. A fresh process, as the server is: the test runner's own heap has
 * long grown.
 */
const child = `
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
const youngMb = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 1048576;
setFlagsFromString('--semi-space-growth-factor=1');
const { EmbeddedProxy } = await import(${JSON.stringify(new URL('../../src/db/embedded-proxy.ts', import.meta.url).href)});
const { PGlite } = await import('@electric-sql/pglite');
const proxy = await EmbeddedProxy.start({ dataDir: 'memory://', startParams: PGlite.defaultStartParams });
// Objects that survive their first collections: what makes V8 grow the young generation.
const kept = [];
for (let i = 0; i < 3e6; i++) if (i % 3 === 0) kept.push({ i, text: 'row ' + i });
console.log(JSON.stringify({ kept: kept.length, youngMb: youngMb() }));
await proxy.close();
`;

describe('the young generation with the embedded database worker running', () => {
  it('stays at its first size in the main thread', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { kept: number; youngMb: number };
    expect(result.kept).toBe(1e6);
    expect(result.youngMb).toBeLessThanOrEqual(4);
  }, 60_000);
});
