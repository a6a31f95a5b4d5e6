import { createRequestResponseSchema, type CreateRequestInput } from '@raktsetu/shared';
import { apiClient, type ApiClient } from './api-client.ts';

/**
 * POST /api/requests, shared by the create-request form and the SOS button. The API client sends one
 * Idempotency-Key per call and reuses it on network retries, so a lost answer never creates a second request.
 */
export async function createBloodRequest(input: CreateRequestInput, client: ApiClient = apiClient) {
  const body = await client.post('/requests', input);
  return createRequestResponseSchema.parse(body);
}

/** The page of one request; SOS and alerts link here. */
export function requestPath(requestId: string): string {
  return `/app/requests/${encodeURIComponent(requestId)}`;
}
