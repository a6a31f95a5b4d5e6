import type { Language } from './languages.ts';

/**
 * A message catalogue maps an English message (its gettext-style msgid) to the same message in one language.
 * Messages are looked up by their English words because zod schemas, the error map and the server all produce
 * English text; a catalogue keyed by words needs no code at the places that write them.
 *
 * A msgid may hold placeholders, `{{name}}`, for the parts that change ("{{field}} must be a number",
 * "This coupon expired on {{date}}."). The translation carries the same placeholders, in whatever order the
 * language needs. What a placeholder captured is itself looked up (so "in {{count}} minutes" or a request
 * status word inside a longer message translates too); anything not in the catalogue — an API field name, a
 * number, a person's name, a date — comes through exactly as it was.
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

/** Turns English text into one language; text no catalogue knows comes back unchanged (English). */
export type Localize = (english: string) => string;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
/** A value captured inside a value inside a value is as deep as real messages go. */
const MAX_DEPTH = 3;

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
  /** Characters outside placeholders: the more a template spells out, the sooner it is tried. */
  weight: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(msgid: string, translation: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of msgid.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(msgid.slice(last, match.index));
    // Lazy and possibly empty: an optional tail ("{{verify}}") may be missing; the literal text anchors the rest.
    source += '([\\s\\S]*?)';
    names.push(match[1] ?? '');
    last = match.index + match[0].length;
  }
  source += escapeRegExp(msgid.slice(last));
  const weight = msgid.replace(PLACEHOLDER, '').length;
  return { pattern: new RegExp(`^${source}$`), names, translation, weight };
}

/** One function that translates through the given catalogues (a later catalogue wins on the same msgid). */
export function createLocalizer(...catalogues: MessageCatalogue[]): Localize {
  const exact = new Map<string, string>();
  const byMsgid = new Map<string, string>();
  for (const catalogue of catalogues) {
    for (const [msgid, translation] of Object.entries(catalogue)) {
      if (msgid.includes('{{')) byMsgid.set(msgid, translation);
      else exact.set(msgid, translation);
    }
  }
  const templates = [...byMsgid].map(([msgid, translation]) => compile(msgid, translation));
  templates.sort((a, b) => b.weight - a.weight);

  const localize = (english: string, depth: number): string => {
    const known = exact.get(english);
    if (known !== undefined) return known;
    if (depth >= MAX_DEPTH || english === '') return english;
    for (const template of templates) {
      const match = template.pattern.exec(english);
      if (!match) continue;
      const values = new Map(template.names.map((name, i) => [name, localize(match[i + 1] ?? '', depth + 1)]));
      return template.translation.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
    }
    return english;
  };
  return (english) => localize(english, 0);
}

/** Every `{{name}}` in a message, for checks that a translation kept them all. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();
}

/**
 * The shared catalogue of one language, loaded only when asked for (the web splits each into its own chunk).
 * English needs none: its localizer returns every message as it is.
 */
export async function loadMessageCatalogue(language: Language): Promise<MessageCatalogue> {
  switch (language) {
    case 'hi':
      return (await import('./catalogues/hi.ts')).default;
    case 'mr':
      return (await import('./catalogues/mr.ts')).default;
    default:
      return {};
  }
}
