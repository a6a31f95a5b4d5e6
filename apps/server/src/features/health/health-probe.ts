import type { Clock } from '../../lib/clock.ts';

export interface HealthReading {
  up: boolean;
  /** Outbox items due and not delivered; null when the database did not answer. */
  outboxDue: number | null;
  checkedAt: Date;
}

/** A load balancer may ask every few ms; the database is asked at most once per this. */
export const PROBE_MAX_AGE_MS = 1_000;

/**
 * The database side of /api/health: one cheap query (the outbox's due items, on its index) that both proves the
 * database answers and tells an operator whether delivery keeps up. Calls within a second of the last reading
 * share it, and calls while a probe is out wait for that one, so health checks never add database load.
 */
export function createHealthProbe(opts: {
  /** The outbox's due items (outbox.repository.ts dueCount). */
  countDue: (now: Date) => Promise<number>;
  clock: Clock;
  maxAgeMs?: number;
}) {
  const maxAgeMs = opts.maxAgeMs ?? PROBE_MAX_AGE_MS;
  let last: HealthReading | undefined;
  let pending: Promise<HealthReading> | undefined;

  async function probe(): Promise<HealthReading> {
    const checkedAt = new Date();
    try {
      return { up: true, outboxDue: await opts.countDue(opts.clock.now()), checkedAt };
    } catch {
      return { up: false, outboxDue: null, checkedAt };
    }
  }

  return {
    read(): Promise<HealthReading> {
      // Real time, not the app clock: this limits queries per second, whatever time the tests pretend it is.
      if (last && Date.now() - last.checkedAt.getTime() < maxAgeMs) return Promise.resolve(last);
      pending ??= probe().then((reading) => {
        last = reading;
        pending = undefined;
        return reading;
      });
      return pending;
    },
  };
}
export type HealthProbe = ReturnType<typeof createHealthProbe>;
