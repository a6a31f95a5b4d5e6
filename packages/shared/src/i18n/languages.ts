/**
 * The languages RaktSetu speaks. English is the source every other language is translated from; a text missing
 * in a language falls back to English (and the catalogue checks in the tests fail on it).
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
};

/** BCP 47 tags for Intl (numbers, dates, plural rules): India's conventions for each language. */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  mr: 'mr-IN',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of our languages for a list of preferred tags, best first (navigator.languages, or an Accept-Language
 * header already split): "hi-IN" matches hi, "mr" matches mr; nothing known gives English.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, best first by their q weights (q=0 means "not this one"). */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      // An unreadable weight ("q=abc") makes the tag unreadable too: it is dropped below, not ranked first.
      const q = params.map((p) => /^\s*q=(.*?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : q === '' ? Number.NaN : Number(q), index };
    })
    .filter((t) => t.tag && Number.isFinite(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/**
 * The cookie in which the web app keeps the language it shows (set whenever one is chosen or detected), so the
 * server can send the pre-rendered first pages (/ and /login) already in it (docs/decisions/0028-prerendered-first-pages.md).
 */
export const LANGUAGE_COOKIE = 'lang';

/** The language named by a Cookie header's `lang` cookie, or null when it names none of ours. */
export function languageOfCookies(header: string | undefined | null): Language | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}
