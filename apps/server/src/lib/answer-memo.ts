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
 * sent as usual. A payload with a `message` is never kept: that one is translated before it is serialized (a
 * `preSerialization` hook, which a kept answer's text skips).
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
  textBytes: number;
  /** The text compressed, in each encoding asked for so far. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** What this answer holds: its text and bytes, and as much again for its array (measured: ~18 MB heap for
   * 1,000 twenty-row answers, text included). */
  weight: number;
}

/**
 * zlib's one-shot calls return a slice of a 16 KB buffer, which a kept slice would hold whole: the bytes are
 * copied into a buffer of their own size (not from Node's shared pool either, which a slice would pin as well).
 */
function exactly(bytes: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/**
 * Sends a kept answer, compressed as the compress plugin would: when the request asks for an encoding, the text is
 * over the plugin's threshold, and it is not a HEAD (the plugin leaves those alone). The memo serves only routes
 * under /api, which the plugin compresses (plugins/security.ts).
 */
function sendKept(reply: FastifyReply, kept: Kept, grow: (bytes: number) => void): FastifyReply {
  reply.type(JSON_TYPE);
  const encoding = reply.request.method === 'HEAD' ? undefined : chosenEncoding(reply.request);
  if (encoding === undefined || kept.textBytes < COMPRESSION_THRESHOLD) return reply.send(kept.text);
  let bytes = kept.encoded[encoding];
  if (!bytes) {
    bytes = kept.encoded[encoding] = exactly(compress(kept.text, encoding));
    kept.weight += bytes.length;
    grow(bytes.length);
  }
  markCompressed(reply, encoding);
  return reply.send(bytes);
}

/**
 * Answers kept up to `maxBytes` of text, compressed bytes and the arrays they hold; the least recently sent goes
 * first. An answer whose page the view has dropped is never sent again and is the first to go.
 */
export function createAnswerMemo(maxBytes: number) {
  const answers = new Map<object, Kept>();
  let bytes = 0;
  let hits = 0;
  const grow = (more: number) => {
    bytes += more;
    for (const [data, kept] of answers) {
      if (bytes <= maxBytes || answers.size === 1) break;
      answers.delete(data);
      bytes -= kept.weight;
    }
  };
  return {
    /** Sends `payload` through the route's serializer, or the text it wrote for the same payload before. */
    send(reply: FastifyReply, payload: ListPayload): FastifyReply {
      const { data } = payload;
      if (!isKeepable(data) || 'message' in payload) return reply.send(payload);
      // Everything but the array, as text: a different page number, total or eligibility is another answer.
      const rest = JSON.stringify({ ...payload, data: undefined });
      const known = answers.get(data);
      if (known?.rest === rest) {
        hits += 1;
        // The most recently sent goes last.
        answers.delete(data);
        answers.set(data, known);
        return sendKept(reply, known, grow);
      }
      if (known) {
        answers.delete(data);
        bytes -= known.weight;
      }
      const text = reply.serialize(payload) as string;
      const textBytes = Buffer.byteLength(text);
      const kept: Kept = { rest, text, textBytes, encoded: {}, weight: 2 * textBytes };
      answers.set(data, kept);
      grow(kept.weight);
      return sendKept(reply, kept, grow);
    },
    /** How many answers are kept, their weight in bytes, and how many calls were answered with a kept one. */
    stats: () => ({ answers: answers.size, bytes, hits }),
  };
}
export type AnswerMemo = ReturnType<typeof createAnswerMemo>;
