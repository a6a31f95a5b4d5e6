import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/offline/connection.ts';

/** A bar across the top of every page while the server cannot be reached. */
export function OfflineBar() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    // The live region stays in the page so screen readers announce the bar when it appears.
    <div role="status" aria-live="polite">
      {!online && (
        <p
          data-testid="offline-bar"
          className="flex items-start justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('appShell.offline.bar')}</span>
        </p>
      )}
    </div>
  );
}
