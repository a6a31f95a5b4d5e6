import {
  carebotHistoryResponseSchema,
  carebotQueryResponseSchema,
  interestsResponseSchema,
  type CarebotQueryResponse,
  type ChatHistoryEntry,
} from '@raktsetu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const carebotKeys = {
  interests: ['carebot', 'interests'] as const,
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

export function useInterests() {
  return useQuery({ queryKey: carebotKeys.interests, queryFn: ({ signal }) => fetchInterests(signal) });
}

export function useSaveInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInterests,
    onSuccess: (interests) => queryClient.setQueryData(carebotKeys.interests, interests),
  });
}

export function useClearChatHistory() {
  return useMutation({ mutationFn: clearChatHistory });
}
