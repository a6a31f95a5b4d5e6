import { isLanguage, type Language } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';

/**
 * The shared messages (zod validation texts, MESSAGES) are written once in English in @raktsetu/shared and shown
 * by the forms as they come. For Hindi and Marathi they are translated by their English words with the shared
 * catalogues, which load with that language (shared-messages.ts, imported lazily by index.ts) and register here,
 * so an English visitor never downloads them. A text with no translation is shown as it came.
 */
type Translate = (english: string) => string;

const translators = new Map<Language, Translate>();

export function registerMessageTranslator(language: Language, translate: Translate): void {
  translators.set(language, translate);
}

/** `text` in `language`, when it is a shared message with a translation; otherwise unchanged. */
export function translateMessage(text: string, language: Language): string {
  return translators.get(language)?.(text) ?? text;
}

/** translateMessage for the language shown now; the component re-renders when the language changes. */
export function useTranslateMessage(): (text: string) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (text) => translateMessage(text, language);
}
