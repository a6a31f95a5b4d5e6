// The requests API (/api/requests) and the address of a request's page. The requests pages, the SOS page (which
// creates a request) and the notifications (which link to their request) all use it, so it lives in lib/, in one
// place, rather than in one feature.
import type { CreateRequestInput, RequestDetail, StatusUpdate } from '@raktsetu/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiClient } from './api-client.ts';
import { useMutationWithOutcome, type Outcome } from './mutation-outcome.ts';
import { notificationKeys, requestKeys, type RequestListParams } from './query-keys.ts';

/** The page of one request; SOS, alerts and notifications link here. */
export function requestPath(requestId: string): string {
  return `/app/requests/${encodeURIComponent(requestId)}`;
}

/** The answers' schemas (and zod) load with the first call, not with the signed-in shell. */
const contracts = () => import('./requests-contracts.ts');

export async function fetchRequests(params: RequestListParams, signal?: AbortSignal) {
  const body = await apiClient.get('/requests', {
    query: {
      status: params.status,
      urgency: params.urgency,
      blood_group: params.blood_group,
      filter: params.filter,
      page: params.page,
      page_size: params.page_size,
    },
    signal,
  });
  return (await contracts()).listRequestsResponseSchema.parse(body);
}

export async function fetchRequest(id: string, signal?: AbortSignal): Promise<RequestDetail> {
  const body = await apiClient.get(`/requests/${encodeURIComponent(id)}`, { signal });
  return (await contracts()).requestDetailResponseSchema.parse(body).data;
}

/**
 * POST /api/requests, shared by the create-request form and the SOS button. The API client sends one
 * Idempotency-Key per call and reuses it on network retries, so a lost answer never creates a second request.
 */
export async function createBloodRequest(input: CreateRequestInput, client: ApiClient = apiClient) {
  const body = await client.post('/requests', input);
  return (await contracts()).createRequestResponseSchema.parse(body);
}

export type DonorResponse = 'accept' | 'decline';

export async function respondToRequest(id: string, response: DonorResponse, message?: string) {
  const body = await apiClient.post(`/requests/${encodeURIComponent(id)}/respond`, {
    response,
    ...(message ? { message } : {}),
  });
  return (await contracts()).detailWithMessageSchema.parse(body);
}

export async function updateRequestStatus(id: string, update: StatusUpdate) {
  const body = await apiClient.patch(`/requests/${encodeURIComponent(id)}/status`, update);
  return (await contracts()).detailWithMessageSchema.parse(body);
}

/** A list page; the previous page stays on screen while the next one loads. */
export function useRequests(params: RequestListParams) {
  return useQuery({
    queryKey: requestKeys.list(params),
    queryFn: ({ signal }) => fetchRequests(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRequest(id: string) {
  return useQuery({
    queryKey: requestKeys.detail(id),
    queryFn: ({ signal }) => fetchRequest(id, signal),
    enabled: id !== '',
  });
}

/** After a change the request's page shows the server's answer at once, and every list is fetched again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (id: string, detail: RequestDetail | undefined) => {
    if (detail) queryClient.setQueryData(requestKeys.detail(id), detail);
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
}

export type RequestChange = Awaited<ReturnType<typeof updateRequestStatus>>;

/** A donor's Accept / Decline; the buttons state what the donor is told (lib/mutation-outcome.ts). */
export function useRespondToRequest(outcome?: Outcome<RequestChange, { id: string; response: DonorResponse }>) {
  const afterChange = useAfterChange();
  return useMutationWithOutcome(
    {
      mutationFn: ({ id, response }: { id: string; response: DonorResponse }) => respondToRequest(id, response),
      onSuccess: (result, { id }) => afterChange(id, result.data),
    },
    outcome,
  );
}

/** The owner's Cancel / Mark as Fulfilled; told from here, as the buttons go when the status changes. */
export function useUpdateRequestStatus(outcome?: Outcome<RequestChange, { id: string; update: StatusUpdate }>) {
  const afterChange = useAfterChange();
  return useMutationWithOutcome(
    {
      mutationFn: ({ id, update }: { id: string; update: StatusUpdate }) => updateRequestStatus(id, update),
      onSuccess: (result, { id }) => afterChange(id, result.data),
    },
    outcome,
  );
}
