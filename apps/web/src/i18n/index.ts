import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enFirst from './locales/en-first.ts';

/**
 * English is the only language for now; the keys are typed (see i18next.d.ts) so a missing text fails `tsc`.
 * The app starts with the first pages' texts (en-first.ts); loadMoreMessages() adds the rest before any other page
 * renders (lib/lazy-page.ts), keeping a first visit light (docs/decisions/0022-first-page-budget.md).
 */
export const defaultNS = 'translation';
export const resources = { en: { translation: enFirst } } as const;

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS,
  resources,
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

let more: Promise<void> | undefined;

/** Adds the texts of every other page (once); a failed load is tried again by the next caller. */
export function loadMoreMessages(): Promise<void> {
  more ??= import('./locales/en-more.ts').then(
    ({ default: enMore }) => {
      i18n.addResourceBundle('en', defaultNS, enMore, true, false);
    },
    (error: unknown) => {
      more = undefined;
      throw error;
    },
  );
  return more;
}

export default i18n;
