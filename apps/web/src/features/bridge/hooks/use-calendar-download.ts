import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast-context.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { saveFile } from '../../../lib/file-download.ts';
import { fetchCalendar } from '../api/bridge-api.ts';

const FILE_NAME = 'blood-bridge.ics';

/** Downloads the patient's dates as an .ics file; a failure is said in a toast. */
export function useCalendarDownload() {
  const { t } = useTranslation();
  const toast = useToast();
  return useMutation({
    mutationFn: fetchCalendar,
    onSuccess: (blob) => saveFile(blob, FILE_NAME),
    onError: (error) =>
      toast.show({ tone: 'error', message: errorMessage(error, t, t('bridge.calendar.downloadFailed')) }),
  });
}
