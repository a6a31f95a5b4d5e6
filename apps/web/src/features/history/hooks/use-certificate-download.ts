import type { DonationHistoryItem } from '@raktsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast-context.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { saveFile } from '../../../lib/file-download.ts';
import { fetchCertificate } from '../api/history-api.ts';

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
