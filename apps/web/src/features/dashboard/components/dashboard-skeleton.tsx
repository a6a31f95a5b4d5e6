import { useTranslation } from 'react-i18next';

const block = 'animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none';

/** The page's shape while GET /api/dashboard answers, so nothing jumps when it does. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6" data-testid="dashboard-loading">
      <span className="sr-only">{t('dashboard.loading')}</span>
      <div className={`${block} h-10 w-64`} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${block} h-24`} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className={`${block} h-64 lg:col-span-2`} />
        <div className={`${block} h-64`} />
      </div>
    </div>
  );
}
