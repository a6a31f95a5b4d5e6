import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  /** How often it runs, in ms. */
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Runs periodic jobs (SOS widening, clean-ups) one at a time. Each job must be safe to run twice or late:
 * they work from what the database says is due, not from timers.
 */
export function createScheduler(opts: { jobs: Job[]; log: FastifyBaseLogger; tickMs?: number }) {
  const lastRun = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** Runs every job now (tests), or only the due ones. */
  async function tick(all = true): Promise<void> {
    if (running) return running;
    running = (async () => {
      for (const job of opts.jobs) {
        const last = lastRun.get(job.name) ?? 0;
        if (!all && Date.now() - last < job.everyMs) continue;
        lastRun.set(job.name, Date.now());
        try {
          await job.run();
        } catch (err) {
          opts.log.error({ err, job: job.name }, 'scheduled job failed');
        }
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    tick,
    start() {
      timer = setInterval(() => void tick(false), opts.tickMs ?? 5_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
