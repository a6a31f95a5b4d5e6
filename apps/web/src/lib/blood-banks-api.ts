// The blood-bank directory (/api/public-data/blood-banks) and a bank's public stock (/api/public/blood-banks/{id}/
// stock). The directory page and a request's page (the nearest banks with stock when no donor has answered) both
// use them, so they live in lib/ rather than in one feature.
import {
  bankStockResponseSchema,
  bloodBankListResponseSchema,
  bloodBankPlacesResponseSchema,
  type BloodBank,
  type BloodBankCategory,
} from '@raktsetu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, type ApiClient } from './api-client.ts';
import { saveBanks } from './offline/saved-data.ts';
import { bloodBankKeys } from './query-keys.ts';

/** A directory search; every field is optional and sent only when set. */
export interface BloodBankSearch {
  q?: string;
  city?: string;
  state?: string;
  category?: BloodBankCategory;
  latitude?: number;
  longitude?: number;
  /** km; counts only with both coordinates. */
  radius?: number;
  limit?: number;
  /** A group name ("O-", "AB+"): banks with compatible stock come first, each with its `stock_match`. */
  blood_group?: string;
  component_id?: number;
}

export type BankStock = z.infer<typeof bankStockResponseSchema>;
export type BloodBankPlace = z.infer<typeof bloodBankPlacesResponseSchema>['data'][number];

export async function searchBloodBanks(
  query: BloodBankSearch,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<BloodBank[]> {
  const body = await client.get('/public-data/blood-banks', { query: { ...query }, signal });
  const banks = bloodBankListResponseSchema.parse(body).data;
  // The SOS page lists the last banks seen, with their phones, when there is no connection.
  saveBanks(banks);
  return banks;
}

/** The bank's stock items and whether anyone keeps them current (`bank.kept_current`). */
export async function fetchBankStock(id: number, signal?: AbortSignal, client: ApiClient = apiClient) {
  const body = await client.get(`/public/blood-banks/${encodeURIComponent(String(id))}/stock`, { signal });
  return bankStockResponseSchema.parse(body);
}

/** Towns and states with banks whose name starts like `q`, for the search suggestions. */
export async function fetchBloodBankPlaces(q: string, signal?: AbortSignal, client: ApiClient = apiClient) {
  const body = await client.get('/public-data/blood-banks/places', { query: { q }, signal });
  return bloodBankPlacesResponseSchema.parse(body).data;
}

/** Stock moves while a family waits: a minute-old answer is shown again, then fetched afresh. */
const STOCK_STALE_MS = 60_000;

export function useBloodBanks(query: BloodBankSearch, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: bloodBankKeys.search(query),
    queryFn: ({ signal }) => searchBloodBanks(query, signal),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    staleTime: STOCK_STALE_MS,
  });
}

export function useBankStock(id: number | null) {
  return useQuery({
    queryKey: bloodBankKeys.stock(id ?? 0),
    queryFn: ({ signal }) => fetchBankStock(id ?? 0, signal),
    enabled: id !== null,
    staleTime: STOCK_STALE_MS,
  });
}

/** The directory's towns change only with a deployment. */
const PLACES_STALE_MS = 60 * 60 * 1000;

export function useBloodBankPlaces(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: bloodBankKeys.places(term),
    queryFn: ({ signal }) => fetchBloodBankPlaces(term, signal),
    enabled: term.length >= 2,
    staleTime: PLACES_STALE_MS,
  });
}
