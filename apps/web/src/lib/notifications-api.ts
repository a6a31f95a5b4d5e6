// The notifications API (/api/notifications). The notifications feature (the bell, the page) and the requests
// feature (a request's page marks its alerts read) both call it, so it lives in lib/ rather than in one feature.
import type { Notification } from '@raktsetu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient, type ApiClient } from './api-client.ts';
import { useMutationWithOutcome, type Outcome } from './mutation-outcome.ts';
import { notificationKeys, type NotificationListParams } from './query-keys.ts';

/** The answers' schemas (and zod) load with the first call, not with the signed-in shell. */
const contracts = () => import('./notifications-contracts.ts');

/**
 * The signed-in user's notifications (GET /api/notifications; the product’s /donors/{id}/notifications answers the
 * same). Used by the navbar bell, the notifications page and the request page, which marks a request's alerts
 * read when it is opened (that is what the patient's "seen" count counts).
 */
export async function fetchNotifications(params: NotificationListParams, signal?: AbortSignal, client = apiClient) {
  const body = await client.get('/notifications', { query: { status: params.status, limit: params.limit }, signal });
  return (await contracts()).notificationsResponseSchema.parse(body);
}

export async function markNotificationRead(id: string, client: ApiClient = apiClient): Promise<Notification> {
  const body = await client.post(`/notifications/${encodeURIComponent(id)}/read`);
  return (await contracts()).notificationResponseSchema.parse(body).data;
}

export async function markAllNotificationsRead(client: ApiClient = apiClient): Promise<void> {
  await client.post('/notifications/read-all');
}

/**
 * `freshOnMount`: read again whenever a screen showing it opens. New notices arrive through the live stream, which
 * invalidates these queries, but a request closed since is told live only to the donors who answered it; a list a
 * person opens to read shows each alert's request status as it is now.
 */
export function useNotifications(
  params: NotificationListParams,
  options: { enabled?: boolean; freshOnMount?: boolean } = {},
) {
  return useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => fetchNotifications(params, signal),
    enabled: options.enabled ?? true,
    staleTime: 60_000,
    refetchOnMount: options.freshOnMount ? 'always' : true,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead(outcome?: Outcome<void, void>) {
  const queryClient = useQueryClient();
  return useMutationWithOutcome(
    {
      mutationFn: () => markAllNotificationsRead(),
      onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    },
    outcome,
  );
}

/**
 * Opening a request's page counts as seeing what was sent about it: its unread notifications are marked read
 * (the bell's count drops, and the patient's "seen" count rises).
 */
export function useMarkRequestNotificationsRead(requestId: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  const unread = useNotifications({ status: 'Sent', limit: 50 }, { enabled });
  const marked = useRef(new Set<string>());
  useEffect(() => {
    if (!enabled) return;
    const toMark = (unread.data?.data ?? []).filter(
      (notification) => notification.request_id === requestId && !marked.current.has(notification.notification_id),
    );
    if (toMark.length === 0) return;
    for (const notification of toMark) marked.current.add(notification.notification_id);
    void Promise.allSettled(toMark.map((notification) => markNotificationRead(notification.notification_id))).then(() =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    );
  }, [enabled, requestId, unread.data, queryClient]);
}
