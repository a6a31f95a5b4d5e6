import { ERROR_CODES } from '@raktsetu/shared';
import { describe, expect, it } from 'vitest';
import { HTTP_STATUS, httpStatusOf } from '../../src/lib/http-status.ts';

describe('error code → HTTP status', () => {
  it('gives every error code an HTTP error status', () => {
    for (const code of Object.values(ERROR_CODES)) {
      const status = httpStatusOf(code);
      expect(Number.isInteger(status), code).toBe(true);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it('maps only known codes', () => {
    expect(Object.keys(HTTP_STATUS).sort()).toEqual(Object.values(ERROR_CODES).sort());
  });

  it('keeps the statuses clients already rely on', () => {
    expect(httpStatusOf(ERROR_CODES.VALIDATION_FAILED)).toBe(400);
    expect(httpStatusOf(ERROR_CODES.UNAUTHORIZED)).toBe(401);
    expect(httpStatusOf(ERROR_CODES.TOKEN_EXPIRED)).toBe(401);
    expect(httpStatusOf(ERROR_CODES.FORBIDDEN)).toBe(403);
    expect(httpStatusOf(ERROR_CODES.NOT_FOUND)).toBe(404);
    expect(httpStatusOf(ERROR_CODES.CONFLICT)).toBe(409);
    expect(httpStatusOf(ERROR_CODES.IDEMPOTENCY_IN_PROGRESS)).toBe(409);
    expect(httpStatusOf(ERROR_CODES.IDEMPOTENCY_KEY_REUSED)).toBe(422);
    expect(httpStatusOf(ERROR_CODES.RATE_LIMITED)).toBe(429);
    expect(httpStatusOf(ERROR_CODES.INTERNAL)).toBe(500);
  });
});
