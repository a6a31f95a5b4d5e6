import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { seedReferenceData } from '../../src/db/seeds/reference-data.ts';
import { migrationsFolder } from '../../src/lib/paths.ts';

/**
 * On a shared PostgreSQL server every test file gets a schema of its own, built from the same migrations and
 * seed, and dropped when the file is done.
 *
 * Why not share `public`: some tables are global work queues. The outbox worker of every app claims every due
 * row, so with one shared schema an app in another test file (with its own SMTP server, or its clock moved
 * days ahead) would deliver this file's e-mails to the wrong place, and a test reading its own SMTP server
 * would fail at random. One schema per file gives the same isolation as the embedded database per file.
 */
export const SCHEMA_PREFIX = 'test_file_';

export async function openIsolatedPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const isolated = await createSeededSchema(databaseUrl);
  const inner = await createDatabase({ databaseUrl: isolated.url, dataDir: 'memory://' });
  return {
    ...inner,
    // The schema is already migrated; the app never migrates in tests.
    migrate: async () => undefined,
    async close() {
      await inner.close();
      await isolated.drop();
    },
  };
}

export interface SeededSchema {
  schema: string;
  /** DATABASE_URL with `options=-c search_path=<schema>`, so every connection made from it lands in the schema. */
  url: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

/** A new schema, migrated and loaded with the reference data, named so dropLeftoverSchemas can find it later. */
export async function createSeededSchema(databaseUrl: string): Promise<SeededSchema> {
  const schema = `${SCHEMA_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await createMigratedSchema(databaseUrl, schema);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const seeder = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  try {
    await seedReferenceData(seeder.db);
  } finally {
    await seeder.close();
  }
  return {
    schema,
    url: url.toString(),
    async drop() {
      await withClient(databaseUrl, (client) => client.query(`drop schema if exists "${schema}" cascade`));
    },
  };
}

/** Drops schemas left behind by test runs that were killed before they could clean up. */
export async function dropLeftoverSchemas(databaseUrl: string, olderThanMs: number): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ nspname: string }>('select nspname from pg_namespace where nspname like $1', [
      `${SCHEMA_PREFIX}%`,
    ]);
    for (const { nspname } of rows) {
      const createdMs = parseInt(nspname.slice(SCHEMA_PREFIX.length).split('_')[0] ?? '', 36);
      if (Number.isFinite(createdMs) && Date.now() - createdMs > olderThanMs) {
        await client.query(`drop schema if exists "${nspname}" cascade`);
      }
    }
  });
}

async function createMigratedSchema(databaseUrl: string, schema: string): Promise<void> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    await client.query(`create schema "${schema}"`);
    await client.query(`set local search_path to "${schema}"`);
    for (const { tag } of journal.entries) {
      const sqlText = readFileSync(join(migrationsFolder, `${tag}.sql`), 'utf8');
      // drizzle-kit writes foreign keys as "public"."table"; point them at this file's schema.
      const statements = sqlText
        .replaceAll('"public".', `"${schema}".`)
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const statement of statements) await client.query(statement);
    }
    await client.query('commit');
  });
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
