import { API_BASE_PATH, errorEnvelopeSchema, historyResponseSchema, type History } from '@raktsetu/shared';
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
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}/history/donations/${encodeURIComponent(donationId)}/certificate`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
  }
  if (!response.ok) {
    const parsed = errorEnvelopeSchema.safeParse(await response.json().catch(() => null));
    const message = parsed.success ? parsed.data.message : '';
    throw new ApiError(response.status, parsed.success ? parsed.data.code : 'HTTP_ERROR', message);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response, code) };
}
