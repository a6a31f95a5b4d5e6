import { API_BASE_PATH, ERROR_CODES, errorEnvelopeSchema, historyResponseSchema, type History } from '@raktsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/token-storage.ts';

export const historyKeys = { all: ['history'] as const };

/** GET /history: the signed-in user's own donations (donor) or requests (patient). */
export async function fetchHistory(signal?: AbortSignal): Promise<History> {
  const body = await apiClient.get('/history', { signal });
  return historyResponseSchema.parse(body).data;
}

export function useHistory() {
  return useQuery({ queryKey: historyKeys.all, queryFn: ({ signal }) => fetchHistory(signal) });
}

export interface CertificateFile {
  blob: Blob;
  fileName: string;
}

/** The file name the server gave (Content-Disposition), or one made from the verification code. */
function fileNameOf(response: Response, code: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(header);
  return match?.[1] ?? `raktsetu-certificate-${code}.pdf`;
}

/**
 * GET /history/donations/{id}/certificate as a PDF. The shared client speaks JSON only, so this one call fetches
 * the bytes itself with the bearer token (a plain link would carry no token); a refusal still comes back as the
 * error envelope and is shown as the server's message.
 */
export async function fetchCertificate(donationId: string, code: string): Promise<CertificateFile> {
  let response = await requestCertificate(donationId);
  if (response.status === 401 && (await errorOf(response.clone())).code === ERROR_CODES.TOKEN_EXPIRED) {
    // The shared client trades an expired access token for a fresh one; one JSON call through it refreshes the
    // session, then the bytes are asked for again with the new token.
    await fetchHistory().catch(() => undefined);
    response = await requestCertificate(donationId);
  }
  if (!response.ok) {
    const { code: errorCode, message } = await errorOf(response);
    throw new ApiError(response.status, errorCode, message);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response, code) };
}

async function requestCertificate(donationId: string): Promise<Response> {
  const token = getAccessToken();
  try {
    return await fetch(`${API_BASE_PATH}/history/donations/${encodeURIComponent(donationId)}/certificate`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
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
