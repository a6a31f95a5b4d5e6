import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import zlib from 'node:zlib';

/**
 * How the API's answers are compressed: the settings the compress plugin is registered with (plugins/security.ts),
 * and the same choice made for an answer kept already compressed (lib/answer-memo.ts). The plugin picks the
 * encoding with this negotiator, over these encodings, after the same rewriting of the header; the test
 * answer-memo.test.ts holds a kept answer's headers and bytes to the plugin's for many Accept-Encoding headers.
 */

/** Answers under this many bytes go uncompressed. */
export const COMPRESSION_THRESHOLD = 1024;
export const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Brotli at quality 4 (the plugin's own default): near gzip's speed, smaller output. */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** `*` and `x-gzip` stand for gzip, as the plugin reads them. */
const GZIP_ALIAS = /\*|x-gzip/gu;

/** The encoding the compress plugin would use for this request's answer, or undefined for none. */
export function chosenEncoding(request: FastifyRequest): Encoding | undefined {
  if (request.headers['x-no-compression'] !== undefined) return undefined;
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return undefined;
  return negotiate(header.toLowerCase().replace(GZIP_ALIAS, 'gzip'), [...ENCODINGS]) ?? undefined;
}

/** `text` compressed as the plugin compresses it (the same zlib settings). */
export function compress(text: string, encoding: Encoding): Buffer {
  if (encoding === 'br') return zlib.brotliCompressSync(text, BROTLI_OPTIONS);
  return encoding === 'gzip' ? zlib.gzipSync(text) : zlib.deflateSync(text);
}

/** Marks a reply as compressed with `encoding`, headers as the plugin sets them; the plugin then lets it pass. */
export function markCompressed(reply: FastifyReply, encoding: Encoding) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else {
    const values = Array.isArray(vary) ? vary.map(String) : [String(vary)];
    if (!values.some((v) => v.includes('accept-encoding')))
      reply.header('vary', [...values, 'accept-encoding'].join(', '));
  }
  reply.header('content-encoding', encoding);
}
