import { historyResponseSchema, type History } from '@raktsetu/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { fetchApiFile } from '../../../lib/file-download.ts';
import { useLiveUpdate } from '../../../lib/live/live-updates-context.ts';

export const historyKeys = { all: ['history'] as const };

/** GET /history: the signed-in user's own donations (donor) or requests (patient). */
export async function fetchHistory(signal?: AbortSignal): Promise<History> {
  const body = await apiClient.get('/history', { signal });
  return historyResponseSchema.parse(body).data;
}

/**
 * GET /history, refetched when the live stream reports a notification or a request change: a donation confirmed
 * while the donor has the page open, or a request of the patient's answered or closed, belongs on it at once.
 */
export function useHistory() {
  const queryClient = useQueryClient();
  useLiveUpdate(() => {
    void queryClient.invalidateQueries({ queryKey: historyKeys.all });
  });
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

/** GET /history/donations/{id}/certificate as a PDF (lib/file-download.ts fetches it with the token). */
export async function fetchCertificate(donationId: string, code: string): Promise<CertificateFile> {
  const path = `/history/donations/${encodeURIComponent(donationId)}/certificate`;
  const response = await fetchApiFile(path, () => fetchHistory());
  return { blob: await response.blob(), fileName: fileNameOf(response, code) };
}
