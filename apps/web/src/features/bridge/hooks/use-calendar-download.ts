import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast-context.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { fetchCalendar } from '../api/bridge-api.ts';

const FILE_NAME = 'blood-bridge.ics';

/** Hands the file to the browser as a download through a short-lived object URL. */
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

/** Downloads the patient's dates as an .ics file; a failure is said in a toast. */
export function useCalendarDownload() {
  const { t } = useTranslation();
  const toast = useToast();
  return useMutation({
    mutationFn: fetchCalendar,
    onSuccess: saveFile,
    onError: (error) =>
      toast.show({ tone: 'error', message: errorMessage(error, t, t('bridge.calendar.downloadFailed')) }),
  });
}
