import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient for the app. Query-level retries are off: the API client already retries network failures
 *, and retrying an HTTP error answer would only repeat it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
