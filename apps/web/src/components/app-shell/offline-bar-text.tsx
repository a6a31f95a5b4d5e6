import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The offline bar's content; loaded only when the app first finds itself offline (offline-bar.tsx). */
export function OfflineBarText() {
  const { t } = useTranslation();
  return (
    <p
      data-testid="offline-bar"
      className="flex items-start justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{t('offline.bar')}</span>
    </p>
  );
}
