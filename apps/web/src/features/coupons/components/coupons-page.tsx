import type { Coupon } from '@raktsetu/shared';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LiveIndicator } from '../../../components/live/live-indicator.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { ZERO_STATS, useCouponStats, useCoupons } from '../api/coupons-api.ts';
import {
  COUPON_TABS,
  STATUS_CHOICES,
  emptyTextKey,
  filterCoupons,
  type CouponFilter,
  type CouponTab,
  type StatusChoice,
} from '../coupon-filters.ts';
import { useCouponLiveRefresh } from '../hooks/use-coupon-live-refresh.ts';
import { CouponCard } from './coupon-card.tsx';
import { CouponDialog } from './coupon-dialog.tsx';
import { CouponStatCards } from './coupon-stats.tsx';
import { HowToEarn } from './how-to-earn.tsx';

/**
 * /app/coupons, for donors: the counts, the tabs (Available, Expiring Soon, Redeemed, All Coupons) over one list
 * searched by partner or title, the coupon grid and its detail dialog with Redeem This Coupon, and how coupons are
 * earned. A coupon issued while the page is open arrives over the live stream.
 */
export function CouponsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('coupons.title'));
  const donorId = useAuth().user?.id ?? '';
  const coupons = useCoupons(donorId);
  const stats = useCouponStats(donorId);
  useCouponLiveRefresh();
  const nowMs = useNow(60_000);
  const [filter, setFilter] = useState<CouponFilter>({ tab: 'available', search: '', status: 'all' });
  const [selected, setSelected] = useState<Coupon | null>(null);

  const all = coupons.data ?? [];
  const grid = (tab: CouponTab) => (
    <CouponGrid
      coupons={filterCoupons(all, { ...filter, tab }, nowMs)}
      emptyText={t(`coupons.empty.${emptyTextKey({ ...filter, tab }, all.length > 0)}`)}
      nowMs={nowMs}
      onOpen={setSelected}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('coupons.title')}>
        <p className="text-slate-700">{t('coupons.intro')}</p>
        <LiveIndicator className="self-start" />
      </PageHeader>
      <CouponStatCards stats={stats.data ?? ZERO_STATS} />
      <div className="sm:max-w-md">
        <Input
          type="search"
          label={
            <span className="flex items-center gap-2">
              <Search aria-hidden="true" className="size-4" />
              {t('coupons.search')}
            </span>
          }
          hint={t('coupons.searchHint')}
          value={filter.search}
          onChange={(event) => setFilter((current) => ({ ...current, search: event.target.value }))}
        />
      </div>
      {coupons.isPending && all.length === 0 ? (
        <LoadingScreen message={t('coupons.loading')} />
      ) : coupons.isError ? (
        <Alert tone="error" data-testid="coupons-error">
          <p>{t('coupons.loadFailed')}</p>
          <p className="mt-1 font-normal">{errorMessage(coupons.error, t, '')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void coupons.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <Tabs
          label={t('coupons.tabsLabel')}
          value={filter.tab}
          onValueChange={(tab) => setFilter((current) => ({ ...current, tab }))}
          items={COUPON_TABS.map((tab) => ({
            value: tab,
            label: t(`coupons.tabs.${tab}`),
            content:
              tab === 'all' ? (
                <div className="flex flex-col gap-4">
                  <StatusDropdown
                    value={filter.status}
                    onChange={(status) => setFilter((current) => ({ ...current, status }))}
                  />
                  {grid(tab)}
                </div>
              ) : (
                grid(tab)
              ),
          }))}
        />
      )}
      <HowToEarn />
      <CouponDialog coupon={selected} onClose={() => setSelected(null)} onRedeemed={setSelected} />
    </div>
  );
}

function StatusDropdown({ value, onChange }: { value: StatusChoice; onChange: (value: StatusChoice) => void }) {
  const { t } = useTranslation();
  return (
    <div className="sm:max-w-xs">
      <Select
        label={t('coupons.statusFilter')}
        value={value}
        onChange={(event) => {
          const next = STATUS_CHOICES.find((choice) => choice === event.target.value);
          if (next) onChange(next);
        }}
      >
        {STATUS_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`coupons.statusChoices.${choice}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}

interface CouponGridProps {
  coupons: Coupon[];
  emptyText: string;
  nowMs: number;
  onOpen: (coupon: Coupon) => void;
}

function CouponGrid({ coupons, emptyText, nowMs, onOpen }: CouponGridProps) {
  const { t } = useTranslation();
  if (coupons.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-1 text-center" data-testid="coupons-empty">
        <p className="font-semibold text-slate-900">{t('coupons.emptyTitle')}</p>
        <p className="text-slate-700">{emptyText}</p>
      </Card>
    );
  }
  return (
    <ul aria-label={t('coupons.gridLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {coupons.map((coupon) => (
        <li key={coupon.id}>
          <CouponCard coupon={coupon} nowMs={nowMs} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
