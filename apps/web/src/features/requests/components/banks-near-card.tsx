import type { BloodBank, RequestDetail } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { Building2, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useBanksNearRequest } from '../hooks/use-banks-near-request.ts';
import { formatKm, phoneNumbers, telHref } from '../request-format.ts';
import { componentLabel } from '../../../lib/component-name.ts';
import { placeLine } from '../../../lib/format.ts';

/** Numbers shown per bank: the directory lists up to five, a family needs one that answers. */
const MAX_PHONES = 2;

export interface BanksNearCardProps {
  request: RequestDetail;
  timeAgo: (at: string) => string;
  /** Nobody could be alerted: the banks are the family's next step, drawn as such. */
  urgent?: boolean;
}

/**
 * "Blood banks near this request": the nearest banks holding the request's group and component, each with how
 * fresh its figure is and tap-to-call, then those whose stock nobody keeps current (call to ask).
 */
export function BanksNearCard({ request, timeAgo, urgent = false }: BanksNearCardProps) {
  const { t } = useTranslation();
  const { search, query } = useBanksNearRequest(request);
  const what = t('requests.card.label', {
    group: request.blood_group,
    component: componentLabel(t, request.component),
  });

  return (
    <Card
      as="section"
      aria-labelledby="banks-near-heading"
      className={clsx('flex flex-col gap-4', urgent && 'border-red-300 ring-2 ring-red-100')}
      data-testid="banks-near"
    >
      <div className="flex flex-col gap-1">
        <h2 id="banks-near-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Building2 aria-hidden="true" className="size-5 text-red-700" />
          {t('requests.banks.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('requests.banks.intro', { what })}</p>
      </div>
      {search === null ? (
        <p className="text-slate-700">{t('requests.banks.noPlace')}</p>
      ) : query.isPending ? (
        <p className="text-slate-700" role="status">
          {t('requests.banks.loading')}
        </p>
      ) : query.isError ? (
        <Alert tone="error" data-testid="banks-near-error">
          <p>{t('requests.banks.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : query.data.length === 0 ? (
        <p className="text-slate-700">{t('requests.banks.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.map((bank) => (
            <BankRow key={bank.bank_id} bank={bank} timeAgo={timeAgo} />
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-700">{t('requests.banks.callFirst')}</p>
      <Link
        to="/app/blood-banks"
        className="self-start rounded text-sm font-semibold text-red-800 underline-offset-2 hover:text-red-900 hover:underline"
      >
        {t('requests.banks.directory')}
      </Link>
    </Card>
  );
}

function BankRow({ bank, timeAgo }: { bank: BloodBank; timeAgo: (at: string) => string }) {
  const { t } = useTranslation();
  // The directory's addresses often end with the town already (and a stray full stop).
  const place = placeLine([bank.address, bank.city]);
  const phones = phoneNumbers(bank.phone);
  return (
    <li data-testid="bank-near" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold break-words text-slate-900">{bank.name}</p>
        {bank.distance_km !== null && (
          <span className="text-sm text-slate-700">
            {t('requests.card.distance', { distance: formatKm(bank.distance_km) })}
          </span>
        )}
      </div>
      {place && <p className="text-sm break-words text-slate-700">{place}</p>}
      <StockLine bank={bank} timeAgo={timeAgo} />
      {phones.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {phones.slice(0, MAX_PHONES).map((phone, index) => (
            <a
              key={phone}
              href={telHref(phone)}
              className={buttonClasses({ variant: index === 0 ? 'primary' : 'secondary', size: 'md' })}
              aria-label={t('requests.banks.callLabel', { name: bank.name, phone })}
            >
              <Phone aria-hidden="true" className="size-4" />
              {phone}
            </a>
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('requests.banks.noPhone')}</p>
      )}
    </li>
  );
}

/** The bank's figure for what is needed: units and their age, or "unknown — call" (never an invented number). */
function StockLine({ bank, timeAgo }: { bank: BloodBank; timeAgo: (at: string) => string }) {
  const { t } = useTranslation();
  const match = bank.stock_match;
  if (!match || match.freshness === 'unknown' || match.units_available === null) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="bank-stock">
        <Badge tone="amber">{t('requests.banks.unknown')}</Badge>
      </p>
    );
  }
  const what = t('requests.card.label', {
    group: match.group_name,
    component: componentLabel(t, match.component_name),
  });
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800" data-testid="bank-stock">
      <Badge tone={match.units_available > 0 ? 'green' : 'neutral'}>
        {match.units_available > 0
          ? t('requests.banks.units', { count: match.units_available, what })
          : t('requests.banks.noneInStock', { what })}
      </Badge>
      {!match.exact && <span>{t('requests.banks.compatible')}</span>}
      {match.last_updated && (
        <span className="text-slate-700">{t('requests.banks.updated', { time: timeAgo(match.last_updated) })}</span>
      )}
      {match.freshness === 'stale' && <Badge tone="amber">{t('requests.banks.stale')}</Badge>}
    </p>
  );
}
