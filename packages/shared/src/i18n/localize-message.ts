import { MESSAGES } from '../messages.ts';
import type { Language } from './languages.ts';
import { MESSAGES_HI } from './messages.hi.ts';
import { MESSAGES_MR } from './messages.mr.ts';

/**
 * The shared MESSAGES (what both server and web say) in each language. A message is looked up by its English
 * words, because zod schemas and server errors carry the English text; anything not in MESSAGES comes back as it
 * was, for its owner to translate.
 */
export type MessageCatalogue = Record<keyof typeof MESSAGES, string>;

const CATALOGUES: Record<Exclude<Language, 'en'>, MessageCatalogue> = { hi: MESSAGES_HI, mr: MESSAGES_MR };

const KEY_BY_ENGLISH = new Map<string, keyof typeof MESSAGES>(
  (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).map((key) => [MESSAGES[key], key]),
);

export function localizeMessage(english: string, language: Language): string {
  if (language === 'en') return english;
  const key = KEY_BY_ENGLISH.get(english);
  return key ? CATALOGUES[language][key] : english;
}
