import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { JobLeases } from './job-leases.ts';

export interface Job {
  name: string;
  /** How often it runs, in ms. */
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * How long a run may hold its job before another process may take it over: a process that dies mid-run delays the
 * job by at most this; a run that takes longer may meet a second one, which jobs are written to survive.
 */
export const MIN_RUN_BOUND_MS = 2 * 60 * 1000;

export interface SchedulerOptions {
  jobs: Job[];
  log: FastifyBaseLogger;
  tickMs?: number;
  /** With several processes on one database: run a job only while holding its lease (see job-leases.ts). */
  leases?: JobLeases;
  clock?: Clock;
}

/**
 * Runs periodic jobs (SOS widening, clean-ups) one at a time. Each job must be safe to run twice or late:
 * they work from what the database says is due, not from timers. With leases, a job another process holds is
 * skipped here and tried again at the next tick.
 */
export function createScheduler(opts: SchedulerOptions) {
  const lastRun = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runJob(job: Job): Promise<void> {
    const startedAt = opts.clock?.now() ?? new Date();
    if (opts.leases && !(await opts.leases.acquire(job.name, Math.max(job.everyMs, MIN_RUN_BOUND_MS)))) return;
    try {
      await job.run();
    } finally {
      await opts.leases?.finish(job.name, startedAt, job.everyMs);
    }
  }

  /** Runs every job now (tests), or only the due ones. */
  async function tick(all = true): Promise<void> {
    if (running) return running;
    running = (async () => {
      for (const job of opts.jobs) {
        const last = lastRun.get(job.name) ?? 0;
        if (!all && Date.now() - last < job.everyMs) continue;
        lastRun.set(job.name, Date.now());
        try {
          await runJob(job);
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
