import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast-context.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { saveFile } from '../../../lib/file-download.ts';
import { fetchMembershipsCalendar } from '../api/bridge-membership-api.ts';

const FILE_NAME = 'raktsetu-blood-bridge.ics';

/** Downloads the donor's bridge dates as an .ics file; a failure is said in a toast with the server's message. */
export function useCalendarDownload() {
  const { t } = useTranslation();
  const toast = useToast();
  return useMutation({
    mutationFn: fetchMembershipsCalendar,
    onSuccess: (blob) => saveFile(blob, FILE_NAME),
    onError: (error) =>
      toast.show({ tone: 'error', message: errorMessage(error, t, t('bridgeMembership.mine.calendarFailed')) }),
  });
}
