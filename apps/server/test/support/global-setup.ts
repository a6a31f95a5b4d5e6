import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createDatabase } from '../../src/db/client.ts';
import { seedReferenceData } from '../../src/db/seeds/reference-data.ts';
import { snapshotFile } from './paths.ts';

/**
 * Migrates and seeds once. On PostgreSQL (DATABASE_URL) the server keeps the result; on the embedded
 * database a compressed dump is written that every test file loads into its own in-memory instance.
 */
export default async function setup() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await createDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    if (!databaseUrl && database.dump) {
      const blob = await database.dump();
      mkdirSync(dirname(snapshotFile), { recursive: true });
      writeFileSync(snapshotFile, Buffer.from(await blob.arrayBuffer()));
    }
  } finally {
    await database.close();
  }
}
