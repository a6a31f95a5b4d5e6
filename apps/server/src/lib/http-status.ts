import type { ErrorCode } from '@raktsetu/shared';

/**
 * The one place an error code becomes an HTTP status. Services throw codes (AppError); the error plugin answers
 * with the status written here. A new code fails the typecheck until it is given a status.
 */
export const HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  PAYLOAD_TOO_LARGE: 413,
  REQUEST_TOO_LARGE: 414,
  // The key was used before for another request: the request is well formed but cannot be processed as sent.
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export function httpStatusOf(code: ErrorCode): number {
  return HTTP_STATUS[code];
}
