import { EMERGENCY_PHONE } from '@raktsetu/shared';
import type {
  CarebotAction,
  CarebotCitation,
  CarebotQueryResponse,
  CarebotSafetyCategory,
  CarebotSource,
  ChatHistoryEntry,
} from '@raktsetu/shared';

/** One bubble of the conversation as the page and the widget draw it. */
export interface ChatMessage {
  id: string;
  type: 'user' | 'bot';
  content: string;
  timestamp: string;
  /** The apology shown when a reply failed. */
  isError: boolean;
  source: CarebotSource;
  safety: CarebotSafetyCategory | null;
  actions: CarebotAction[];
  citations: CarebotCitation[];
  relatedQuestions: string[];
  /** A reply still being written (streaming). */
  streaming: boolean;
}

let sequence = 0;
function nextId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}

function message(type: ChatMessage['type'], content: string, changes: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: nextId(type),
    type,
    content,
    timestamp: new Date().toISOString(),
    isError: false,
    source: 'ai',
    safety: null,
    actions: [],
    citations: [],
    relatedQuestions: [],
    streaming: false,
    ...changes,
  };
}

export const userMessage = (content: string) => message('user', content);

export const botMessage = (content: string, changes: Partial<ChatMessage> = {}) => message('bot', content, changes);

export const errorMessage = (content: string) => message('bot', content, { isError: true });

export function replyMessage(reply: CarebotQueryResponse, id?: string): ChatMessage {
  return message('bot', reply.response, {
    ...(id ? { id } : {}),
    source: reply.source,
    safety: reply.safety,
    actions: reply.actions,
    citations: reply.citations,
    relatedQuestions: reply.related_questions,
  });
}

/**
 * Past chats (newest first, as the server sends them) as bubbles, oldest first: each entry is the user's
 * question, then CareBot's reply.
 */
export function historyToMessages(entries: ChatHistoryEntry[]): ChatMessage[] {
  return [...entries]
    .reverse()
    .flatMap((entry) => [
      message('user', entry.prompt, { id: `${entry.chat_id}-q`, timestamp: entry.timestamp }),
      message('bot', entry.response, { id: `${entry.chat_id}-a`, timestamp: entry.timestamp, source: entry.source }),
    ]);
}

/** A reply's paragraphs (the server separates them with a blank line). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A paragraph naming where the words came from ("Source: …"), drawn smaller than the answer itself. */
export function isSourceLine(paragraph: string): boolean {
  return /^sources?:/i.test(paragraph);
}

/**
 * The citations to list under a reply: each once, and none the reply's own "Source: …" lines already name (the
 * built-in engine writes them into the text, which is also all a past chat keeps).
 */
export function citationsToList(citations: CarebotCitation[], text: string): CarebotCitation[] {
  const seen = new Set<string>();
  return citations.filter((citation) => {
    const key = `${citation.organisation}|${citation.document}|${citation.year}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return !(text.includes(citation.organisation) && text.includes(citation.document));
  });
}

/** Call links first: in an emergency the number to dial leads. */
export function orderedActions(actions: CarebotAction[]): CarebotAction[] {
  return [...actions.filter((a) => a.kind === 'call'), ...actions.filter((a) => a.kind !== 'call')];
}

/**
 * The numbers CareBot tells people to call (the emergency number and the Tele-MANAS helpline), each standing alone
 * rather than inside a longer number.
 */
const CALLABLE_NUMBER = new RegExp(`(?<![\\d-])(1-800-891-4416|14416|${EMERGENCY_PHONE})(?![\\d-])`, 'g');

/** A piece of a paragraph: plain words, or a number to call with the digits to dial. */
export interface TextPart {
  text: string;
  dial?: string;
}

/**
 * A paragraph split around the numbers to call, so each can be a tap-to-call link: a past chat keeps only its text,
 * and its emergency or helpline number must still be one tap away.
 */
export function callableParts(paragraph: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  for (const match of paragraph.matchAll(CALLABLE_NUMBER)) {
    if (match.index > rest) parts.push({ text: paragraph.slice(rest, match.index) });
    parts.push({ text: match[0], dial: match[0].replace(/\D/g, '') });
    rest = match.index + match[0].length;
  }
  if (rest < paragraph.length) parts.push({ text: paragraph.slice(rest) });
  return parts;
}
