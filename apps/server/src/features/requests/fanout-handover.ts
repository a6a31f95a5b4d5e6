import type { LiveEvent } from '../../realtime/hub.ts';

/**
 * Events handed to the open streams per turn of the event loop. A batch of 1,000 alerts written to 1,000 sockets
 * at once holds the thread for tens of ms; in slices, the next batch's statement (PostgreSQL works in another
 * process meanwhile) and other users' requests run in between.
 */
export const HANDOVER_SLICE = 250;

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

  async function drain() {
    let failure: unknown;
    while (next < queued.length) {
      await nextTurn();
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
    /** Resolves once everything queued has been handed over; rejects with the first failure meanwhile. */
    idle: (): Promise<void> => running ?? Promise.resolve(),
  };
}
export type Handover = ReturnType<typeof createHandover>;
