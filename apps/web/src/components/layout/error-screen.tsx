import { AlertTriangle, Home, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../ui/button.tsx';

/**
 * The top-level error screen. It uses plain anchors and a full reload rather than the router, because
 * the router itself may be what failed.
 */
export function ErrorScreen() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('common.documentTitle', { page: t('errors.title') });
  }, [t]);
  return (
    <main
      id="main-content"
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-4 py-12 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-12 text-red-700" />
      <div className="flex max-w-md flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('errors.title')}</h1>
        <p className="text-slate-700">{t('errors.body')}</p>
      </div>
      <div className="flex w-full max-w-xs flex-col gap-3 sm:max-w-md sm:flex-row sm:justify-center">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses({ variant: 'primary' })}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {t('errors.refresh')}
        </button>
        <a href="/" className={buttonClasses({ variant: 'secondary' })}>
          <Home aria-hidden="true" className="size-4" />
          {t('errors.home')}
        </a>
      </div>
    </main>
  );
}
