import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../config/env.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';
import { maintainEmbedded } from './embedded-maintenance.ts';
import { seedReferenceData, type ReferenceSeedResult } from './seeds/reference-data.ts';

/** Set in the environment of the short-lived process that prepares the embedded database (see openDatabase). */
const PREPARE_FLAG = 'RAKTSETU_PREPARE_EMBEDDED';

const MESSAGE_KIND = 'raktsetu-prepare-embedded';
/** What the child reports; tagged, since a loader in the child (tsx) may use the same channel for its own messages. */
type PrepareMessage = { kind: typeof MESSAGE_KIND } & (
  { ok: true; seeded: ReferenceSeedResult } | { ok: false; message: string }
);

async function migrateAndSeed(database: DatabaseHandle): Promise<ReferenceSeedResult> {
  await database.migrate();
  return seedReferenceData(database.db);
}

/**
 * Opens the database migrated and with its reference data loaded. On PostgreSQL (or a throw-away in-memory
 * database) that happens here. For the embedded database in a folder it happens first in a short-lived copy of
 * this process: creating a new database (initdb), migrating and loading the blood-bank directory and towns grow
 * PGlite's WebAssembly heap to several hundred MB, and such a heap never shrinks, so the server would keep that
 * peak for as long as it runs. The child exits and takes the peak with it; the server then opens a ready folder.
 */
export async function openDatabase(config: Config): Promise<{ database: DatabaseHandle; seeded: ReferenceSeedResult }> {
  if (config.databaseUrl || config.dataDir.startsWith('memory://')) {
    const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    return { database, seeded: await migrateAndSeed(database) };
  }
  const seeded = await prepareInChild();
  const database = await createDatabase({ dataDir: config.dataDir });
  return { database, seeded };
}

/** True in the child that openDatabase starts: main.ts then calls prepareAndExit instead of serving. */
export function isPreparingEmbedded(): boolean {
  return process.env[PREPARE_FLAG] === '1' && typeof process.send === 'function';
}

let preparing: Promise<never> | null = null;

/** The child's whole life: prepare the embedded database, tell the parent how it went, exit. Runs once. */
export function prepareAndExit(config: Config): Promise<never> {
  preparing ??= prepare(config);
  return preparing;
}

async function prepare(config: Config): Promise<never> {
  let message: PrepareMessage;
  try {
    const database = await createDatabase({ dataDir: config.dataDir });
    try {
      const seeded = await migrateAndSeed(database);
      // The freshly loaded tables vacuumed and analyzed here, so the server's first upkeep (ADR 0038) finds little
      // to do and its heap does not grow for it.
      // Nice to have: a failure here must not stop the server from starting (the server's job tries again).
      await maintainEmbedded(database.db, { debug: () => undefined, warn: () => undefined }).catch(() => undefined);
      message = { kind: MESSAGE_KIND, ok: true, seeded };
    } finally {
      await database.close();
    }
  } catch (error) {
    message = { kind: MESSAGE_KIND, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  await new Promise<void>((resolve) => process.send?.(message, () => resolve()) ?? resolve());
  process.exit(message.ok ? 0 : 1);
}

/**
 * Starts the preparing child with the same Node flags (e.g. the tsx loader) and waits for it. From source the child
 * runs this file alone (it needs none of the app); the compiled server is one file, so the child runs that file and
 * main.ts hands it to prepareAndExit before serving anything.
 */
function prepareInChild(): Promise<ReferenceSeedResult> {
  const self = fileURLToPath(import.meta.url);
  const entry = self.endsWith('.ts') ? self : process.argv[1];
  if (!entry) return Promise.reject(new Error('Cannot prepare the embedded database: unknown entry point.'));
  return new Promise((resolve, reject) => {
    const child = fork(entry, process.argv.slice(2), {
      env: { ...process.env, [PREPARE_FLAG]: '1' },
      // The same loader flags, but not a debugger's: its port is the parent's.
      execArgv: process.execArgv.filter((arg) => !arg.startsWith('--inspect')),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: PrepareMessage | null = null;
    child.on('message', (m: Partial<PrepareMessage> | null) => {
      if (m?.kind === MESSAGE_KIND) answer = m as PrepareMessage;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const result = answer as PrepareMessage | null;
      if (result?.ok) resolve(result.seeded);
      else if (result) reject(new Error(result.message));
      else reject(new Error(`Preparing the embedded database stopped (${signal ?? `exit code ${code}`}).`));
    });
  });
}

// Started as the preparing child from source (see prepareInChild): prepare, report, exit.
if (isPreparingEmbedded() && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void prepareAndExit(loadConfig());
}
