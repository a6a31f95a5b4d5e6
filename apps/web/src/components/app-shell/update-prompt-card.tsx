import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';

/** "Update available" with Reload (`apply`) and Later; see update-prompt.tsx. */
export function UpdatePromptCard({ apply }: { apply: () => void }) {
  const { t } = useTranslation();
  const [later, setLater] = useState(false);
  if (later) return null;
  return (
    // Bottom left, clear of the CareBot button at the bottom right.
    <div
      role="status"
      data-testid="update-prompt"
      className="fixed right-20 bottom-4 left-4 z-50 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:right-auto sm:max-w-sm"
    >
      <div className="flex items-start gap-3">
        <RefreshCw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <p className="font-semibold text-slate-900">{t('offline.update.title')}</p>
          <p className="text-sm text-slate-700">{t('offline.update.body')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={apply}>
          {t('offline.update.reload')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setLater(true)}>
          {t('offline.update.later')}
        </Button>
      </div>
    </div>
  );
}
