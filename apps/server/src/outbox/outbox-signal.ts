/**
 * How services tell the outbox worker "something was queued, deliver soon" without holding the worker: the
 * signal exists before the services, the worker (built last, once every feature has given its handlers)
 * listens to it. Ringing before the worker listens, or after it stops, does nothing: the worker's poll finds
 * the item anyway.
 */
export function createOutboxSignal() {
  let listener: (() => void) | undefined;
  return {
    /** Call after a transaction that queued outbox work has committed. */
    queued(): void {
      listener?.();
    },
    listen(onQueued: () => void): void {
      listener = onQueued;
    },
  };
}
export type OutboxSignal = ReturnType<typeof createOutboxSignal>;
