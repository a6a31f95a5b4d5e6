import type { CouponStats } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { CheckCircle2, Clock, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { availableCount } from '../api/coupons-api.ts';

/** Available (issued − redeemed − expired), Redeemed and Expired. */
export function CouponStatCards({ stats }: { stats: CouponStats }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'available', value: availableCount(stats), Icon: Gift, tone: 'text-red-800 bg-red-50' },
    { key: 'redeemed', value: stats.total_redeemed, Icon: CheckCircle2, tone: 'text-green-800 bg-green-50' },
    { key: 'expired', value: stats.total_expired, Icon: Clock, tone: 'text-slate-700 bg-slate-100' },
  ] as const;
  return (
    <ul aria-label={t('coupons.stats.label')} className="grid grid-cols-3 gap-2 sm:gap-4" data-testid="coupon-stats">
      {cards.map(({ key, value, Icon, tone }) => (
        <li
          key={key}
          className="flex flex-col items-start gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5"
          data-testid={`stat-${key}`}
        >
          <span className={clsx('flex size-9 shrink-0 items-center justify-center rounded-full sm:size-11', tone)}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="flex flex-col">
            <span className="text-2xl font-bold text-slate-900">{value}</span>
            <span className="text-xs font-medium text-slate-700 sm:text-sm">{t(`coupons.stats.${key}`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
