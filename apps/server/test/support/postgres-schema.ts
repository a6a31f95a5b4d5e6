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
/** The run's template schema (global setup): it lives as long as the run, so it is a leftover only much later. */
export const TEMPLATE_PREFIX = 'test_template_';

/** How old a schema of each kind must be before another run takes it for a killed run's leftover. */
const LEFTOVER_AFTER_MS = { [SCHEMA_PREFIX]: 60 * 60 * 1000, [TEMPLATE_PREFIX]: 24 * 60 * 60 * 1000 };

/**
 * Names a schema migrated and seeded once per run (global setup). Loading the reference data (thousands of blood
 * banks and towns, parsed and upserted in batches) took seconds per test file; copying the template's rows is one
 * statement per table inside the server. Without it (outside vitest, e.g. bench/) each schema is seeded itself.
 */
export const TEMPLATE_SCHEMA_ENV = 'RAKTSETU_TEST_TEMPLATE_SCHEMA';

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
export async function createSeededSchema(
  databaseUrl: string,
  prefix: keyof typeof LEFTOVER_AFTER_MS = SCHEMA_PREFIX,
): Promise<SeededSchema> {
  const schema = `${prefix}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await createMigratedSchema(databaseUrl, schema);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const template = process.env[TEMPLATE_SCHEMA_ENV];
  if (template) {
    await withClient(databaseUrl, (client) => copyRows(client, template, schema));
  } else {
    const seeder = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    try {
      await seedReferenceData(seeder.db);
    } finally {
      await seeder.close();
    }
  }
  return {
    schema,
    url: url.toString(),
    async drop() {
      await withClient(databaseUrl, (client) => client.query(`drop schema if exists "${schema}" cascade`));
    },
  };
}

/**
 * Drops schemas left behind by test runs that were killed before they could clean up: a test file's schema after
 * an hour (no file takes that long), a run's template after a day (it lives as long as its run).
 */
export async function dropLeftoverSchemas(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    for (const [prefix, olderThanMs] of Object.entries(LEFTOVER_AFTER_MS)) {
      const { rows } = await client.query<{ nspname: string }>(
        'select nspname from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { nspname } of rows) {
        const createdMs = parseInt(nspname.slice(prefix.length).split('_')[0] ?? '', 36);
        if (Number.isFinite(createdMs) && Date.now() - createdMs > olderThanMs) {
          await client.query(`drop schema if exists "${nspname}" cascade`);
        }
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
      // One round trip per migration file, not per statement (~200 in all, for every test file); the simple
      // query protocol runs them in order, and the transaction above still makes the schema all or nothing.
      await client.query(statements.join(';\n'));
    }
    await client.query('commit');
  });
}

/**
 * Every row of every table of `from` into the same table of `to` (same migrations, so the same columns in the
 * same order), parents before children for the foreign keys, then each sequence set to where it stood.
 */
async function copyRows(client: pg.Client, from: string, to: string): Promise<void> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'r' order by c.relname`,
    [from],
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select ch.relname as child, pa.relname as parent from pg_constraint k
       join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
       join pg_namespace n on n.oid = ch.relnamespace
      where k.contype = 'f' and n.nspname = $1 and ch.oid <> pa.oid`,
    [from],
  );
  const { rows: sequences } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'S'`,
    [from],
  );
  const q = (schema: string, name: string) => `"${schema}"."${name.replace(/"/g, '""')}"`;
  const copies = parentsFirst(
    tables.map((t) => t.name),
    edges,
  ).map((name) => `insert into ${q(to, name)} overriding system value select * from ${q(from, name)}`);
  const setvals = sequences.map(
    ({ name }) => `select setval('${q(to, name).replace(/'/g, "''")}', last_value, is_called) from ${q(from, name)}`,
  );
  await client.query(['begin', ...copies, ...setvals, 'commit'].join(';\n'));
}

/** The tables ordered so that every table comes after the tables its foreign keys point at. */
function parentsFirst(tables: string[], edges: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const { parent } of edges.filter((e) => e.child === name)) visit(parent, path);
    ordered.push(name);
  };
  for (const name of tables) visit(name, new Set());
  return ordered;
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
