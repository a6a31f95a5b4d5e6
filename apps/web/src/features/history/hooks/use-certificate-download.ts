import type { DonationHistoryItem } from '@raktsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast-context.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { fetchCertificate } from '../api/history-api.ts';

/** Hands the PDF to the browser as a download through a short-lived object URL. */
function saveFile(blob: Blob, fileName: string): void {
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

/** Downloads one donation's certificate; a failure is said in a toast with the server's message. */
export function useCertificateDownload() {
  const { t } = useTranslation();
  const toast = useToast();
  return useMutation({
    mutationFn: (donation: DonationHistoryItem) => fetchCertificate(donation.donation_id, donation.certificate_code),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => toast.show({ tone: 'error', message: errorMessage(error, t, t('history.certificateFailed')) }),
  });
}
