import { donorSearchResponseSchema, type DonorSearchResponse } from '@raktsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiClient, type QueryValue } from '../../../lib/api-client.ts';

/** GET /api/donors: compatible donors near the search centre, exact group first; the server limits how often. */
export async function searchDonors(
  query: Record<string, QueryValue>,
  client: ApiClient = apiClient,
): Promise<DonorSearchResponse> {
  const body = await client.get('/donors', { query });
  return donorSearchResponseSchema.parse(body);
}

/**
 * A search is something the patient asks for, not data kept fresh in the background: each one counts against
 * the per-user limit, so it runs only on Search (never on focus or reconnect).
 */
export function useDonorSearch() {
  return useMutation({ mutationFn: (query: Record<string, QueryValue>) => searchDonors(query) });
}
