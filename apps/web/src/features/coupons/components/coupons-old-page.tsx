import type { Coupon } from '@raktsetu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  ZERO_STATS,
  availableCount,
  useCouponStats,
  useCoupons,
  useExpiringCoupons,
  type CouponStatus,
} from '../api/coupons-api.ts';
import { matchesSearch } from '../coupon-filters.ts';
import { couponDay } from '../coupon-format.ts';
import { useCouponLiveRefresh } from '../hooks/use-coupon-live-refresh.ts';
import { STATUS_TONES } from './coupon-card.tsx';

const OLD_TABS = ['available', 'redeemed', 'expiring', 'all'] as const;
type OldTab = (typeof OLD_TABS)[number];
const FILTERS = ['all', 'Issued', 'Redeemed', 'Expired'] as const;
type OldFilter = (typeof FILTERS)[number];

/** The status each tab asks the server for; All uses the filter (All, Available = Issued, Redeemed, Expired). */
function statusFor(tab: OldTab, filter: OldFilter): CouponStatus | undefined {
  if (tab === 'available') return 'Issued';
  if (tab === 'redeemed') return 'Redeemed';
  return filter === 'all' ? undefined : filter;
}

/**
 * /app/coupons-old, the older coupons page: the counts, tabs (available, redeemed, expiring, all), a search, and a
 * simple list filtered by status on the server. Redeeming is done on /app/coupons, which shows the details.
 */
export function CouponsOldPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('coupons.old.title'));
  const donorId = useAuth().user?.id ?? '';
  const [tab, setTab] = useState<OldTab>('available');
  const [filter, setFilter] = useState<OldFilter>('all');
  const [search, setSearch] = useState('');
  const stats = useCouponStats(donorId).data ?? ZERO_STATS;
  useCouponLiveRefresh();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('coupons.old.title')}>
        <p className="text-slate-700">{t('coupons.old.intro')}</p>
        <ButtonLink to="/app/coupons" variant="secondary" size="sm" className="self-start">
          {t('coupons.old.openRewards')}
        </ButtonLink>
      </PageHeader>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" data-testid="old-stats">
        {(
          [
            ['issued', stats.total_issued],
            ['available', availableCount(stats)],
            ['redeemed', stats.total_redeemed],
            ['expired', stats.total_expired],
            ['valueRedeemed', t('coupons.old.stats.rupees', { amount: stats.total_value_redeemed })],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium text-slate-700">{t(`coupons.old.stats.${key}`)}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Input type="search" label={t('coupons.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
      <Tabs
        label={t('coupons.tabsLabel')}
        value={tab}
        onValueChange={setTab}
        items={OLD_TABS.map((value) => ({
          value,
          label: t(`coupons.old.tabs.${value}`),
          content: (
            <div className="flex flex-col gap-4">
              {value === 'all' && (
                <FilterChips
                  options={FILTERS}
                  value={filter}
                  onChange={setFilter}
                  label={t('coupons.old.filterLabel')}
                  optionLabel={(option) => t(`coupons.old.filters.${option}`)}
                />
              )}
              {value === 'expiring' ? (
                <ExpiringList donorId={donorId} search={search} />
              ) : (
                <StatusList donorId={donorId} status={statusFor(value, filter)} search={search} />
              )}
            </div>
          ),
        }))}
      />
    </div>
  );
}

function StatusList({ donorId, status, search }: { donorId: string; status?: CouponStatus; search: string }) {
  const query = useCoupons(donorId, status);
  return <CouponList query={query} search={search} emptyKey="empty" />;
}

function ExpiringList({ donorId, search }: { donorId: string; search: string }) {
  const query = useExpiringCoupons(donorId);
  return <CouponList query={query} search={search} emptyKey="emptyExpiring" />;
}

interface ListQuery {
  data: Coupon[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

function CouponList({
  query,
  search,
  emptyKey,
}: {
  query: ListQuery;
  search: string;
  emptyKey: 'empty' | 'emptyExpiring';
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingScreen message={t('coupons.loading')} />;
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{t('coupons.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const items = (query.data ?? []).filter((coupon) => matchesSearch(coupon, search));
  if (items.length === 0) {
    return (
      <Card className="text-center" data-testid="old-coupons-empty">
        <p className="text-slate-700">{t(`coupons.old.${emptyKey}`)}</p>
      </Card>
    );
  }
  return (
    <Card className="p-2 sm:p-2">
      <ul aria-label={t('coupons.old.listLabel')} className="flex flex-col divide-y divide-slate-100">
        {items.map((coupon) => (
          <li key={coupon.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
            <span className="flex flex-col">
              <span className="font-semibold text-slate-900">{coupon.coupon_title}</span>
              <span className="text-sm text-slate-700">
                {coupon.partner_name} · {coupon.value_text}
              </span>
              {coupon.status === 'Issued' && coupon.redemption_code && (
                <span className="font-mono text-sm text-slate-800">
                  {t('coupons.old.code', { code: coupon.redemption_code })}
                </span>
              )}
            </span>
            <span className="flex items-center gap-2 text-sm text-slate-700">
              {coupon.expiry_date && coupon.status === 'Issued' && (
                <span>{t('coupons.card.expires', { date: couponDay(coupon.expiry_date) })}</span>
              )}
              <Badge tone={STATUS_TONES[coupon.status]}>{t(`coupons.status.${coupon.status}`)}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
