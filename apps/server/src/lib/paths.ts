import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/** Absolute folders the server needs, independent of the directory it was started from. */
export const serverRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const repoRoot = resolve(serverRoot, '../..');
export const migrationsFolder = resolve(serverRoot, 'src/db/migrations');
export const referenceFolder = resolve(serverRoot, 'reference');
export const webDistFolder = resolve(repoRoot, 'apps/web/dist');
