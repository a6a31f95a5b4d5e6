import { join } from 'node:path';
import { serverRoot } from '../../src/lib/paths.ts';

export const snapshotFile = join(serverRoot, '../../.test-output/pglite-snapshot.tar.gz');
