import {
  listRequestsResponseSchema,
  requestDetailResponseSchema,
  type RequestDetail,
  type StatusUpdate,
} from '@raktsetu/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys, requestKeys, type RequestListParams } from '../../../lib/query-keys.ts';

/** Answers of respond and status changes: the request as it now is, and the server's message. */
const detailWithMessageSchema = requestDetailResponseSchema.extend({ message: z.string().optional() });

export async function fetchRequests(params: RequestListParams, signal?: AbortSignal) {
  const body = await apiClient.get('/requests', {
    query: {
      status: params.status,
      urgency: params.urgency,
      blood_group: params.blood_group,
      page: params.page,
      page_size: params.page_size,
    },
    signal,
  });
  return listRequestsResponseSchema.parse(body);
}

export async function fetchRequest(id: string, signal?: AbortSignal): Promise<RequestDetail> {
  const body = await apiClient.get(`/requests/${encodeURIComponent(id)}`, { signal });
  return requestDetailResponseSchema.parse(body).data;
}

export type DonorResponse = 'accept' | 'decline';

export async function respondToRequest(id: string, response: DonorResponse, message?: string) {
  const body = await apiClient.post(`/requests/${encodeURIComponent(id)}/respond`, {
    response,
    ...(message ? { message } : {}),
  });
  return detailWithMessageSchema.parse(body);
}

export async function updateRequestStatus(id: string, update: StatusUpdate) {
  const body = await apiClient.patch(`/requests/${encodeURIComponent(id)}/status`, update);
  return detailWithMessageSchema.parse(body);
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

export function useRespondToRequest() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, response }: { id: string; response: DonorResponse }) => respondToRequest(id, response),
    onSuccess: (result, { id }) => afterChange(id, result.data),
  });
}

export function useUpdateRequestStatus() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: StatusUpdate }) => updateRequestStatus(id, update),
    onSuccess: (result, { id }) => afterChange(id, result.data),
  });
}
