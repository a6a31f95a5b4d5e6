import { browserStorage, readStored } from './safe-storage.ts';

/**
 * The one place that knows where the session tokens live (two fixed browser-storage keys).
 * Every read and write goes through here so the keys are never spelled twice, and so listeners (the auth
 * state) hear about changes made by the API client or by another tab.
 */
export const ACCESS_TOKEN_KEY = 'raktsetu.access_token';
export const REFRESH_TOKEN_KEY = 'raktsetu.refresh_token';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return readStored(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return readStored(REFRESH_TOKEN_KEY);
}

/** Both tokens, or null when either is missing (a half session counts as no session). */
export function getStoredTokens(): StoredTokens | null {
  const accessToken = getAccessToken();
  const refreshToken = getRefreshToken();
  if (!accessToken || !refreshToken) return null;
  return { accessToken, refreshToken };
}

export function setTokens(tokens: StoredTokens): void {
  try {
    browserStorage()?.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
    browserStorage()?.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  } catch {
    // Storage full or disabled: the session then lasts only as long as the in-memory state.
  }
  notify();
}

export function clearTokens(): void {
  try {
    browserStorage()?.removeItem(ACCESS_TOKEN_KEY);
    browserStorage()?.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
  notify();
}

/** Called after any change to the stored tokens, in this tab or (via the storage event) in another one. */
export function subscribeToTokens(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
