import { ERROR_CODES, type ErrorCode, type ErrorEnvelope, type FieldError, type Language } from '@raktsetu/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { httpStatusOf } from '../lib/http-status.ts';
import { localize, localizeDetails } from '../i18n/localize.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { describeFrameworkError, envelope } from './framework-errors.ts';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/**
 * One place that turns every failure into `{ status: "error", message, code, details? }`.
 * Client mistakes get a message fit to show; anything unexpected gets a generic message, and its details
 * go only to the log with the request id. Every message is written in English and translated here, once, into
 * the language the request asked for (i18n/localize.ts); the `code` never changes.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (body: Failure, statusCode?: number) => sendFailure(request, reply, body, statusCode);
    if (error instanceof AppError) {
      return send({ code: error.code, message: error.message, details: error.details });
    }

    if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
      const where = error.validationContext ?? 'body';
      const details: FieldError[] = (error.validation ?? []).map((issue) => ({
        field: fieldName(issue.instancePath, where),
        message: issue.message ?? 'Invalid value',
      }));
      const first = details[0];
      const language = requestLanguage(request);
      return send({
        code: ERROR_CODES.VALIDATION_FAILED,
        message: first ? headline(first, where, language) : 'The request is not valid.',
        details,
      });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send({ code: ERROR_CODES.INTERNAL, message: GENERIC_500 });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send({ code: ERROR_CODES.RATE_LIMITED, message: error.message });
    }
    // Fastify's own 4xx messages quote the request (content type, header values): fixed wording instead.
    const known = describeFrameworkError(error);
    if (known) return send(known, known.status);

    request.log.error({ err: error }, 'unhandled error');
    return send({ code: ERROR_CODES.INTERNAL, message: GENERIC_500 });
  });
});

type Failure = Omit<ErrorEnvelope, 'status'> & { code: ErrorCode };

/**
 * The status is the code's (http-status.ts); only failures of the HTTP layer itself (a 415, a 431) bring their
 * own, more precise one. The message and each detail's message leave in the request's language.
 */
function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Failure,
  statusCode: number = httpStatusOf(body.code),
) {
  const language = requestLanguage(request);
  const translated = {
    ...body,
    message: localize(body.message, language),
    details: localizeDetails(body.details, language),
  };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(envelope(translated));
}

/**
 * The first bad field leads the message, unless its message already starts with the field's name. Built in the
 * request's language from the English parts (the field name itself is the API's and stays), so sendFailure's
 * lookup of the whole finds nothing and leaves it as it is.
 */
function headline(first: FieldError, where: string, language: Language): string {
  if (first.field === where || first.message.startsWith(first.field)) return localize(first.message, language);
  return `${first.field}: ${localize(first.message, language)}`;
}

/** '/user/email' in the body → 'user.email'; the whole part missing → 'body' (or 'querystring', …). */
function fieldName(instancePath: string | undefined, where: string): string {
  const path = (instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || where;
}
