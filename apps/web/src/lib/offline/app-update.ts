/**
 * A new version of the app that is installed and waiting (the service worker's update). It takes over only when
 * the person chooses "Reload" (components/app-shell/update-prompt.tsx), never under their feet.
 */
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

/** The service worker registration found a waiting version; `activate` switches to it and reloads. */
export function offerUpdate(activate: () => void): void {
  apply = activate;
  for (const listener of listeners) listener();
}

/** Calls `listener` when a waiting version is found; returns the unsubscribe. */
export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The function that installs the waiting version, or null when there is none. */
export function waitingUpdate(): (() => void) | null {
  return apply;
}
