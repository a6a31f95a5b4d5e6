import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createDatabase } from '../../src/db/client.ts';
import { seedReferenceData } from '../../src/db/seeds/reference-data.ts';
import { snapshotFile } from './paths.ts';
import { dropLeftoverSchemas } from './postgres-schema.ts';

/**
 * Migrates and seeds once. On PostgreSQL (DATABASE_URL) the server keeps the result (and each test file then
 * builds a schema of its own, see postgres-schema.ts); on the embedded database a compressed dump is written
 * that every test file loads into its own in-memory instance.
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
  // Schemas of runs that were killed; an hour old is surely not a run still going on.
  if (databaseUrl) await dropLeftoverSchemas(databaseUrl, 60 * 60 * 1000);
}
