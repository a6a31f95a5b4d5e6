// A donor's side of the Blood Bridge (docs/product.md "Blood Bridge"): the invitation preview, joining, the
// donor's bridges and invitations, answering an ask, leaving, and the calendar file. Built to
// packages/shared/src/contracts/bridge.ts.
import {
  bridgeInvitePreviewResponseSchema,
  membershipsResponseSchema,
  profileResponseSchema,
  successEnvelope,
  type Memberships,
  type Profile,
} from '@raktsetu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { fetchApiFile } from '../../../lib/file-download.ts';
import { useMutationWithOutcome, type Outcome } from '../../../lib/mutation-outcome.ts';

export const membershipKeys = {
  all: ['bridge-memberships'] as const,
  invite: (code: string) => ['bridge-invite', code] as const,
};

const planIdResponseSchema = successEnvelope(z.object({ plan_id: z.string() }));
const path = (value: string) => encodeURIComponent(value);

/** GET /bridge/invites/{code}: what a donor sees before joining. A bad code is a 404 with the server's message. */
export async function fetchInvitePreview(code: string, signal?: AbortSignal) {
  const body = await apiClient.get(`/bridge/invites/${path(code)}`, { signal });
  return bridgeInvitePreviewResponseSchema.parse(body).data;
}

export async function joinBridge(code: string): Promise<string> {
  const body = await apiClient.post(`/bridge/invites/${path(code)}/join`);
  return planIdResponseSchema.parse(body).data.plan_id;
}

export async function fetchMemberships(signal?: AbortSignal): Promise<Memberships> {
  const body = await apiClient.get('/bridge/memberships', { signal });
  return membershipsResponseSchema.parse(body).data;
}

export async function acceptInvitation(planId: string): Promise<string> {
  const body = await apiClient.post(`/bridge/invitations/${path(planId)}/accept`);
  return planIdResponseSchema.parse(body).data.plan_id;
}

export interface SlotAnswer {
  slotId: string;
  answer: 'confirm' | 'decline';
}

/** POST /bridge/slots/{id}/answer: the server answers with the donor's bridges as they are now. */
export async function answerSlot({ slotId, answer }: SlotAnswer): Promise<Memberships> {
  const body = await apiClient.post(`/bridge/slots/${path(slotId)}/answer`, { answer });
  return membershipsResponseSchema.parse(body).data;
}

/** DELETE /bridge/memberships/{plan_id}: the server answers with the donor's bridges left. */
export async function leaveBridge(planId: string): Promise<Memberships> {
  const body = await apiClient.delete(`/bridge/memberships/${path(planId)}`);
  return membershipsResponseSchema.parse(body).data;
}

export function useInvitePreview(code: string) {
  return useQuery({
    queryKey: membershipKeys.invite(code),
    queryFn: ({ signal }) => fetchInvitePreview(code, signal),
    // A 404 (bad or replaced link) or 403 is the answer, not a hiccup to retry.
    retry: false,
  });
}

export function useMemberships(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: membershipKeys.all,
    queryFn: ({ signal }) => fetchMemberships(signal),
    enabled: options.enabled ?? true,
  });
}

export function useJoinBridge(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinBridge(code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}

/** Told from the mutation (lib/mutation-outcome.ts): the invitation leaves the list before the answer is told. */
export function useAcceptInvitation(outcome?: Outcome<string, string>) {
  const queryClient = useQueryClient();
  return useMutationWithOutcome(
    {
      mutationFn: acceptInvitation,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
    },
    outcome,
  );
}

/** The answer carries the new state of every bridge, so the page shows it at once without another call. */
export function useAnswerSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSlot,
    onSuccess: (memberships) => queryClient.setQueryData(membershipKeys.all, memberships),
  });
}

export function useLeaveBridge(outcome?: Outcome<Memberships, string>) {
  const queryClient = useQueryClient();
  return useMutationWithOutcome(
    {
      mutationFn: leaveBridge,
      onSuccess: (memberships) => queryClient.setQueryData(membershipKeys.all, memberships),
    },
    outcome,
  );
}

/** GET /bridge/memberships/calendar.ics as a file (lib/file-download.ts fetches it with the token). */
export async function fetchMembershipsCalendar(): Promise<Blob> {
  const response = await fetchApiFile('/bridge/memberships/calendar.ics', fetchMemberships);
  return new Blob([await response.text()], { type: 'text/calendar' });
}

/** PUT /auth/profile with only the donor's "willing to join a bridge" setting; returns the saved profile. */
export async function saveBridgeWilling(willing: boolean): Promise<Profile> {
  const body = await apiClient.put('/auth/profile', { bridge_willing: willing });
  return profileResponseSchema.parse(body).data;
}
