// Starts the product for end-to-end tests: builds it as `npm start` does (the web app with its pre-compressed
// files, the compiled server), then runs the compiled server on a fresh embedded database in its own folder, so
// the tests exercise the production artefact, never touch ./data and never share state with a developer's server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: repoRoot });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'raktsetu-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Rate limits key on the client address; trusting X-Forwarded-For lets a spec that makes many accounts give
  // each its own address (requests.spec.ts), while every other call still counts against 127.0.0.1.
  TRUST_PROXY: 'true',
};
// Bank staff and admins exist only through the staff:add and admin:add commands: make the journeys' staff member
// (find blood) and admin (rewards partners) before the server holds the database.
// (Test support code, so it runs as TypeScript; the server below does not.)
const accounts = spawnSync('npx', ['tsx', 'e2e/support/add-accounts.ts'], { stdio: 'inherit', env, cwd: repoRoot });
if (accounts.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(accounts.status ?? 1);
}
// Started as `npm run serve` starts it (apps/server/serve.sh: the embedded database's memory settings), so the
// journeys run the launcher too.
const server = spawn('sh', [join(repoRoot, 'apps/server/serve.sh')], {
  stdio: 'inherit',
  // serve.sh runs the `node` first on PATH: this one.
  env: { ...env, PATH: `${dirname(process.execPath)}${delimiter}${env.PATH ?? ''}` },
  cwd: repoRoot,
});
const stop = (signal) => {
  server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
