// Starts the product for end-to-end tests: builds the web app, then runs the server on a fresh embedded
// database in its own folder, so tests never touch ./data and never share state with a developer's server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { stdio: 'inherit' });
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
const accounts = spawnSync('npx', ['tsx', 'e2e/support/add-accounts.ts'], { stdio: 'inherit', env });
if (accounts.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(accounts.status ?? 1);
}
const server = spawn('npm', ['run', 'start', '--workspace', 'apps/server'], { stdio: 'inherit', env });
const stop = (signal) => {
  server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
