/**
 * RaktSetu's languages and the catalogues that translate what the shared package says.
 *
 * - `LANGUAGES`, `Language`, `LANGUAGE_NAMES`, `LANGUAGE_LOCALES`, `isLanguage`, `matchLanguage(tags)`,
 *   `parseAcceptLanguage(header)`: which language to speak (languages.ts).
 * - `MessageCatalogue`: English msgid → translation. A msgid may hold `{{placeholders}}` for the parts that
 *   change; what a placeholder captured is looked up too, anything unknown (field names, numbers, names) is kept.
 * - `createLocalizer(...catalogues)` → `localize(english)`: sync; a later catalogue wins. Text no catalogue
 *   knows comes back in English.
 * - Web (lazy): `const localize = createLocalizer(await loadMessageCatalogue(language))` — each language is its
 *   own chunk, so importing `MESSAGES` or a schema never pulls a catalogue into a bundle.
 * - Server (sync): `import HI from '@raktsetu/shared/i18n/catalogues/hi'` (and `/mr`), then
 *   `createLocalizer(HI, serverHi)`; apps/server/src/i18n/localize.ts does this once for every reply.
 * - `placeholdersOf(message)`: the `{{names}}` of a message, for catalogue checks.
 */
export * from './languages.ts';
export * from './localize-message.ts';
