// The patient's Blood Bridge (docs/product.md "Blood Bridge"): the plan, its dates, members and invitations. Only
// the patient's bridge page calls these, so they live in this feature.
import {
  bridgeViewResponseSchema,
  successEnvelope,
  type BridgeView,
  type MoveDateInput,
  type TransfusionPlanInput,
} from '@raktsetu/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { fetchApiFile } from '../../../lib/file-download.ts';
import { useMutationWithOutcome, type Outcome } from '../../../lib/mutation-outcome.ts';

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
export function useBridgeChange<TInput>(
  change: (input: TInput) => Promise<BridgeView | null>,
  outcome?: Outcome<BridgeView | null, TInput>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOutcome(
    { mutationFn: change, onSuccess: (view) => queryClient.setQueryData(bridgeKeys.view, view) },
    outcome,
  );
}

/** Inviting changes the count of donors left to invite: the view is read again. */
export function useInviteNearby(outcome?: Outcome<number, void>) {
  const queryClient = useQueryClient();
  return useMutationWithOutcome(
    { mutationFn: inviteNearby, onSuccess: () => queryClient.invalidateQueries({ queryKey: bridgeKeys.view }) },
    outcome,
  );
}

export function useRefreshBridge() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: bridgeKeys.view });
}

/** The patient's dates as an .ics file (lib/file-download.ts fetches it with the token). */
export async function fetchCalendar(): Promise<Blob> {
  return (await fetchApiFile('/bridge/calendar.ics', fetchBridge)).blob();
}
