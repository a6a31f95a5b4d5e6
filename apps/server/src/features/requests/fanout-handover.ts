import type { LiveEvent } from '../../realtime/hub.ts';

/**
 * Events handed to the open streams per turn of the event loop. A batch of 1,000 alerts written to 1,000 sockets
 * at once holds the thread for tens of ms; in slices, the next batch's statement (PostgreSQL works in another
 * process meanwhile) and other users' requests run in between.
 */
export const HANDOVER_SLICE = 250;

/** The longest a hold keeps slices back (a lane waiting for another fan-out's lock must not keep events back long). */
export const HOLD_MAX_MS = 50;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A queue of committed events on their way to `deliver` (hub.deliver), in commit order, a slice per event-loop
 * turn, starting on the turn after they were queued. `idle()` resolves once everything queued has been handed over.
 */
export function createHandover(deliver: (events: LiveEvent[]) => void, slice = HANDOVER_SLICE) {
  // The queue and how far it has been handed over: a slice is read from `next` on, never copied out of the rest.
  let queued: LiveEvent[] = [];
  let next = 0;
  let running: Promise<void> | undefined;
  let holds = 0;
  let released: { promise: Promise<void>; resolve: () => void } | undefined;

  /** Resolves once no hold is left, then waits a turn more (the statement's own continuations go first). */
  async function unheld() {
    while (released) {
      await released.promise;
      await nextTurn();
    }
  }

  async function drain() {
    let failure: unknown;
    while (next < queued.length) {
      await nextTurn();
      await unheld();
      const events = queued.slice(next, next + slice);
      next += events.length;
      if (next === queued.length) [queued, next] = [[], 0];
      // One slice failing (a stream's listener threw) must not keep the others' events from their streams.
      try {
        deliver(events);
      } catch (error) {
        failure ??= error;
      }
    }
    running = undefined;
    if (failure !== undefined) throw failure;
  }

  return {
    push(events: LiveEvent[]) {
      if (events.length === 0) return;
      for (const event of events) queued.push(event);
      if (running) return;
      running = drain();
      // Reported through idle(); a caller that stopped early (its next batch failed) must not crash the process.
      running.catch(() => undefined);
    },
    /**
     * Keeps the next slices back until the returned release is called (or HOLD_MAX_MS have passed): while the next
     * batch's transaction makes its round trips before its statement, each answer would otherwise wait behind a
     * slice (on PostgreSQL a batch's begin and locks took 30-190 ms that way, against ~10 ms alone). Releasing twice
     * is harmless.
     */
    hold(): () => void {
      holds += 1;
      if (!released) {
        let resolve = () => undefined as void;
        const promise = new Promise<void>((r) => (resolve = r));
        released = { promise, resolve };
      }
      let done = false;
      const release = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        holds -= 1;
        if (holds > 0 || !released) return;
        const { resolve } = released;
        released = undefined;
        resolve();
      };
      const timer = setTimeout(release, HOLD_MAX_MS);
      timer.unref();
      return release;
    },
    /** Resolves once everything queued has been handed over; rejects with the first failure meanwhile. */
    idle: (): Promise<void> => running ?? Promise.resolve(),
  };
}
export type Handover = ReturnType<typeof createHandover>;
