import type { FastifyReply } from 'fastify';
import { COMPRESSION_THRESHOLD, chosenEncoding, compress, markCompressed, type Encoding } from './api-compression.ts';

/**
 * A list's answer kept as the JSON text its route's serializer wrote, for as long as the list is the same array.
 *
 * Serializing a page (the response schema's check, then JSON.stringify) is the largest share of a donor's list once
 * the page itself comes from memory (docs/decisions/0041-kept-answers.md). The open requests view hands out the
 * same frozen array of frozen summaries until something changes, so the text written for it the first time is the
 * text every later call would write, provided the rest of the envelope (pagination, eligibility) is the same too.
 *
 * The text always comes from `reply.serialize`, the route's own serializer: the schema check and its stripping of
 * undeclared fields (docs/decisions/0002) ran on exactly this payload once. Only a frozen `data` array of frozen
 * objects is kept; freezing is the caller's promise that the array is handed out again unchanged. Anything else is
 * sent as usual. A payload with a `message` is never kept: that one is translated before it is serialized.
 *
 * A browser asks for a compressed answer, and compressing a page costs more than serializing it; so a kept answer
 * also keeps its bytes in each encoding asked for, made with the compress plugin's own settings and choice
 * (lib/api-compression.ts). The plugin lets an answer that is already compressed pass.
 */

/** Fastify's own content type for the JSON it serializes, so a kept answer is byte for byte the same answer. */
const JSON_TYPE = 'application/json; charset=utf-8';

export interface ListPayload {
  data: readonly unknown[];
  message?: never;
  [key: string]: unknown;
}

/** True when `data` may be kept by identity: frozen, and each element frozen (or not an object). */
function isKeepable(data: readonly unknown[]): boolean {
  if (!Object.isFrozen(data)) return false;
  for (const item of data) {
    if (typeof item === 'object' && item !== null && !Object.isFrozen(item)) return false;
  }
  return true;
}

interface Kept {
  rest: string;
  text: string;
  /** The text compressed, in each encoding asked for so far. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Sends a kept answer, compressed when the request asks for it and the plugin would compress it. */
function sendKept(reply: FastifyReply, kept: Kept): FastifyReply {
  reply.type(JSON_TYPE);
  const encoding = chosenEncoding(reply.request);
  if (encoding === undefined || Buffer.byteLength(kept.text) < COMPRESSION_THRESHOLD) return reply.send(kept.text);
  const bytes = (kept.encoded[encoding] ??= compress(kept.text, encoding));
  markCompressed(reply, encoding);
  return reply.send(bytes);
}

/** At most `max` answers are kept (the oldest goes first), whatever becomes of their arrays. */
export function createAnswerMemo(max: number) {
  const answers = new Map<object, Kept>();
  return {
    /** Sends `payload` through the route's serializer, or the text it wrote for the same payload before. */
    send(reply: FastifyReply, payload: ListPayload): FastifyReply {
      const { data } = payload;
      if (!isKeepable(data)) return reply.send(payload);
      // Everything but the array, as text: a different page number, total or eligibility is another answer.
      const rest = JSON.stringify({ ...payload, data: undefined });
      const known = answers.get(data);
      if (known?.rest === rest) return sendKept(reply, known);
      const kept: Kept = { rest, text: reply.serialize(payload) as string, encoded: {} };
      answers.delete(data);
      if (answers.size >= max) answers.delete(answers.keys().next().value!);
      answers.set(data, kept);
      return sendKept(reply, kept);
    },
    size: () => answers.size,
  };
}
export type AnswerMemo = ReturnType<typeof createAnswerMemo>;
