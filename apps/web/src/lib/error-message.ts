import { CLIENT_ERROR_CODES, isApiError } from './api-client.ts';

/** The texts errorMessage may show: the app's `t`, or a pre-rendered page's own (src/first-page/sign-in-form.ts). */
export type ErrorTexts = (key: 'errors.network' | 'errors.timeout' | 'errors.unknown') => string;

/**
 * What the UI shows for a failed call: the server's message when it answered, a translated text when
 * no answer arrived, otherwise the caller's fallback (e.g. 'Login failed').
 */
export function errorMessage(error: unknown, t: ErrorTexts, fallback?: string): string {
  if (isApiError(error)) {
    if (error.code === CLIENT_ERROR_CODES.NETWORK_ERROR) return t('errors.network');
    if (error.code === CLIENT_ERROR_CODES.TIMEOUT) return t('errors.timeout');
    if (error.status > 0 && error.message) return error.message;
  }
  return fallback ?? t('errors.unknown');
}
