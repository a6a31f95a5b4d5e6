import { matchLanguage, parseAcceptLanguage, type Language } from '@raktsetu/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language to answer in, from Accept-Language (the web always sends its UI's language); English else. */
    readonly language: Language;
  }
}

/** The language of an Accept-Language header: its best tag we speak, by q weight; English when none is known. */
export function languageOfHeader(header: string | string[] | undefined): Language {
  return matchLanguage(parseAcceptLanguage(Array.isArray(header) ? header.join(',') : header));
}

/** Read from the headers each time, so even a failure raised before any hook ran answers in the right language. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return languageOfHeader(request.headers['accept-language']);
}

/** A reply's words depend on Accept-Language: a shared cache must not hand a Hindi answer to an English reader. */
function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(current)) return;
  reply.header('Vary', current ? `${current}, Accept-Language` : 'Accept-Language');
}

/** `request.language` for routes and the error handler. */
export const requestLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return requestLanguage(this);
    },
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // Only the API's JSON answers change with the language; the web app's files and pages do not.
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) varyOnLanguage(reply);
    done(null, payload);
  });
});
