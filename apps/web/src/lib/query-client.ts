import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { noteAnswer, noteNoAnswer } from './offline/connection.ts';

/** A call that got no answer at all (status 0) tells the offline bar the server is out of reach; any answer, that it is back. */
function noteOutcome(error: unknown): void {
  if (isApiError(error) && error.status === 0) noteNoAnswer();
  else if (isApiError(error)) noteAnswer();
}

/**
 * One QueryClient for the app. Query-level retries are off: the API client already retries network failures
 *, and retrying an HTTP error answer would only repeat it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: noteOutcome, onSuccess: noteAnswer }),
    mutationCache: new MutationCache({ onError: noteOutcome, onSuccess: noteAnswer }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
