import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createDatabase } from '../../src/db/client.ts';
import { seedReferenceData } from '../../src/db/seeds/reference-data.ts';
import { snapshotFile } from './paths.ts';
import { createSeededSchema, dropLeftoverSchemas, TEMPLATE_PREFIX, TEMPLATE_SCHEMA_ENV } from './postgres-schema.ts';

/**
 * Migrates and seeds once. On PostgreSQL (DATABASE_URL) the server keeps the result, plus one seeded template
 * schema that each test file's own schema copies its rows from (see postgres-schema.ts); on the embedded database
 * a compressed dump is written that every test file loads into its own in-memory instance.
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
      // Written aside and renamed into place: another test run in this checkout may be loading the snapshot
      // while this one starts, and must read a whole file (the old or the new), never half of one.
      const partial = `${snapshotFile}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
      renameSync(partial, snapshotFile);
    }
  } finally {
    await database.close();
  }
  if (!databaseUrl) return undefined;
  // Schemas of runs that were killed (postgres-schema.ts says how old is surely not a run still going on).
  await dropLeftoverSchemas(databaseUrl);
  // The test files run in child processes started after this, which inherit the variable.
  const template = await createSeededSchema(databaseUrl, TEMPLATE_PREFIX);
  process.env[TEMPLATE_SCHEMA_ENV] = template.schema;
  return async () => {
    delete process.env[TEMPLATE_SCHEMA_ENV];
    await template.drop();
  };
}
