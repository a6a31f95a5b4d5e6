import type { Notification } from '@raktsetu/shared';
import type { LiveListener } from '../../src/lib/live/live-updates-context.ts';

/**
 * An open live stream for a page under test: `value` goes into LiveUpdatesContext, `emit` plays a notification
 * to every listener, as the server's stream would.
 */
export function openLiveStream() {
  const listeners = new Set<LiveListener>();
  const value = {
    status: 'open' as const,
    subscribe: (listener: LiveListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const emit = (notification: Notification) => {
    for (const listener of listeners) listener({ type: 'notification', notification });
  };
  return { value, emit };
}
