import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { describeErrorSafely } from '../lib/safe-error.ts';
import type { OutboxItem, OutboxRepository, TopicFilter } from './outbox.repository.ts';
import type { OutboxSignal } from './outbox-signal.ts';
import { ALERT_EMAIL_TOPIC, PUSH_TOPIC, type OutboxHandlers, type OutboxTopic, type OutboxTopics } from './topics.ts';

/** Items claimed per statement by the lane of everything else, and by the bulk lane. */
const BATCH = 20;
const BULK_BATCH = 100;
/**
 * How long a claimed item stays claimed: a handler that hangs, or a process that dies holding the item, lets another
 * pass (on any process) retry it after this. Nothing releases locks at start: with several processes on one
 * database a starting process cannot tell a dead holder from a live one (docs/decisions/0020).
 */
const LOCK_MS = 60_000;
const MAX_ATTEMPTS = 8;
/**
 * Items of one claim a lane delivers at the same time. A push waits ~50–200 ms on a push service that is
 * elsewhere on the internet: one at a time, an SOS to 10,000 donors' 15,000 devices would reach the last ones after
 * its 15-minute TTL. Other topics go one at a time (the mail server and the database are the limit there).
 */
const CONCURRENCY: Partial<Record<string, number>> = { [PUSH_TOPIC]: 16 };

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
  /**
   * Topics queued by the thousand (an SOS's alert e-mails and pushes): each delivered by a lane of its own, so the
   * other topics (the fan-out that writes the live alerts among them) never wait behind them, and an SOS's pushes
   * never wait behind its e-mails. Default: the alert e-mails and the pushes.
   */
  bulkTopics?: readonly string[];
}

/** One claim loop: which topics it takes, how many per claim and how many of them at once. */
interface Lane {
  topics: TopicFilter;
  batch: number;
  concurrency: number;
}

/**
 * Lets the request path run between two items. On the embedded database a query resolves without the event loop
 * turning (the database runs on this thread), so a chain of deliveries would otherwise starve every request and
 * live stream until the whole backlog is out.
 */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The item's handler, typed by its topic; the payload was written by the typed `enqueue`. */
function deliver(handlers: OutboxHandlers, item: OutboxItem): Promise<void> {
  const handler = handlers[item.topic as OutboxTopic] as
    ((payload: OutboxTopics[OutboxTopic], item: OutboxItem) => Promise<void>) | undefined;
  if (!handler) throw new Error(`No handler for outbox topic "${item.topic}"`);
  return handler(item.payload as OutboxTopics[OutboxTopic], item);
}

/**
 * Claims up to one batch of due items of the lane's topics and delivers each, scheduling a retry for those that
 * fail; the delivered ones are marked done in one statement at the end (a crash before it re-sends them: at least
 * once, as before, each handler being safe to repeat).
 */
async function processBatch({ repo, handlers, clock, log }: OutboxWorkerDeps, lane: Lane): Promise<number> {
  const items = await repo.claimDue(clock.now(), lane.batch, LOCK_MS, lane.topics);
  const done: string[] = [];
  const deliverOne = async (item: OutboxItem) => {
    try {
      await deliver(handlers, item);
      done.push(item.outbox_id);
    } catch (error) {
      const attempt = item.attempts + 1;
      const message = describeErrorSafely(error);
      const retryAt = attempt < MAX_ATTEMPTS ? new Date(clock.now().getTime() + retryDelayMs(attempt)) : null;
      log.warn({ topic: item.topic, outbox_id: item.outbox_id, attempt, err: message }, 'outbox delivery failed');
      await repo.markFailed(item.outbox_id, message, retryAt);
    }
  };
  for (let from = 0; from < items.length; from += lane.concurrency) {
    await yieldToOthers();
    await Promise.all(items.slice(from, from + lane.concurrency).map(deliverOne));
  }
  await repo.markDoneMany(done, clock.now());
  return items.length;
}

/** A lane's pass loop: overlapping calls are folded into one extra pass. */
function createLaneRunner(opts: OutboxWorkerDeps, lane: Lane) {
  let running: Promise<number> | undefined;
  let again = false;
  return {
    tick(): Promise<number> {
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
            n = await processBatch(opts, lane);
            total += n;
          } while (n === lane.batch);
        } while (again);
        return total;
      })()
        .catch((error: unknown) => {
          opts.log.error({ err: error }, 'outbox pass failed');
          return 0;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    idle: () => running ?? Promise.resolve(0),
  };
}

/**
 * Delivers outbox items: polls every `pollMs`, and at once when its signal rings after a commit. Each item is handled
 * at least once; handlers are written to be safe to repeat (a crash between sending and marking done).
 */
export function createOutboxWorker(opts: OutboxWorkerDeps) {
  const bulk = opts.bulkTopics ?? [ALERT_EMAIL_TOPIC, PUSH_TOPIC];
  const lanes = [createLaneRunner(opts, { topics: { except: bulk }, batch: BATCH, concurrency: 1 })];
  for (const topic of bulk) {
    const concurrency = CONCURRENCY[topic] ?? 1;
    lanes.push(createLaneRunner(opts, { topics: { only: [topic] }, batch: BULK_BATCH, concurrency }));
  }
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  /** One pass of every lane over what is due now. */
  async function tick(): Promise<number> {
    const counts = await Promise.all(lanes.map((lane) => lane.tick()));
    return counts.reduce((a, b) => a + b, 0);
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
    /**
     * Tests: process everything due now and wait for it, including what those items queued for another lane
     * (the fan-out's alert e-mails), which a lane that had already finished its pass would not see.
     */
    async drain(): Promise<number> {
      let total = 0;
      for (let pass = 0; pass < 10; pass += 1) {
        const n = await tick();
        total += n;
        if (n === 0 || lanes.length === 1) break;
      }
      return total;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.all(lanes.map((lane) => lane.idle()));
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
