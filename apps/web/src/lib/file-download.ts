import { API_BASE_PATH, ERROR_CODES, errorEnvelopeSchema } from '@raktsetu/shared';
import { currentLanguage } from '../i18n/index.ts';
import { ApiError } from './api-client.ts';
import { getAccessToken } from './token-storage.ts';

/*
 * Files the API serves (a certificate's PDF, a Blood Bridge calendar): the shared client speaks JSON only, so these
 * are fetched here with the bearer token (a plain link would carry none) and handed to the browser as a download.
 */

async function request(path: string): Promise<Response> {
  const token = getAccessToken();
  try {
    return await fetch(`${API_BASE_PATH}${path}`, {
      headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
  }
}

/** The error envelope's code and message, or a generic code when the body is not one. */
async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  const parsed = errorEnvelopeSchema.safeParse(await response.json().catch(() => null));
  return parsed.success
    ? { code: parsed.data.code, message: parsed.data.message }
    : { code: 'HTTP_ERROR', message: '' };
}

/**
 * GET an API file. An expired access token is traded for a fresh one by `refresh` — one JSON call through the
 * shared client, which knows how — and the file is asked for once more. A refusal throws the server's message.
 */
export async function fetchApiFile(path: string, refresh: () => Promise<unknown>): Promise<Response> {
  let response = await request(path);
  if (response.status === 401 && (await errorOf(response.clone())).code === ERROR_CODES.TOKEN_EXPIRED) {
    await refresh().catch(() => undefined);
    response = await request(path);
  }
  if (!response.ok) {
    const { code, message } = await errorOf(response);
    throw new ApiError(response.status, code, message);
  }
  return response;
}

/** Hands a file to the browser as a download through a short-lived object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
