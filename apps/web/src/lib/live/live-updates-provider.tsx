import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { apiClient } from '../api-client.ts';
import { useAuth } from '../auth/use-auth.ts';
import { connectLiveEvents, type LiveStatus } from './live-events.ts';
import { notificationKeys, requestKeys } from '../query-keys.ts';
import { getAccessToken, subscribeToTokens } from '../token-storage.ts';
import { LiveUpdatesContext, type LiveListener, type LiveUpdatesValue } from './live-updates-context.ts';
import {
  alertForUpdate,
  readLiveEvent,
  staleQueryKeys,
  type LiveAlert,
  type NotificationSchema,
} from './live-updates.ts';
import { createStreamTokenRefresher } from './stream-token.ts';
import { useLiveAlerts } from './use-live-alerts.ts';

const refreshStreamToken = createStreamTokenRefresher({
  getAccessToken,
  subscribe: subscribeToTokens,
  nudge: () => apiClient.get('/notifications', { query: { limit: 1 } }),
});

export interface LiveUpdatesProviderProps {
  children: ReactNode;
  /**
   * Draws the pop-up alerts. The layout passes the component, so lib/ never imports from components/ (the
   * imports run one way: components use lib, not the reverse).
   */
  renderAlerts: (alerts: LiveAlert[], dismiss: (id: string) => void) => ReactNode;
}

/**
 * One live connection (GET /api/events) per signed-in user, mounted once in the signed-in layout. Every update
 * refreshes the cached data it makes stale (so lists, the bell and request pages change without a reload), a
 * new notification pops up with a link to its request, and pages can listen through useLiveUpdate.
 */
export function LiveUpdatesProvider({ children, renderAlerts }: LiveUpdatesProviderProps) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const { alerts, showAlert, dismiss } = useLiveAlerts();
  const [generation, setGeneration] = useState(0);
  const listeners = useRef(new Set<LiveListener>());
  const statusRef = useRef<LiveStatus>('connecting');
  const pathnameRef = useRef(pathname);

  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!userId) return undefined;
    const connect = (schema: NotificationSchema) =>
      connectLiveEvents({
        getAccessToken,
        refreshAccessToken: refreshStreamToken,
        onStatus: (next) => {
          statusRef.current = next;
          setStatus(next);
          // Whatever changed while the stream was not open (before it first opened, or across a new connection
          // that cannot replay) is fetched again.
          if (next === 'open') {
            void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
            void queryClient.invalidateQueries({ queryKey: requestKeys.all });
            void queryClient.invalidateQueries({ queryKey: requestKeys.detailPrefix });
          }
        },
        onEvent: (event) => {
          const update = readLiveEvent(event, schema);
          if (!update) return;
          for (const queryKey of staleQueryKeys(update)) void queryClient.invalidateQueries({ queryKey });
          const alert = alertForUpdate(update, pathnameRef.current);
          if (alert) showAlert(alert);
          for (const listener of listeners.current) listener(update);
        },
      });
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The stream connects once the schema its notices are read with has arrived (zod stays off the shell's budget).
    void import('./live-contracts.ts').then(({ notificationSchema }) => {
      if (!cancelled) stop = connect(notificationSchema);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, generation, queryClient, showAlert]);

  // A stream that stopped because its token could not be renewed starts again once the session has a new one.
  useEffect(
    () =>
      subscribeToTokens(() => {
        if (statusRef.current === 'offline' && getAccessToken()) setGeneration((value) => value + 1);
      }),
    [],
  );

  const subscribe = useCallback((listener: LiveListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const value = useMemo<LiveUpdatesValue>(() => ({ status, subscribe }), [status, subscribe]);

  return (
    <LiveUpdatesContext value={value}>
      {children}
      {renderAlerts(alerts, dismiss)}
    </LiveUpdatesContext>
  );
}
