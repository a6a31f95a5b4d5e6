import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const here = fileURLToPath(import.meta.url);

/**
 * True when this code runs from the compiled server (apps/server/dist/<entry>.js, built by apps/server/build.mjs,
 * one flat file per entry point), false when it runs as TypeScript from src/ (development, tests, benchmarks).
 */
export const runsCompiled = !here.endsWith('.ts');

/** Absolute folders the server needs, independent of the directory it was started from. */
export const serverRoot = resolve(dirname(here), runsCompiled ? '..' : '../..');
export const repoRoot = resolve(serverRoot, '../..');
/** The build copies the migrations into dist/, so the compiled server reads nothing from src/. */
export const migrationsFolder = runsCompiled
  ? resolve(serverRoot, 'dist/migrations')
  : resolve(serverRoot, 'src/db/migrations');
export const referenceFolder = resolve(serverRoot, 'reference');
export const webDistFolder = resolve(repoRoot, 'apps/web/dist');
