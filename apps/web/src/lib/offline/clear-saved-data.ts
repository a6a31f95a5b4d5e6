/**
 * Where saved-data.ts keeps what the offline screens show, and the one call that removes it all when a session
 * ends. Apart from saved-data.ts so the app's providers (loaded with the first page) do not carry the rest of it.
 */
export const SAVED_CARD_KEY = 'raktsetu.offline.card';
export const SAVED_BANKS_KEY = 'raktsetu.offline.banks';

/** Called when the session ends, so the next person on this phone sees nothing of the previous one. */
export function clearSavedData(): void {
  try {
    localStorage.removeItem(SAVED_CARD_KEY);
    localStorage.removeItem(SAVED_BANKS_KEY);
  } catch {
    // No storage (disabled, or not in this environment): nothing was saved.
  }
}
