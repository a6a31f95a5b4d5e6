// The patient's Blood Bridge (docs/product.md "Blood Bridge"): the plan, its dates, members and invitations. Only
// the patient's bridge page calls these, so they live in this feature.
import {
  API_BASE_PATH,
  ERROR_CODES,
  bridgeViewResponseSchema,
  errorEnvelopeSchema,
  successEnvelope,
  type BridgeView,
  type MoveDateInput,
  type TransfusionPlanInput,
} from '@raktsetu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { getAccessToken } from '../../../lib/token-storage.ts';

export const bridgeKeys = {
  /** The one bridge view of the signed-in patient; every change answers with it. */
  view: ['bridge', 'view'] as const,
};

const invitedResponseSchema = successEnvelope(z.object({ invited: z.number().int() }));

export async function fetchBridge(signal?: AbortSignal): Promise<BridgeView | null> {
  const body = await apiClient.get('/bridge', { signal });
  return bridgeViewResponseSchema.parse(body).data;
}

/** Every change answers with the whole view; it replaces the cached one so the page shows it at once. */
async function viewOf(call: Promise<unknown>): Promise<BridgeView | null> {
  return bridgeViewResponseSchema.parse(await call).data;
}

export const savePlan = (plan: TransfusionPlanInput) => viewOf(apiClient.put('/bridge/plan', plan));
export const moveDate = (move: MoveDateInput) => viewOf(apiClient.post('/bridge/dates/move', move));
export const newInviteCode = () => viewOf(apiClient.post('/bridge/invite-code'));
export const removeMember = (donorId: string) =>
  viewOf(apiClient.delete(`/bridge/members/${encodeURIComponent(donorId)}`));
export const recordOutcome = ({ slotId, outcome }: { slotId: string; outcome: 'donated' | 'missed' }) =>
  viewOf(apiClient.post(`/bridge/slots/${encodeURIComponent(slotId)}/outcome`, { outcome }));

export async function inviteNearby(): Promise<number> {
  const body = await apiClient.post('/bridge/invitations');
  return invitedResponseSchema.parse(body).data.invited;
}

export function useBridge() {
  return useQuery({
    queryKey: bridgeKeys.view,
    queryFn: ({ signal }) => fetchBridge(signal),
    refetchOnWindowFocus: true,
  });
}

/** A mutation whose answer is the new bridge view. */
export function useBridgeChange<TInput>(change: (input: TInput) => Promise<BridgeView | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (view) => queryClient.setQueryData(bridgeKeys.view, view),
  });
}

/** Inviting changes the count of donors left to invite: the view is read again. */
export function useInviteNearby() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteNearby,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bridgeKeys.view }),
  });
}

export function useRefreshBridge() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: bridgeKeys.view });
}

/**
 * The patient's dates as an .ics file. Fetched with the bearer token (a bare link would carry none); an expired
 * token is refreshed by one JSON call through the shared client, then the file is asked for again.
 */
export async function fetchCalendar(): Promise<Blob> {
  let response = await requestCalendar();
  if (response.status === 401 && (await errorOf(response.clone())).code === ERROR_CODES.TOKEN_EXPIRED) {
    await fetchBridge().catch(() => undefined);
    response = await requestCalendar();
  }
  if (!response.ok) {
    const { code, message } = await errorOf(response);
    throw new ApiError(response.status, code, message);
  }
  return response.blob();
}

async function requestCalendar(): Promise<Response> {
  const token = getAccessToken();
  try {
    return await fetch(`${API_BASE_PATH}/bridge/calendar.ics`, {
      headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
  }
}

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  const parsed = errorEnvelopeSchema.safeParse(await response.json().catch(() => null));
  return parsed.success
    ? { code: parsed.data.code, message: parsed.data.message }
    : { code: 'HTTP_ERROR', message: '' };
}
