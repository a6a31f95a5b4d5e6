import {
  API_BASE_PATH,
  BLOOD_COMPONENTS,
  BLOOD_GROUPS,
  type ErrorEnvelope,
  type FieldError,
  type SuccessEnvelope,
} from '@raktsetu/shared';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The fake API of the component tests. Each test adds the answers it needs with `server.use(...)`; the ones here
 * are what every page asks for in the background. A request nobody answers fails the test (see dom-setup.ts),
 * so a page that starts calling something new is noticed.
 */
export const server = setupServer(
  // Reference data, as the server's tables hold it.
  http.get(api('/public-data/blood-groups'), () => HttpResponse.json(success(BLOOD_GROUPS))),
  http.get(api('/public-data/blood-components'), () => HttpResponse.json(success(BLOOD_COMPONENTS))),
);

/** The address the web app calls for an API path (it always calls the same origin). */
export function api(path: string): string {
  return new URL(`${API_BASE_PATH}${path}`, window.location.origin).toString();
}

/** A success envelope, as every API answer is shaped. */
export function success<T>(data: T, message?: string): SuccessEnvelope<T> {
  return { status: 'success', data, ...(message === undefined ? {} : { message }) };
}

/** An error answer with the shared error envelope. */
export function failure(status: number, code: string, message: string, details?: FieldError[]) {
  const body: ErrorEnvelope = { status: 'error', code, message, ...(details ? { details } : {}) };
  return HttpResponse.json(body, { status });
}
