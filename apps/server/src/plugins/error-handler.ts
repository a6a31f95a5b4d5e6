import { ERROR_CODES, type ErrorCode, type ErrorEnvelope, type FieldError } from '@raktsetu/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { httpStatusOf } from '../lib/http-status.ts';
import { describeFrameworkError, envelope } from './framework-errors.ts';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/**
 * One place that turns every failure into `{ status: "error", message, code, details? }`.
 * Client mistakes get a message fit to show; anything unexpected gets a generic message, and its details
 * go only to the log with the request id.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, { code: error.code, message: error.message, details: error.details });
    }

    if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
      const where = error.validationContext ?? 'body';
      const details: FieldError[] = (error.validation ?? []).map((issue) => ({
        field: fieldName(issue.instancePath, where),
        message: issue.message ?? 'Invalid value',
      }));
      const first = details[0];
      return send(reply, {
        code: ERROR_CODES.VALIDATION_FAILED,
        message: first ? headline(first, where) : 'The request is not valid.',
        details,
      });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, { code: ERROR_CODES.INTERNAL, message: GENERIC_500 });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, { code: ERROR_CODES.RATE_LIMITED, message: error.message });
    }
    // Fastify's own 4xx messages quote the request (content type, header values): fixed wording instead.
    const known = describeFrameworkError(error);
    if (known) return send(reply, known, known.status);

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, { code: ERROR_CODES.INTERNAL, message: GENERIC_500 });
  });
});

/**
 * The status is the code's (http-status.ts); only failures of the HTTP layer itself (a 415, a 431) bring their
 * own, more precise one.
 */
function send(
  reply: FastifyReply,
  body: Omit<ErrorEnvelope, 'status'> & { code: ErrorCode },
  statusCode: number = httpStatusOf(body.code),
) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(envelope(body));
}

/** The first bad field leads the message, unless its message already starts with the field's name. */
function headline(first: FieldError, where: string): string {
  if (first.field === where || first.message.startsWith(first.field)) return first.message;
  return `${first.field}: ${first.message}`;
}

/** '/user/email' in the body → 'user.email'; the whole part missing → 'body' (or 'querystring', …). */
function fieldName(instancePath: string | undefined, where: string): string {
  const path = (instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || where;
}
