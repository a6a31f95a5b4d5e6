import { MESSAGES } from '../../messages.ts';
import { REQUEST_MESSAGES } from '../../request-messages.ts';
import type { MessageCatalogue } from '../localize-message.ts';

/** MESSAGES in one language, by the same keys: tsc refuses a catalogue that leaves one out. */
export type MessagesText = Record<keyof typeof MESSAGES, string>;
/** REQUEST_MESSAGES in one language; a function's translation carries `{{status}}` where the status goes. */
export type RequestMessagesText = Record<keyof typeof REQUEST_MESSAGES, string>;

/** What each REQUEST_MESSAGES entry says in English, a function's with `{{status}}` in place of the status. */
export function requestMessageIds(): Record<keyof typeof REQUEST_MESSAGES, string> {
  const ids = {} as Record<keyof typeof REQUEST_MESSAGES, string>;
  for (const [key, value] of Object.entries(REQUEST_MESSAGES) as [keyof typeof REQUEST_MESSAGES, unknown][]) {
    ids[key] = typeof value === 'function' ? (value as (status: string) => string)('{{status}}') : String(value);
  }
  return ids;
}

/** The keyed translations as a catalogue by English msgid, the form every lookup uses. */
export function byEnglish(messages: MessagesText, requests: RequestMessagesText): MessageCatalogue {
  const catalogue: Record<string, string> = {};
  for (const key of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) catalogue[MESSAGES[key]] = messages[key];
  const ids = requestMessageIds();
  for (const key of Object.keys(ids) as (keyof typeof REQUEST_MESSAGES)[]) catalogue[ids[key]] = requests[key];
  return catalogue;
}
