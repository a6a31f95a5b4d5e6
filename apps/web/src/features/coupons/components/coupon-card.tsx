import type { Coupon } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { Clock, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { daysLeft, isExpiringSoon } from '../coupon-filters.ts';
import { couponDay } from '../coupon-format.ts';

export const STATUS_TONES: Record<Coupon['status'], BadgeTone> = {
  Issued: 'green',
  Redeemed: 'blue',
  Expired: 'neutral',
};

export interface CouponCardProps {
  coupon: Coupon;
  nowMs: number;
  onOpen: (coupon: Coupon) => void;
}

/**
 * One coupon in the grid. The whole card opens the details (its title is the button keyboards reach); Redeem Now,
 * only on an Issued coupon, opens them too, because the code is shown there and redeeming happens at the counter.
 */
export function CouponCard({ coupon, nowMs, onOpen }: CouponCardProps) {
  const { t } = useTranslation();
  const expiring = isExpiringSoon(coupon, nowMs);
  return (
    <article
      onClick={() => onOpen(coupon)}
      data-testid="coupon-card"
      data-expiring={expiring || undefined}
      className={clsx(
        'flex h-full cursor-pointer flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm hover:shadow-md sm:p-5',
        expiring ? 'border-amber-400 ring-2 ring-amber-200' : 'border-slate-200',
        coupon.status !== 'Issued' && 'bg-slate-50',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-red-800">
          <Gift aria-hidden="true" className="size-4 shrink-0" />
          <span className="break-words">{coupon.partner_name}</span>
        </p>
        <Badge tone={STATUS_TONES[coupon.status]} className="shrink-0">
          {t(`coupons.status.${coupon.status}`)}
        </Badge>
      </div>
      <h3 className="text-lg leading-snug font-semibold text-slate-900">
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(coupon);
          }}
          aria-label={t('coupons.card.open', { title: coupon.coupon_title, partner: coupon.partner_name })}
          className="text-left break-words hover:underline"
        >
          {coupon.coupon_title}
        </button>
      </h3>
      <p className="text-sm font-medium text-slate-800">{coupon.value_text}</p>
      <CardDates coupon={coupon} nowMs={nowMs} expiring={expiring} />
      {coupon.status === 'Issued' && (
        <Button
          size="sm"
          className="mt-auto self-start"
          aria-label={t('coupons.card.redeemNowLabel', { title: coupon.coupon_title })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(coupon);
          }}
        >
          {t('coupons.card.redeemNow')}
        </Button>
      )}
    </article>
  );
}

function CardDates({ coupon, nowMs, expiring }: { coupon: Coupon; nowMs: number; expiring: boolean }) {
  const { t } = useTranslation();
  if (coupon.status === 'Redeemed' && coupon.redeemed_at) {
    return (
      <p className="text-sm text-slate-700">{t('coupons.card.redeemedOn', { date: couponDay(coupon.redeemed_at) })}</p>
    );
  }
  if (coupon.status === 'Expired') {
    return coupon.expiry_date ? (
      <p className="text-sm text-slate-700">{t('coupons.card.expiredOn', { date: couponDay(coupon.expiry_date) })}</p>
    ) : null;
  }
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-slate-700">
        {coupon.expiry_date
          ? t('coupons.card.expires', { date: couponDay(coupon.expiry_date) })
          : t('coupons.card.noExpiry')}
      </p>
      {expiring && (
        <p className="flex items-center gap-1.5 font-semibold text-amber-800" data-testid="expiring-note">
          <Clock aria-hidden="true" className="size-4" />
          {t('coupons.card.expiringSoon', { count: daysLeft(coupon, nowMs) ?? 0 })}
        </p>
      )}
    </div>
  );
}
