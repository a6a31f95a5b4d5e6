import { isLanguage, LANGUAGE_LOCALES, type Language } from '@raktsetu/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setLanguageReader } from '../lib/language-now.ts';
import { initialLanguage, rememberLanguage, writeLanguageCookie } from './device-language.ts';
import enFirst from './locales/en-first.ts';

/**
 * English texts ship with the app (en-first.ts); the keys are typed from English (i18next.d.ts), so a text missing
 * in English fails `tsc`. Every language has two parts: the first pages' texts and the rest ("more"), which
 * loadMoreMessages() adds before any other page renders (lib/lazy-page.ts), keeping a first visit light
 * (docs/decisions/0022-first-page-budget.md). Hindi and Marathi load only when chosen, with the shared messages in
 * that language; English stays the fallback (docs/decisions/0023-languages.md).
 */
export const defaultNS = 'translation';
export const resources = { en: { translation: enFirst } } as const;

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'hi', 'mr'],
  defaultNS,
  resources,
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

type Part = 'first' | 'more';
type Bundle = { default: Record<string, unknown> };

// Only the files that exist are listed, so a language whose texts are missing falls back to English, not a
// build error; each is its own chunk, fetched when that language needs it.
const files = import.meta.glob<Bundle>(['./locales/{en,hi,mr}-more.ts', './locales/{hi,mr}-first.ts']);

function loaderFor(language: Language, part: Part): (() => Promise<Bundle>) | undefined {
  if (language === 'en' && part === 'first') return () => Promise.resolve({ default: enFirst });
  return files[`./locales/${language}-${part}.ts`];
}

const loads = new Map<string, Promise<void>>([['en-first', Promise.resolve()]]);

/** Adds one part of a language's texts (once); a failed load is tried again by the next caller. */
function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}-${part}`;
  const known = loads.get(key);
  if (known) return known;
  const load = loaderFor(language, part);
  // No file for this language yet: English is the fallback, so make sure its part is there.
  if (!load) return language === 'en' ? Promise.resolve() : loadPart('en', part);
  const loading = load().then(
    ({ default: texts }) => {
      i18n.addResourceBundle(language, defaultNS, texts, true, false);
    },
    (error: unknown) => {
      loads.delete(key);
      throw error;
    },
  );
  loads.set(key, loading);
  return loading;
}

/** Set once a page beyond the first ones was shown: a later language change must bring its "more" part too. */
let moreNeeded = false;
/** The language being switched to while its texts load. */
let switchingTo: Language | undefined;

/** Adds the texts of every other page (once) for the current language and any language being switched to. */
export function loadMoreMessages(): Promise<void> {
  moreNeeded = true;
  const languages = new Set([currentLanguage(), switchingTo ?? currentLanguage()]);
  return Promise.all([...languages].map((language) => loadPart(language, 'more'))).then(() => undefined);
}

/** The language the texts are shown in now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

setLanguageReader(currentLanguage);

/** The Intl locale of the current language, with the Latin digits people type into forms and read in texts. */
export function currentLocale(): string {
  return `${LANGUAGE_LOCALES[currentLanguage()]}-u-nu-latn`;
}

/**
 * What a language needs besides its texts: the shared messages (form errors) in it. The Devanagari font's faces are
 * declared on every page (styles.css), as a notice or a name in Devanagari can show on an English page too.
 */
function loadExtras(language: Language): Promise<unknown> {
  if (language === 'en') return Promise.resolve();
  return import('./shared-messages.ts').then((messages) => messages.loadSharedMessages(language));
}

/** Counts language changes, so a slower load of an earlier choice never overrides a later one. */
let changes = 0;

/** Shows the app in `language` once its texts (and font) have arrived; false when a later change overtook it. */
async function applyLanguage(language: Language): Promise<boolean> {
  const change = ++changes;
  switchingTo = language;
  try {
    await Promise.all([loadPart(language, 'first'), loadExtras(language)]);
    // Checked after the wait: a page may have asked for the rest while the first part loaded.
    if (moreNeeded) await loadPart(language, 'more');
    if (change !== changes) return false;
    await i18n.changeLanguage(language);
    return true;
  } finally {
    if (change === changes) switchingTo = undefined;
  }
}

/**
 * Shows the app in `language` and remembers it on this device. `unsaved` marks a choice the profile has not
 * received yet (the switcher); a language taken from the profile is already saved.
 */
export async function setLanguage(language: Language, { unsaved }: { unsaved: boolean }): Promise<void> {
  if (await applyLanguage(language)) rememberLanguage(language, { unsaved });
}

// <html lang> follows the texts, so screen readers speak them in the right voice and the browser picks fonts and
// hyphenates correctly.
// The cookie follows it too, so the server sends the pre-rendered / and /login in the language shown here.
i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = language;
  writeLanguageCookie(language);
});

const startLanguage = initialLanguage();
// English shows at once, with no change event: the cookie is told here.
if (startLanguage === 'en') writeLanguageCookie('en');

/**
 * Resolves when the start language's texts are in, so the first render is already in it (main.tsx waits; English
 * is there at once). A failed load leaves the app in English, which shipped with it (e.g. offline on a first visit).
 */
export const languageReady: Promise<void> =
  startLanguage === 'en' ? Promise.resolve() : applyLanguage(startLanguage).then(noop, noop);

function noop(): void {}

export default i18n;
