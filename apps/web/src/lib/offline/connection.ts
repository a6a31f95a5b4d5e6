/**
 * Whether the app can reach the server: the browser's own flag (navigator.onLine with its online/offline events)
 * and what the last API call found. A phone on a dead network often still says it is online, so a call that got
 * no answer at all counts as offline until a later call is answered or the browser reports it is back.
 */
let noAnswer = false;
const listeners = new Set<() => void>();

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** An API call got no answer (network failure or timeout). */
export function noteNoAnswer(): void {
  if (noAnswer) return;
  noAnswer = true;
  notify();
}

/** An API call was answered (any HTTP status): the server is reachable. */
export function noteAnswer(): void {
  if (!noAnswer) return;
  noAnswer = false;
  notify();
}

export function isOnline(): boolean {
  return browserOnline() && !noAnswer;
}

// The browser says the network is back: give the server another chance before the next call says otherwise.
// Listened to once for the whole app, so the flag is reset even while no component is watching.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    noAnswer = false;
    notify();
  });
  window.addEventListener('offline', notify);
}

/** Calls `listener` whenever the answer of isOnline() may have changed; returns the unsubscribe. */
export function subscribeToConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
