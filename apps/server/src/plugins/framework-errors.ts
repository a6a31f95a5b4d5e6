import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CODES, type ErrorCode, type ErrorEnvelope, type FieldError } from '@raktsetu/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { localize, localizeDetails } from '../i18n/localize.ts';
import { requestLanguage } from '../i18n/request-language.ts';

/**
 * Failures Fastify, its plugins and Node raise before a route runs. Their own messages quote what was sent
 * ("Unsupported Media Type: text/x-evil", "'/%' is not a valid url component"), so each known one gets a fixed
 * message here, and any other keeps only its status.
 */

export interface KnownFailure {
  status: number;
  code: ErrorCode;
  message: string;
  details?: FieldError[];
}

const body = (message: string): FieldError[] => [{ field: 'body', message }];

const NOT_JSON = 'The request body is not valid JSON.';
const EMPTY_JSON = 'The request body is empty; send a JSON object.';

const KNOWN: Record<string, KnownFailure> = {
  FST_ERR_BAD_URL: {
    status: 400,
    code: ERROR_CODES.VALIDATION_FAILED,
    message: 'The address is not valid: it contains a broken %-escape.',
    details: [{ field: 'path', message: 'contains a broken %-escape' }],
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: ERROR_CODES.REQUEST_TOO_LARGE,
    message: 'A part of the address is too long.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.VALIDATION_FAILED,
    message: NOT_JSON,
    details: body(NOT_JSON),
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.VALIDATION_FAILED,
    message: EMPTY_JSON,
    details: body(EMPTY_JSON),
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.BAD_REQUEST,
    message: 'Send the request body as JSON, with the header Content-Type: application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.BAD_REQUEST,
    message: 'The request body does not match its Content-Length header.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.PAYLOAD_TOO_LARGE,
    message: 'The request body is too large.',
  },
  FST_CP_ERR_INVALID_CONTENT_ENCODING: {
    status: 415,
    code: ERROR_CODES.BAD_REQUEST,
    message: 'The request body uses a compression this server does not read; send it uncompressed or as gzip.',
  },
  FST_CP_ERR_INVALID_CONTENT: {
    status: 400,
    code: ERROR_CODES.BAD_REQUEST,
    message: 'The compressed request body could not be read.',
  },
};

/** Fixed wording for any other client error, by status. */
const BY_STATUS: Record<number, Omit<KnownFailure, 'status'>> = {
  404: { code: ERROR_CODES.NOT_FOUND, message: 'Nothing was found at this address.' },
  405: { code: ERROR_CODES.BAD_REQUEST, message: 'This method is not allowed at this address.' },
  408: { code: ERROR_CODES.BAD_REQUEST, message: 'The request took too long to arrive. Please try again.' },
  411: { code: ERROR_CODES.BAD_REQUEST, message: 'The request needs a Content-Length header.' },
  413: { code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: 'The request body is too large.' },
  414: { code: ERROR_CODES.REQUEST_TOO_LARGE, message: 'The address is too long.' },
  415: { code: ERROR_CODES.BAD_REQUEST, message: 'Send the request body as JSON.' },
  431: { code: ERROR_CODES.REQUEST_TOO_LARGE, message: 'The address or the request headers are too long.' },
};

/** The envelope for a Fastify/Node client error; null when the error is not a client error. */
export function describeFrameworkError(error: FastifyError | SyntaxError): KnownFailure | null {
  const code = 'code' in error ? error.code : undefined;
  if (code && KNOWN[code]) return KNOWN[code];
  // A JSON body Fastify's parser (or its prototype-poisoning guard) refused.
  if (error instanceof SyntaxError) return KNOWN.FST_ERR_CTP_INVALID_JSON_BODY ?? null;
  const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
  if (status < 400 || status >= 500) return null;
  const known = BY_STATUS[status];
  if (known) return { status, ...known };
  return { status, code: ERROR_CODES.BAD_REQUEST, message: 'The request could not be understood.' };
}

export function envelope(failure: Omit<ErrorEnvelope, 'status'>): ErrorEnvelope {
  const payload: ErrorEnvelope = { status: 'error', message: failure.message, code: failure.code };
  if (failure.details && failure.details.length > 0) payload.details = failure.details;
  return payload;
}

/** Fastify's `frameworkErrors` option: a broken %-escape or an over-long path parameter, before any route. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure = describeFrameworkError(error) ?? {
    status: 400,
    code: ERROR_CODES.BAD_REQUEST,
    message: 'The request could not be understood.',
  };
  const language = requestLanguage(request);
  const translated = {
    ...failure,
    message: localize(failure.message, language),
    details: localizeDetails(failure.details, language),
  };
  void reply.code(failure.status).type('application/json; charset=utf-8').send(envelope(translated));
}

/**
 * Fastify's `clientErrorHandler` option: Node could not even read the request (a 60 KB address overflows the
 * header limit). There is no reply object yet, so the answer is written on the socket by hand — in English, as
 * the headers that would name a language are what could not be read.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  // The client went away: there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let failure: Pick<KnownFailure, 'code' | 'message'> = {
    code: ERROR_CODES.BAD_REQUEST,
    message: 'The request could not be read.',
  };
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    failure = BY_STATUS[431] ?? failure;
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    failure = BY_STATUS[408] ?? failure;
  }
  const text = JSON.stringify(envelope(failure));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Connection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
