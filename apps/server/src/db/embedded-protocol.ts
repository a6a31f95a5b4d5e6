/**
 * The messages between the server's main thread and the worker thread that runs the embedded database (PGlite)
 * — see docs/decisions/0030-embedded-database-worker.md. Only plain data crosses: SQL, parameters, rows, and
 * errors reduced to their fields.
 */

export interface WorkerStart {
  /** 'memory://' or the folder of the database files (the data-folder lock stays with the main thread). */
  dataDir: string;
  startParams: string[];
  /** A dump to start an in-memory database from (transferred, not copied). */
  snapshot?: ArrayBuffer;
}

export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types whose text is returned as is (Drizzle's parsers for them are identity functions). */
      rawTypes: number[];
      /** The open transaction the query belongs to; none = its own statement. */
      tx?: number;
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  /** PGlite's LISTEN: the worker then sends a WorkerNotification per NOTIFY on the channel. */
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; listener: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  /** Sent once, when the database is open (or failed to open: then as an error with id 0). */
  | { id: 0; ok: true; value: 'ready' };

/** A NOTIFY on a channel listened to: `listener` is the id of the 'listen' request. */
export interface WorkerNotification {
  notification: number;
  payload: string;
}

export interface SerializedError {
  name: string;
  message: string;
  /** PostgreSQL's fields (code, constraint, detail, severity…): what lib/db-errors.ts and lib/safe-error.ts read. */
  fields: Record<string, string | number | boolean>;
}

/**
 * Keeps an error's own fields that are plain values. PGlite attaches the query's parameters and options to its
 * errors: the options hold functions (which cannot cross threads) and the parameters personal data, so both stay.
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'queryOptions') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  // The stack is the main thread's, where the query was asked: the worker's only shows PGlite's internals.
  return { name: error.name, message: error.message, fields };
}

/** An error raised in the database worker, with PostgreSQL's fields (code, constraint…) back on it. */
export class EmbeddedDatabaseError extends Error {
  [field: string]: unknown;
  constructor(serialized: SerializedError) {
    super(serialized.message);
    this.name = serialized.name;
    Object.assign(this, serialized.fields);
  }
}
