import { useSyncExternalStore } from 'react';
import { isOnline, subscribeToConnection } from './connection.ts';

/**
 * True while the server can be reached as far as the app knows; re-renders when that changes. Kept apart from
 * connection.ts, which the API client uses, so the pre-rendered first pages' script carries no React
 * (docs/decisions/0028-prerendered-first-pages.md).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOnline, () => true);
}
