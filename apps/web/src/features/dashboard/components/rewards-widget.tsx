import type { Coupon } from '@raktsetu/shared';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { formatDay, formatIsoDate } from '../../../lib/format.ts';

/** A coupon's expiry may be a calendar date or a moment (the widget only lists coupons that do expire). */
const expiryText = (value: string | null) =>
  value === null ? '' : /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatIsoDate(value) : formatDay(value);

/** A donor's rewards: the coupons about to expire (up to three), so they are used in time. */
export function RewardsWidget({ coupons }: { coupons: Coupon[] }) {
  const { t } = useTranslation();
  return (
    <Card
      as="section"
      aria-labelledby="dashboard-rewards-title"
      className="flex flex-col gap-3"
      data-testid="rewards-widget"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="dashboard-rewards-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Gift aria-hidden="true" className="size-5 text-red-700" />
          {t('dashboard.rewards.title')}
        </h2>
        <Link
          to="/app/coupons"
          className="shrink-0 text-sm font-medium whitespace-nowrap text-red-700 underline-offset-2 hover:underline"
        >
          {t('dashboard.rewards.viewAll')}
        </Link>
      </div>
      {coupons.length === 0 ? (
        <p className="text-slate-700">{t('dashboard.rewards.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {coupons.map((coupon) => (
            <li key={coupon.id} className="rounded-lg bg-amber-50 px-3 py-2" data-testid="expiring-coupon">
              <p className="font-medium text-slate-900">{coupon.coupon_title}</p>
              <p className="text-sm text-slate-700">
                {t('dashboard.rewards.expires', { partner: coupon.partner_name, date: expiryText(coupon.expiry_date) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
