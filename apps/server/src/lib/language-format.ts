import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, isLanguage, type Language } from '@raktsetu/shared';

/**
 * Numbers, dates and plural words as each language writes them (Intl with LANGUAGE_LOCALES), for the texts the
 * server writes itself: e-mails and notices. Digits stay Latin in every language, as on the web (decision 0023):
 * Marathi's default would be Devanagari digits, but phone numbers, counts and what people type are Latin, and
 * one text should not mix both.
 */

/** The Intl locale of a language with Latin digits. */
const localeOf = (language: Language) => `${LANGUAGE_LOCALES[language]}-u-nu-latn`;

/** A stored preferred_language as a Language: anything unknown (an old row, a typo) reads English. */
export function toLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

const numberFormats = new Map<Language, Intl.NumberFormat>();
const pluralRules = new Map<Language, Intl.PluralRules>();

/** A whole or decimal number as the language writes it, without grouping (a km or unit count, never money). */
export function formatNumber(language: Language, n: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { useGrouping: false, maximumFractionDigits: 1 });
    numberFormats.set(language, format);
  }
  return format.format(n);
}

/** A moment as India reads it (IST), e.g. "26 Nov 2026, 7:41 pm" in English, in the language's words. */
export function formatDateTime(language: Language, when: Date): string {
  return when.toLocaleString(localeOf(language), {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** The forms of a counted word; `{{count}}` in a form is replaced by the number. */
export interface PluralForms {
  one: string;
  other: string;
}

/** "1 unit" / "2 units": the form Intl.PluralRules picks for `n` in this language, with the number in it. */
export function plural(language: Language, n: number, forms: PluralForms): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(localeOf(language));
    pluralRules.set(language, rules);
  }
  const form = rules.select(n) === 'one' ? forms.one : forms.other;
  return form.replace('{{count}}', formatNumber(language, n));
}
