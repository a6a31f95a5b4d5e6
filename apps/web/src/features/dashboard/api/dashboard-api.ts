import type { Dashboard } from '@raktsetu/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useLiveUpdate } from '../../../lib/live/live-updates-context.ts';

/** The answer's schema (and zod) loads with the first call, so the page paints before zod arrives. */
const contracts = () => import('./dashboard-contracts.ts');

export const dashboardKey = ['dashboard'] as const;

export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const body = await apiClient.get('/dashboard', { signal });
  return (await contracts()).dashboardResponseSchema.parse(body).data;
}

/**
 * GET /api/dashboard, refetched when the live stream reports a notification or a request change: a confirmed
 * donation, a new alert or an answered request all move the figures on this page.
 */
export function useDashboard() {
  const queryClient = useQueryClient();
  useLiveUpdate(() => {
    void queryClient.invalidateQueries({ queryKey: dashboardKey });
  });
  return useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => fetchDashboard(signal) });
}
