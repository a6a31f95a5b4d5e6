/**
 * Runs inside a worker thread: opens PGlite and answers the main thread's messages (db/embedded-protocol.ts).
 * PGlite's WebAssembly runs here, so a long statement no longer holds the thread that serves HTTP
 * (docs/decisions/0030-embedded-database-worker.md).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import {
  serializeError,
  type WorkerNotification,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStart,
} from './embedded-protocol.ts';

const port = parentPort;
if (!port) throw new Error('embedded-worker.ts runs only as a worker thread (see db/embedded-proxy.ts).');

interface OpenTransaction {
  tx: Transaction;
  /** Settles the callback PGlite runs the transaction in: resolve commits, reject rolls back. */
  finish: (commit: boolean) => void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<void>;
}

const rolledBack = Symbol('rolled back');
/** Open LISTENs by the id of the request that opened them: how to stop each. */
const listeners = new Map<number, () => Promise<void>>();
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** One identity-parser map per set of types: Drizzle asks for the same set on every query. */
const parserCache = new Map<string, ParserOptions>();
function parsersFor(rawTypes: number[]): ParserOptions {
  const key = rawTypes.join(',');
  let parsers = parserCache.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((type) => [type, (value: string) => value]));
    parserCache.set(key, parsers);
  }
  return parsers;
}

async function open(start: WorkerStart): Promise<PGlite> {
  const options: PGliteOptions = { startParams: start.startParams };
  if (start.snapshot) options.loadDataDir = new Blob([start.snapshot]);
  const pg = new PGlite(start.dataDir, options);
  await pg.waitReady;
  return pg;
}

/** Opens a transaction and keeps PGlite's exclusive hold on it until the main thread sends 'end'. */
function begin(pg: PGlite): Promise<number> {
  const id = nextTransaction++;
  return new Promise<number>((started, failed) => {
    let entered = false;
    const done: Promise<void> = pg.transaction(async (tx) => {
      entered = true;
      await new Promise<void>((resolve, reject) => {
        transactions.set(id, { tx, finish: (commit) => (commit ? resolve() : reject(rolledBack)), done });
        started(id);
      });
    });
    done.catch((error: unknown) => {
      // BEGIN itself failed: the caller hears of it here; any later failure is reported by 'end'.
      if (!entered) failed(error);
    });
  });
}

async function end(id: number, commit: boolean): Promise<null> {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id} in the embedded database.`);
  transactions.delete(id);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  return null;
}

async function run(pg: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`No open transaction ${request.tx} in the embedded database.`);
      return target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.rawTypes),
      });
    }
    case 'begin':
      return begin(pg);
    case 'end':
      return end(request.tx, request.commit);
    case 'listen': {
      const { id } = request;
      const notify = (payload: string) => port!.postMessage({ notification: id, payload } satisfies WorkerNotification);
      listeners.set(id, await pg.listen(request.channel, notify));
      return id;
    }
    case 'unlisten': {
      const unlisten = listeners.get(request.listener);
      listeners.delete(request.listener);
      await unlisten?.();
      return null;
    }
    case 'dump':
      return (await pg.dumpDataDir('gzip')).arrayBuffer();
    case 'close':
      await pg.close();
      return null;
  }
}

async function serve(start: WorkerStart) {
  let pg: PGlite;
  try {
    pg = await open(start);
  } catch (error) {
    port!.postMessage({ id: 0, ok: false, error: serializeError(error) } satisfies WorkerReply);
    return;
  }
  port!.on('message', (request: WorkerRequest) => {
    run(pg, request).then(
      (value) => {
        const reply: WorkerReply = { id: request.id, ok: true, value };
        port!.postMessage(reply, value instanceof ArrayBuffer ? [value] : []);
      },
      (error: unknown) =>
        port!.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies WorkerReply),
    );
  });
  port!.postMessage({ id: 0, ok: true, value: 'ready' } satisfies WorkerReply);
}

void serve(workerData as WorkerStart);
