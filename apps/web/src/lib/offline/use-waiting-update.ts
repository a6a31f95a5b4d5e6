import { useSyncExternalStore } from 'react';
import { subscribeToUpdates, waitingUpdate } from './app-update.ts';

/**
 * The function that installs the waiting version, or null when there is none; re-renders when one is found. Apart
 * from app-update.ts, which the service worker's registration uses, so the pre-rendered first pages can register
 * the worker without React (docs/decisions/0028-prerendered-first-pages.md).
 */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(subscribeToUpdates, waitingUpdate, () => null);
}
