import type { LiveEvent, StreamSignal } from './hub.ts';

/** Events read per query when a stream catches up from the table. */
const PAGE = 200;
/** Ids remembered per stream to refuse a second copy of an event (a push and a read can both carry it). */
const REMEMBERED_IDS = 1_000;

export interface StreamIo {
  write(chunk: string): void;
  /** The user's events after `afterId`, oldest first, at most `limit`. */
  read(afterId: number, limit: number): Promise<LiveEvent[]>;
  closed(): boolean;
  onError(err: unknown): void;
}

/** Where a stream starts: after the client's Last-Event-ID (read what it missed), or live from now. */
export type StreamStart = { resumeAfter: number } | { liveAfter: number };

/**
 * The delivery rules of one open stream, in one serial queue:
 * - pushed events (from a commit) are written as they are, without a query;
 * - a poke, and a resume, read the table after the cursor;
 * - no event id is written twice, and the cursor (the highest id written) never goes back. An event pushed late
 *   (a transaction that took an id below the cursor but committed after a later one) is still written, without
 *   an `id:` line, so the client's Last-Event-ID never goes backwards either.
 * Signals that arrive before `start` wait for it (the stream subscribes before it knows where it starts).
 */
export function createStreamWriter(io: StreamIo) {
  let cursor = 0;
  const written = new Set<number>();
  let begin: (start: StreamStart) => void = () => undefined;
  let queue: Promise<void> = new Promise<StreamStart>((resolve) => {
    begin = resolve;
  })
    .then(async (start) => {
      if ('resumeAfter' in start) {
        cursor = start.resumeAfter;
        await readNew();
      } else {
        cursor = start.liveAfter;
      }
    })
    .catch((err: unknown) => io.onError(err));
  let pokeQueued = false;

  function writeOne(e: LiveEvent) {
    if (io.closed() || written.has(e.event_id)) return;
    const idLine = e.event_id > cursor ? `id: ${e.event_id}\n` : '';
    io.write(`${idLine}event: ${e.type}\ndata: ${JSON.stringify(e.payload)}\n\n`);
    written.add(e.event_id);
    if (written.size > REMEMBERED_IDS) written.delete(written.values().next().value as number);
    if (e.event_id > cursor) cursor = e.event_id;
  }

  async function readNew() {
    for (;;) {
      if (io.closed()) return;
      const rows = await io.read(cursor, PAGE);
      for (const row of rows) writeOne(row);
      if (rows.length < PAGE) return;
    }
  }

  function enqueue(step: () => Promise<void> | void) {
    queue = queue.then(step).catch((err: unknown) => io.onError(err));
    return queue;
  }

  return {
    start(start: StreamStart): Promise<void> {
      begin(start);
      return queue;
    },
    signal(signal: StreamSignal): Promise<void> {
      if ('events' in signal) {
        const events = [...signal.events].sort((a, b) => a.event_id - b.event_id);
        return enqueue(() => events.forEach(writeOne));
      }
      // Pokes that pile up behind one another are one read.
      if (pokeQueued) return queue;
      pokeQueued = true;
      return enqueue(() => {
        pokeQueued = false;
        return readNew();
      });
    },
    cursor: () => cursor,
  };
}
export type StreamWriter = ReturnType<typeof createStreamWriter>;
