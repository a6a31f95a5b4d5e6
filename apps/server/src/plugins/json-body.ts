import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * JSON bodies, read by Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys), except
 * that an empty body counts as no body: a client that sends `Content-Type: application/json` with nothing after it
 * (a sign-out with only its bearer token) reaches the route, whose schema then says whether a body is required.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
});

/**
 * Zod validation for every route, except that Fastify hands a missing body to the validator as null: it goes on
 * as "no body", so `body: schema.optional()` means what it says.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data: unknown) => validate(data ?? undefined);
};
