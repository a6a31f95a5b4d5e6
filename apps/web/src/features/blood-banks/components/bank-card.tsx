import type { BloodBank } from '@raktsetu/shared';
import { Mail, MapPin, Navigation, Phone, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { placeLine } from '../../../lib/format.ts';
import { categoryKey, directionsHref, firstPhone, telHref } from '../forms/bank-search.ts';
import { StockMatch, StockSummary } from './stock-text.tsx';

const CATEGORY_TONES: Record<ReturnType<typeof categoryKey>, BadgeTone> = {
  government: 'blue',
  private: 'neutral',
  charitable: 'green',
};

interface BankCardProps {
  bank: BloodBank;
  selected: boolean;
  /** True when the search asked for a group: the card shows that group's stock. */
  showMatch: boolean;
  onCheckStock: (bank: BloodBank) => void;
  timeAgo: (at: string) => string;
}

/** One bank: where it is, how to reach it, and what it holds. */
export function BankCard({ bank, selected, showMatch, onCheckStock, timeAgo }: BankCardProps) {
  const { t } = useTranslation();
  const phone = firstPhone(bank.phone);
  const tel = telHref(bank.phone);
  const place = placeLine([bank.address, bank.city, bank.state]);
  const hasPoint = bank.latitude !== null && bank.longitude !== null;
  return (
    <li
      id={`bank-${bank.bank_id}`}
      data-testid="bank-card"
      data-selected={selected || undefined}
      className={
        'flex scroll-mt-24 flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ' +
        (selected ? 'border-red-600 ring-2 ring-red-200' : 'border-slate-200')
      }
    >
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">{bank.name}</h3>
          {bank.category && (
            <Badge tone={CATEGORY_TONES[categoryKey(bank.category)]}>
              {t(`bloodBanks.categories.${categoryKey(bank.category)}.name`)}
            </Badge>
          )}
        </div>
        <p className="flex gap-1 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {place}
            {bank.distance_km !== null && (
              <strong className="font-semibold text-slate-900">
                {' '}
                · {t('bloodBanks.card.distance', { km: bank.distance_km.toFixed(1) })}
              </strong>
            )}
          </span>
        </p>
      </div>
      {showMatch && <StockMatch bank={bank} timeAgo={timeAgo} />}
      <StockSummary bank={bank} timeAgo={timeAgo} />
      <div className="flex flex-wrap gap-2">
        {tel && (
          <a
            href={tel}
            className={buttonClasses({ variant: 'primary', size: 'sm' })}
            aria-label={t('bloodBanks.card.callLabel', { name: bank.name, phone })}
          >
            <Phone aria-hidden="true" className="size-4" />
            {phone}
          </a>
        )}
        <Button variant="secondary" size="sm" onClick={() => onCheckStock(bank)}>
          <Warehouse aria-hidden="true" className="size-4" />
          {t('bloodBanks.card.checkStock')}
        </Button>
        {hasPoint && (
          <a
            href={directionsHref(bank.latitude!, bank.longitude!)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Navigation aria-hidden="true" className="size-4" />
            {t('bloodBanks.card.directions')}
            <span className="sr-only"> {t('common.opensInNewTab')}</span>
          </a>
        )}
        {bank.email && (
          <a href={`mailto:${bank.email}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <Mail aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('bloodBanks.card.email')} </span>
            <span className="max-w-[14rem] truncate">{bank.email}</span>
          </a>
        )}
      </div>
      {!tel && <p className="text-sm text-slate-700">{t('bloodBanks.card.noPhone')}</p>}
    </li>
  );
}
