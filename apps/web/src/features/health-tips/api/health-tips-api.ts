import { healthTipsResponseSchema, type HealthTip } from '@raktsetu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /health-tips?q=: the knowledge base's tips for the signed-in user's role, optionally searched. */
export async function fetchHealthTips(q: string, signal?: AbortSignal): Promise<HealthTip[]> {
  const body = await apiClient.get('/health-tips', { query: { q: q || undefined }, signal });
  return healthTipsResponseSchema.parse(body).data;
}

export function useHealthTips(q: string) {
  return useQuery({
    queryKey: ['health-tips', q],
    queryFn: ({ signal }) => fetchHealthTips(q, signal),
    placeholderData: keepPreviousData,
  });
}
