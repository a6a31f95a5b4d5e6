import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { describeErrorSafely } from '../lib/safe-error.ts';
import type { OutboxItem, OutboxRepository } from './outbox.repository.ts';
import type { OutboxSignal } from './outbox-signal.ts';
import type { OutboxHandlers, OutboxTopic, OutboxTopics } from './topics.ts';

const BATCH = 20;
/**
 * How long a claimed item stays claimed: a handler that hangs, or a process that dies holding the item, lets another
 * pass (on any process) retry it after this. Nothing releases locks at start: with several processes on one
 * database a starting process cannot tell a dead holder from a live one (docs/decisions/0020).
 */
const LOCK_MS = 60_000;
const MAX_ATTEMPTS = 8;

/** Delay before retry n (1-based): 5 s, 10 s, 20 s … capped at one hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** (attempt - 1), 60 * 60 * 1000);
}

export interface OutboxWorkerDeps {
  repo: OutboxRepository;
  /** One handler per topic (a topic without one does not compile). */
  handlers: OutboxHandlers;
  /** Rung by services after a commit that queued work: the worker delivers at once instead of at the next poll. */
  signal: OutboxSignal;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs?: number;
}

/** The item's handler, typed by its topic; the payload was written by the typed `enqueue`. */
function deliver(handlers: OutboxHandlers, item: OutboxItem): Promise<void> {
  const handler = handlers[item.topic as OutboxTopic] as
    ((payload: OutboxTopics[OutboxTopic], item: OutboxItem) => Promise<void>) | undefined;
  if (!handler) throw new Error(`No handler for outbox topic "${item.topic}"`);
  return handler(item.payload as OutboxTopics[OutboxTopic], item);
}

/** Claims up to one batch of due items and delivers each, scheduling a retry for those that fail. */
async function processBatch({ repo, handlers, clock, log }: OutboxWorkerDeps): Promise<number> {
  const items = await repo.claimDue(clock.now(), BATCH, LOCK_MS);
  for (const item of items) {
    try {
      await deliver(handlers, item);
      await repo.markDone(item.outbox_id, clock.now());
    } catch (error) {
      const attempt = item.attempts + 1;
      const message = describeErrorSafely(error);
      const retryAt = attempt < MAX_ATTEMPTS ? new Date(clock.now().getTime() + retryDelayMs(attempt)) : null;
      log.warn({ topic: item.topic, outbox_id: item.outbox_id, attempt, err: message }, 'outbox delivery failed');
      await repo.markFailed(item.outbox_id, message, retryAt);
    }
  }
  return items.length;
}

/**
 * Delivers outbox items: polls every `pollMs`, and at once when its signal rings after a commit. Each item is handled
 * at least once; handlers are written to be safe to repeat (a crash between sending and marking done).
 */
export function createOutboxWorker(opts: OutboxWorkerDeps) {
  const { log } = opts;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  /** One pass over what is due now; overlapping calls are folded into one extra pass. */
  function tick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        let n: number;
        do {
          n = await processBatch(opts);
          total += n;
        } while (n === BATCH);
      } while (again);
      return total;
    })()
      .catch((error: unknown) => {
        log.error({ err: error }, 'outbox pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  opts.signal.listen(() => {
    if (!stopped) void tick();
  });

  return {
    async start() {
      stopped = false;
      const loop = () => {
        if (stopped) return;
        timer = setTimeout(() => void tick().finally(loop), opts.pollMs ?? 1000);
        timer.unref();
      };
      void tick();
      loop();
    },
    /** Tests: process everything due now and wait for it. */
    drain: tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
