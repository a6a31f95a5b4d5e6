// The reward partners and their offers, managed by admins (/api/admin). Only the partners page calls these.
import {
  offerResponseSchema,
  partnerListResponseSchema,
  partnerResponseSchema,
  type OfferInput,
  type PartnerInput,
  type offerInputSchema,
  type partnerInputSchema,
} from '@raktsetu/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { useMutationWithOutcome, type Outcome } from '../../../lib/mutation-outcome.ts';

const partnerKeys = { all: ['admin', 'partners'] as const };

export type PartnerPayload = z.output<typeof partnerInputSchema>;
export type OfferPayload = z.output<typeof offerInputSchema>;

const id = (value: string) => encodeURIComponent(value);

export async function fetchPartners(signal?: AbortSignal) {
  const body = await apiClient.get('/admin/partners', { signal });
  return partnerListResponseSchema.parse(body).data;
}

export async function savePartner(partnerId: string | null, input: PartnerInput | PartnerPayload) {
  const body = partnerId
    ? await apiClient.put(`/admin/partners/${id(partnerId)}`, input)
    : await apiClient.post('/admin/partners', input);
  return partnerResponseSchema.parse(body);
}

export interface OfferTarget {
  partnerId: string;
  /** null: a new offer of that partner. */
  offerId: string | null;
}

export async function saveOffer(target: OfferTarget, input: OfferInput | OfferPayload) {
  const body = target.offerId
    ? await apiClient.put(`/admin/offers/${id(target.offerId)}`, input)
    : await apiClient.post(`/admin/partners/${id(target.partnerId)}/offers`, input);
  return offerResponseSchema.parse(body);
}

export function usePartners() {
  return useQuery({ queryKey: partnerKeys.all, queryFn: ({ signal }) => fetchPartners(signal) });
}

function useRefreshPartners() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: partnerKeys.all });
}

type PartnerSave = { partnerId: string | null; input: PartnerPayload };

export function useSavePartner(outcome?: Outcome<Awaited<ReturnType<typeof savePartner>>, PartnerSave>) {
  const refresh = useRefreshPartners();
  return useMutationWithOutcome(
    { mutationFn: ({ partnerId, input }: PartnerSave) => savePartner(partnerId, input), onSuccess: refresh },
    outcome,
  );
}

export interface OfferSave {
  target: OfferTarget;
  input: OfferPayload;
}

export function useSaveOffer(outcome?: Outcome<Awaited<ReturnType<typeof saveOffer>>, OfferSave>) {
  const refresh = useRefreshPartners();
  return useMutationWithOutcome(
    { mutationFn: ({ target, input }: OfferSave) => saveOffer(target, input), onSuccess: refresh },
    outcome,
  );
}
