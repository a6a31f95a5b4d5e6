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
 * - while the relay between processes is down, another process's commits go unheard, so a local push past them
 *   must not let the stream skip them: from the relay going down until it is back and the stream has read the
 *   table again, nothing is written with an `id:` line (a client reconnecting meanwhile resumes from before the
 *   outage), and the read on its return starts from the safe cursor, the cursor as it stood a checkpoint or two
 *   before the outage (`checkpoint` runs every ping, 25 s: longer than a transaction holds an id it has not
 *   committed), not from the highest id written. What that read brings twice is dropped by id.
 *   docs/decisions/0019-many-server-processes.md.
 * Signals that arrive before `start` wait for it (the stream subscribes before it knows where it starts).
 */
export function createStreamWriter(io: StreamIo, options: { relayDown?: boolean } = {}) {
  let cursor = 0;
  /** The cursor at the last checkpoint and the one before it. */
  let recent = 0;
  let older = 0;
  /** While the relay is down (or back but not yet read from): where its catch-up read starts. */
  let safe: number | null = null;
  const written = new Set<number>();
  let begin: (start: StreamStart) => void = () => undefined;
  let queue: Promise<void> = new Promise<StreamStart>((resolve) => {
    begin = resolve;
  })
    .then(async (start) => {
      cursor = 'resumeAfter' in start ? start.resumeAfter : start.liveAfter;
      recent = older = cursor;
      if (options.relayDown) safe = cursor;
      if ('resumeAfter' in start) await readNew();
    })
    .catch((err: unknown) => io.onError(err));
  let pokeQueued = false;

  function writeOne(e: LiveEvent) {
    if (io.closed() || written.has(e.event_id)) return;
    const idLine = e.event_id > cursor && safe === null ? `id: ${e.event_id}\n` : '';
    io.write(`${idLine}event: ${e.type}\ndata: ${JSON.stringify(e.payload)}\n\n`);
    written.add(e.event_id);
    if (written.size > REMEMBERED_IDS) written.delete(written.values().next().value as number);
    if (e.event_id > cursor) cursor = e.event_id;
  }

  /** Reads the table after `from` (the cursor unless given) until a page comes back short. */
  async function readNew(from?: number) {
    let after = from ?? cursor;
    for (;;) {
      if (io.closed()) return;
      const rows = await io.read(after, PAGE);
      for (const row of rows) writeOne(row);
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1]!.event_id;
    }
  }

  function enqueue(step: () => Promise<void> | void) {
    queue = queue.then(step).catch((err: unknown) => io.onError(err));
    return queue;
  }

  function relaySignal(state: 'down' | 'back'): Promise<void> {
    if (state === 'down') {
      return enqueue(() => {
        safe ??= older;
      });
    }
    return enqueue(async () => {
      if (safe === null) return;
      const from = safe;
      // Id lines again from here: this read brings everything committed up to now, and the relay hears the rest.
      safe = null;
      await readNew(from);
    });
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
      if ('relay' in signal) return relaySignal(signal.relay);
      // Pokes that pile up behind one another are one read.
      if (pokeQueued) return queue;
      pokeQueued = true;
      return enqueue(() => {
        pokeQueued = false;
        return readNew();
      });
    },
    /** Called every ping: remembers where the cursor stood, for the safe cursor of a later relay outage. */
    checkpoint() {
      older = recent;
      recent = cursor;
    },
    cursor: () => cursor,
  };
}
export type StreamWriter = ReturnType<typeof createStreamWriter>;
