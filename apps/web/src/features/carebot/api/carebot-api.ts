import {
  carebotHistoryResponseSchema,
  carebotQueryResponseSchema,
  interestsResponseSchema,
  recommendationsResponseSchema,
  type CarebotQueryResponse,
  type ChatHistoryEntry,
  type recommendationSchema,
} from '@raktsetu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { useMutationWithOutcome, type Outcome } from '../../../lib/mutation-outcome.ts';

/** The roles CareBot makes suggestions for; bank staff and admins get none. */
export type RecommendationRole = 'Patient' | 'Donor';
export type Recommendation = z.infer<typeof recommendationSchema>;

export const carebotKeys = {
  interests: ['carebot', 'interests'] as const,
  recommendations: ['carebot', 'recommendations'] as const,
};

/**
 * The latest `limit` chats, newest first as the server sends them. A 401 here never ends the session or leaves
 * the page: the chat then simply starts empty.
 */
export async function fetchChatHistory(limit: number, signal?: AbortSignal): Promise<ChatHistoryEntry[]> {
  const body = await apiClient.get('/ai/carebot/history', {
    query: { limit, offset: 0 },
    signal,
    skipAuthRedirect: true,
  });
  return carebotHistoryResponseSchema.parse(body).data;
}

/** The whole reply at once (the fallback when the stream cannot be opened). */
export async function askCarebot(message: string, signal?: AbortSignal): Promise<CarebotQueryResponse> {
  const body = await apiClient.post('/ai/carebot/query', { message }, { signal });
  return carebotQueryResponseSchema.parse(body);
}

export async function clearChatHistory(): Promise<void> {
  await apiClient.delete('/ai/carebot/history');
}

export async function fetchInterests(signal?: AbortSignal): Promise<string[]> {
  const body = await apiClient.get('/ai/patient/interests', { signal });
  return interestsResponseSchema.parse(body).data.interests;
}

export async function saveInterests(interests: string[]): Promise<string[]> {
  const body = await apiClient.put('/ai/patient/interests', { interests });
  return interestsResponseSchema.parse(body).data.interests;
}

/** Suggestions for the signed-in person in their own role (their interests and, for a donor, their next date). */
export async function fetchRecommendations(role: RecommendationRole, signal?: AbortSignal): Promise<Recommendation[]> {
  const body = await apiClient.get('/ai/recommendations', { query: { user_type: role }, signal });
  return recommendationsResponseSchema.parse(body).data;
}

export function useRecommendations(role: RecommendationRole) {
  return useQuery({
    queryKey: [...carebotKeys.recommendations, role],
    queryFn: ({ signal }) => fetchRecommendations(role, signal),
  });
}

export function useInterests() {
  return useQuery({ queryKey: carebotKeys.interests, queryFn: ({ signal }) => fetchInterests(signal) });
}

export function useSaveInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInterests,
    onSuccess: (interests) => {
      queryClient.setQueryData(carebotKeys.interests, interests);
      // Suggestions include articles on the person's interests.
      void queryClient.invalidateQueries({ queryKey: carebotKeys.recommendations });
    },
  });
}

export function useClearChatHistory(outcome?: Outcome<void, void>) {
  return useMutationWithOutcome({ mutationFn: clearChatHistory }, outcome);
}
