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
 * While a fresh probe is out, a reading up to this old is answered at once (ms). On the embedded database a
 * probe's query waits behind whatever statement holds the one connection (an SOS fan-out's batch, the outbox):
 * a busy database is not a dead one, and a load balancer must not see a slow health check for it. A probe still
 * out after this long makes callers wait for it, so a database that stopped answering shows as down.
 */
export const PROBE_STALE_OK_MS = 5_000;

/**
 * The database side of /api/health: one cheap query (the outbox's due items, on its index) that both proves the
 * database answers and tells an operator whether delivery keeps up. Calls within a second of the last reading
 * share it; later calls start one probe and, while it is out, get the last reading if it is recent enough
 * (PROBE_STALE_OK_MS), else wait for the probe. Health checks never add database load and never queue behind it.
 */
export function createHealthProbe(opts: {
  /** The outbox's due items (outbox.repository.ts dueCount). */
  countDue: (now: Date) => Promise<number>;
  clock: Clock;
  maxAgeMs?: number;
  staleOkMs?: number;
}) {
  const maxAgeMs = opts.maxAgeMs ?? PROBE_MAX_AGE_MS;
  const staleOkMs = opts.staleOkMs ?? PROBE_STALE_OK_MS;
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
      const age = last ? Date.now() - last.checkedAt.getTime() : Infinity;
      if (last && age < maxAgeMs) return Promise.resolve(last);
      pending ??= probe().then((reading) => {
        last = reading;
        pending = undefined;
        return reading;
      });
      // Only a reading that found the database up is worth repeating: "down" is always checked again.
      if (last?.up && age < staleOkMs) return Promise.resolve(last);
      return pending;
    },
  };
}
export type HealthProbe = ReturnType<typeof createHealthProbe>;
