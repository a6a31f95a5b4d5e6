import { isLanguage, LANGUAGE_COOKIE, matchLanguage, type Language } from '@raktsetu/shared';
import { readStored, writeStored } from '../lib/safe-storage.ts';

/**
 * What this device remembers about the language (two fixed localStorage keys): the language the person chose,
 * and whether that choice still has to reach their profile (chosen while signed out, or the save failed). A
 * first visit with nothing stored follows the browser's languages; that guess is not stored, so it keeps
 * following the browser until the person chooses.
 */
export const LANGUAGE_KEY = 'raktsetu.language';
export const UNSAVED_KEY = 'raktsetu.language_unsaved';

/** The language this device remembers, or null when the person never chose one here. */
export function storedLanguage(): Language | null {
  const value = readStored(LANGUAGE_KEY);
  return isLanguage(value) ? value : null;
}

/** The browser's preferred languages, best first (empty outside a browser). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** The language to start in: the one chosen on this device, else the browser's best match, else English. */
export function initialLanguage(): Language {
  return storedLanguage() ?? matchLanguage(browserLanguages());
}

/** Remembers a language on this device; `unsaved` marks a choice the profile has not received yet. */
export function rememberLanguage(language: Language, { unsaved }: { unsaved: boolean }): void {
  writeStored(LANGUAGE_KEY, language);
  writeStored(UNSAVED_KEY, unsaved ? '1' : null);
}

/** True while a choice made on this device still has to be saved to the profile. */
export function hasUnsavedLanguage(): boolean {
  return readStored(UNSAVED_KEY) === '1';
}

/** The profile now holds the device's choice. */
export function markLanguageSaved(): void {
  writeStored(UNSAVED_KEY, null);
}

/** A year, in seconds: the cookie lasts as long as a choice is worth remembering. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Tells the server the language shown now (the `lang` cookie), so a next visit to / or /login is sent pre-rendered
 * in it rather than in the browser's language (docs/decisions/0028-prerendered-first-pages.md). Not secret, read by
 * no script but ours: SameSite=Lax, the whole site.
 */
export function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
