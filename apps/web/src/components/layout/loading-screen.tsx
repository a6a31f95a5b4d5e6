import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWaitedLong } from '../../lib/offline/use-waited-long.ts';
import { Button } from '../ui/button.tsx';

/**
 * A centred, announced loading message (e.g. 'Verifying authentication...'). On a slow connection it adds, after
 * 10 s, that it is still loading and a way to try again (a fresh load of the page), so nobody stares at a spinner.
 */
export function LoadingScreen({ message }: { message: string }) {
  const { t } = useTranslation();
  const slow = useWaitedLong(true);
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 text-center">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-red-700" />
      <p className="text-base text-slate-700">{message}</p>
      {slow && (
        <div className="flex flex-col items-center gap-2" data-testid="still-loading">
          <p className="text-sm text-slate-600">{t('appShell.slow.message')}</p>
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
