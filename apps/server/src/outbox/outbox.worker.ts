import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { describeErrorSafely } from '../lib/safe-error.ts';
import type { OutboxItem, OutboxRepository } from './outbox.repository.ts';

export type OutboxHandler = (payload: Record<string, unknown>, item: OutboxItem) => Promise<void>;

const BATCH = 20;
const LOCK_MS = 60_000; // an item whose handler hangs is retried after this
const MAX_ATTEMPTS = 8;

/** Delay before retry n (1-based): 5 s, 10 s, 20 s … capped at one hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** (attempt - 1), 60 * 60 * 1000);
}

/**
 * Delivers outbox items: polls every `pollMs`, and at once when nudged after a commit. Each item is handled
 * at least once; handlers are written to be safe to repeat (a crash between sending and marking done).
 */
export function createOutboxWorker(opts: {
  repo: OutboxRepository;
  handlers: Record<string, OutboxHandler>;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs?: number;
}) {
  const { repo, handlers, clock, log } = opts;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function processBatch(): Promise<number> {
    const items = await repo.claimDue(clock.now(), BATCH, LOCK_MS);
    for (const item of items) {
      const handler = handlers[item.topic];
      try {
        if (!handler) throw new Error(`No handler for outbox topic "${item.topic}"`);
        await handler(item.payload as Record<string, unknown>, item);
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
          n = await processBatch();
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

  return {
    async start() {
      stopped = false;
      await repo.releaseAllLocks();
      const loop = () => {
        if (stopped) return;
        timer = setTimeout(() => void tick().finally(loop), opts.pollMs ?? 1000);
        timer.unref();
      };
      void tick();
      loop();
    },
    /** Deliver soon: called after a transaction that enqueued something has committed. */
    nudge() {
      if (!stopped) void tick();
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
