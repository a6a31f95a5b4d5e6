import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localize } from './localize.ts';
import { requestLanguage } from './request-language.ts';

function isSuccessEnvelope(payload: unknown): payload is { status: 'success'; message: string } {
  if (typeof payload !== 'object' || payload === null) return false;
  const { status, message } = payload as { status?: unknown; message?: unknown };
  return status === 'success' && typeof message === 'string';
}

/**
 * Routes return `{ status: "success", message, data }` with the English message; here, before the reply is
 * serialized, that message is put in the request's language. Failures are translated by the error handler.
 */
export const successMessagesPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: it runs on every answer, and an async one costs a promise and a turn each time.
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    if (!isSuccessEnvelope(payload)) return done(null, payload);
    const language = requestLanguage(request);
    done(null, language === 'en' ? payload : { ...payload, message: localize(payload.message, language) });
  });
});
