#!/usr/bin/env node
// The API fuzz test with many more cases than CI runs, and a fresh seed each time unless one is given:
//   npm run fuzz                                  3000 cases, random seed
//   FUZZ_RUNS=20000 FUZZ_SEED=123 npm run fuzz    a chosen size, or a failure repeated exactly
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

const root = new URL('..', import.meta.url).pathname;
const runs = process.env.FUZZ_RUNS ?? '3000';
const seed = process.env.FUZZ_SEED ?? String(randomInt(1, 2 ** 31 - 1));
console.log(`fuzz: ${runs} runs, seed ${seed} — repeat with FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz`);
const result = spawnSync('npx', ['vitest', 'run', '--root', 'apps/server', 'test/api/fuzz.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
console.log(`fuzz: seed ${seed}, ${result.status === 0 ? 'no failure' : 'FAILED'}`);
process.exit(result.status ?? 1);
