import { ERROR_CODES, type ErrorCode, type FieldError } from '@raktsetu/shared';

/**
 * A failure a service can explain to the user. It carries a stable code, never an HTTP status: services know
 * nothing of HTTP, and the error plugin turns the code into a status (see http-status.ts) and the error envelope.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, details?: FieldError[]) {
    return new AppError(ERROR_CODES.VALIDATION_FAILED, message, details);
  }
  static unauthorized(message = 'Authentication required') {
    return new AppError(ERROR_CODES.UNAUTHORIZED, message);
  }
  static forbidden(message = "You don't have permission to do this.") {
    return new AppError(ERROR_CODES.FORBIDDEN, message);
  }
  static notFound(message = 'Not found') {
    return new AppError(ERROR_CODES.NOT_FOUND, message);
  }
  static conflict(message: string, details?: FieldError[]) {
    return new AppError(ERROR_CODES.CONFLICT, message, details);
  }
  static rateLimited(message: string) {
    return new AppError(ERROR_CODES.RATE_LIMITED, message);
  }
}
