import { LANGUAGE_LOCALES, type Language } from '@raktsetu/shared';

/**
 * A 'YYYY-MM-DD' day as the reader's language writes it ("8 Dec 2026", "8 दिस॰ 2026", "8 डिसें, 2026"; Latin digits
 * as everywhere, decision 0023): read as a calendar day, so no time zone moves it.
 */
export function bridgeDay(language: Language, iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(`${LANGUAGE_LOCALES[language]}-u-nu-latn`, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
