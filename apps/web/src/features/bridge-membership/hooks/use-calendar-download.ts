import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast-context.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { fetchMembershipsCalendar } from '../api/bridge-membership-api.ts';

const FILE_NAME = 'raktsetu-blood-bridge.ics';

/** Hands the calendar to the browser as a download through a short-lived object URL. */
function saveFile(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the donor's bridge dates as an .ics file; a failure is said in a toast with the server's message. */
export function useCalendarDownload() {
  const { t } = useTranslation();
  const toast = useToast();
  return useMutation({
    mutationFn: fetchMembershipsCalendar,
    onSuccess: saveFile,
    onError: (error) =>
      toast.show({ tone: 'error', message: errorMessage(error, t, t('bridgeMembership.mine.calendarFailed')) }),
  });
}
