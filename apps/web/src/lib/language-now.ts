import type { Language } from '@raktsetu/shared';

/**
 * The language the page is shown in now, for code that must not load i18next: the API client's Accept-Language.
 * The app's i18n registers its reader (i18n/index.ts); a pre-rendered first page registers its page's language
 * (src/first-page/first-page.ts), which weighs a fraction of i18next (docs/decisions/0028-prerendered-first-pages.md).
 */
let reader: () => Language = () => 'en';

export function languageNow(): Language {
  return reader();
}

export function setLanguageReader(read: () => Language): void {
  reader = read;
}
