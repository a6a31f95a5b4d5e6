/**
 * The main thread's side of the embedded database: a PGlite-shaped client (query, transaction) that Drizzle's
 * pglite driver uses unchanged, while PGlite itself runs in a worker thread (db/embedded-worker.ts). The main
 * thread only posts messages, so HTTP requests are served while a statement runs
 * (docs/decisions/0030-embedded-database-worker.md).
 */
import { Worker } from 'node:worker_threads';
import {
  EmbeddedDatabaseError,
  type WorkerNotification,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStart,
} from './embedded-protocol.ts';

/** What Drizzle passes with a query: the row shape and per-type parsers (identity ones, see rawTypesOf). */
export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

export interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface ProxyTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
}

/** The worker stopped (crashed, killed, out of memory): every query, waiting or new, fails with this. */
export class EmbeddedDatabaseStoppedError extends Error {
  constructor(reason: string) {
    super(`The embedded database stopped: ${reason}. Restart the server.`);
    this.name = 'EmbeddedDatabaseStoppedError';
  }
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Body = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/**
 * Drizzle's parsers for date, time and interval types (and their arrays) return PostgreSQL's text unchanged.
 * Functions cannot cross to the worker, so the worker is told which types to leave as text; any other parser
 * would be silently ignored there, so it is refused here.
 */
const rawTypesCache = new WeakMap<object, number[]>();
function rawTypesOf(parsers: QueryOptions['parsers']): number[] {
  if (!parsers) return [];
  let types = rawTypesCache.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      if (parse('x', Number(type)) !== 'x') throw new Error(`Only identity parsers reach the embedded database.`);
      return Number(type);
    });
    rawTypesCache.set(parsers, types);
  }
  return types;
}

export class EmbeddedProxy {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #stopped: Error | null = null;
  readonly #failureListeners: ((error: Error) => void)[] = [];
  readonly #channelListeners = new Map<number, (payload: string) => void>();

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: WorkerReply | WorkerNotification) => {
      if ('notification' in message) this.#channelListeners.get(message.notification)?.(message.payload);
      else this.#settle(message);
    });
    worker.on('error', (error) => this.#stop(error.message));
    worker.on('messageerror', (error) => this.#stop(error.message));
    worker.on('exit', (code) => this.#stop(`its worker thread exited (code ${code})`));
    // An idle worker does not keep the process alive (a command-line tool ends); one with a query waiting does.
    worker.unref();
  }

  /** Starts the worker and waits until the database is open; a failure to open is thrown here. */
  static async start(start: WorkerStart): Promise<EmbeddedProxy> {
    const worker = createWorker(start);
    const proxy = new EmbeddedProxy(worker);
    await proxy.#await(0);
    return proxy;
  }

  /** The worker thread itself: for tests that stop it as a crash would. */
  get worker(): Worker {
    return this.#worker;
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<QueryResult> {
    let rawTypes: number[];
    try {
      rawTypes = rawTypesOf(options.parsers);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    const body: Body = { op: 'query', sql, params, rowMode: options.rowMode ?? 'object', rawTypes };
    return this.#request(tx === undefined ? body : { ...body, tx }) as Promise<QueryResult>;
  }

  /**
   * Runs `work` in one transaction: the worker holds PGlite for it until it ends, so queries from elsewhere wait
   * (as they would for a PostgreSQL row lock or PGlite's own transaction). A throw in `work` rolls back.
   */
  async transaction<T>(work: (tx: ProxyTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#request({ op: 'begin' })) as number;
    const tx: ProxyTransaction = { query: (sql, params, options) => this.query(sql, params, options, id) };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      // The work's own error is the one to report; a failed rollback means the worker is gone (already reported).
      await this.#request({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#request({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** PGlite's LISTEN, as open-requests.repository.ts uses it: resolves to the function that stops listening. */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = (await this.#request({ op: 'listen', channel })) as number;
    this.#channelListeners.set(listener, onNotify);
    return async () => {
      // A closed or stopped database listens to nothing any more: there is nothing left to stop.
      if (!this.#channelListeners.delete(listener) || this.#stopped) return;
      await this.#request({ op: 'unlisten', listener });
    };
  }

  async dumpDataDir(): Promise<Blob> {
    const bytes = (await this.#request({ op: 'dump' })) as ArrayBuffer;
    return new Blob([bytes], { type: 'application/x-gzip' });
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    const closing = this.#request({ op: 'close' });
    // Asked after close: refused at once, as PGlite refuses a closed database (the worker will not answer).
    this.#stopped = new Error('The embedded database is closed.');
    // PGlite's close ends the worker's runtime, whose exit may be heard before the answer: either way it is closed.
    await closing.catch(() => undefined);
    await this.#worker.terminate();
  }

  /** Called once if the worker stops while the database is open (the server cannot go on without it). */
  onFailure(listener: (error: Error) => void): void {
    this.#failureListeners.push(listener);
  }

  #request(body: Body): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    const promise = this.#await(id);
    try {
      this.#worker.postMessage({ ...body, id } as WorkerRequest);
    } catch (error) {
      // A value that cannot cross to the worker (a function, a symbol): that query fails, nothing stays waiting.
      const pending = this.#pending.get(id);
      this.#pending.delete(id);
      if (this.#pending.size === 0) this.#worker.unref();
      pending?.reject(error as Error);
    }
    return promise;
  }

  #await(id: number): Promise<unknown> {
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
  }

  #settle(reply: WorkerReply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(new EmbeddedDatabaseError(reply.error));
  }

  /** The worker is gone: nothing waiting will be answered. A failure unless close() asked for it. */
  #stop(reason: string) {
    const failed = !this.#stopped;
    this.#stopped ??= new EmbeddedDatabaseStoppedError(reason);
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
    if (failed) for (const listener of this.#failureListeners) listener(this.#stopped);
  }
}

/**
 * The compiled server runs dist/embedded-worker.js beside dist/main.js (build.mjs). From source (tsx, tests) the
 * worker is TypeScript, and Node 20 does not pass a loader on to worker threads, so the worker registers tsx
 * itself before loading the file.
 *
 * Neither inherits the process's Node flags (`execArgv: []`; V8's flags are the process's all the same). The one
 * that `npm start` sets, `--enable-source-maps`, made the worker parse the source maps PGlite ships: ~25 MB kept
 * for the server's life, for stack traces nobody reads (the worker sends errors back without their stack,
 * db/embedded-protocol.ts). Measured in docs/decisions/0030-embedded-database-worker.md, "Memory".
 */
function createWorker(start: WorkerStart): Worker {
  const options = {
    workerData: start,
    transferList: start.snapshot ? [start.snapshot] : [],
    execArgv: [],
  };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./embedded-worker.js', import.meta.url), options);
  const entry = JSON.stringify(new URL('./embedded-worker.ts', import.meta.url).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`;
  return new Worker(boot, { ...options, eval: true });
}
