import { ERROR_CODES, type ErrorCode, type FieldError } from '@raktsetu/shared';

/** A failure a service can explain to the user: the error handler turns it into the error envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, details?: FieldError[]) {
    return new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, details);
  }
  static unauthorized(message = 'Authentication required') {
    return new AppError(401, ERROR_CODES.UNAUTHORIZED, message);
  }
  static forbidden(message = "You don't have permission to do this.") {
    return new AppError(403, ERROR_CODES.FORBIDDEN, message);
  }
  static notFound(message = 'Not found') {
    return new AppError(404, ERROR_CODES.NOT_FOUND, message);
  }
  static conflict(message: string) {
    return new AppError(409, ERROR_CODES.CONFLICT, message);
  }
  static rateLimited(message: string) {
    return new AppError(429, ERROR_CODES.RATE_LIMITED, message);
  }
}
