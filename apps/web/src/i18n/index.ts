import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.ts';

/** English is the only language for now; the keys are typed (see i18next.d.ts) so a missing text fails `tsc`. */
export const defaultNS = 'translation';
export const resources = { en: { translation: en } } as const;

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

export default i18n;
