import type { BloodBank } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { componentLabel } from '../../../lib/component-name.ts';

type Freshness = BloodBank['stock_summary']['freshness'];

/** The usual chart order (O, A, B, AB; negative first), the same as the stock dialog's columns. */
export const GROUP_ORDER = ['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+'] as const;

const chartOrder = (groups: string[]) =>
  [...groups].sort(
    (a, b) =>
      GROUP_ORDER.indexOf(a as (typeof GROUP_ORDER)[number]) - GROUP_ORDER.indexOf(b as (typeof GROUP_ORDER)[number]),
  );

interface FreshnessTextProps {
  freshness: Freshness;
  lastUpdated: string | null;
  timeAgo: (at: string) => string;
}

/** "updated 3 hours ago", stale figures flagged as possibly out of date; unknown says to call. */
export function FreshnessText({ freshness, lastUpdated, timeAgo }: FreshnessTextProps) {
  const { t } = useTranslation();
  if (freshness === 'unknown' || !lastUpdated) {
    return <span className="font-medium text-slate-700">{t('bloodBanks.stock.notKept')}</span>;
  }
  return (
    <span className={freshness === 'stale' ? 'font-medium text-amber-800' : 'text-slate-700'}>
      {t('bloodBanks.stock.updated', { time: timeAgo(lastUpdated) })}
      {freshness === 'stale' && ` · ${t('bloodBanks.stock.stale')}`}
    </span>
  );
}

/** The bank's stock at a glance: groups in stock and how fresh the figures are. */
export function StockSummary({ bank, timeAgo }: { bank: BloodBank; timeAgo: (at: string) => string }) {
  const { t } = useTranslation();
  const summary = bank.stock_summary;
  const known = summary.freshness !== 'unknown' && summary.last_updated !== null;
  return (
    <p className="text-sm" data-testid="stock-summary">
      {known && (
        <span className="text-slate-900">
          {summary.groups_in_stock.length > 0
            ? t('bloodBanks.stock.inStock', { groups: chartOrder(summary.groups_in_stock).join(', ') })
            : t('bloodBanks.stock.noneListed')}{' '}
          ·{' '}
        </span>
      )}
      <FreshnessText freshness={summary.freshness} lastUpdated={summary.last_updated} timeAgo={timeAgo} />
    </p>
  );
}

/** With a group filter: the best compatible figure the bank lists for it. */
export function StockMatch({ bank, timeAgo }: { bank: BloodBank; timeAgo: (at: string) => string }) {
  const { t } = useTranslation();
  const match = bank.stock_match;
  // A bank nobody keeps current says so once, in its stock summary.
  if (!match && bank.stock_summary.freshness === 'unknown') return null;
  if (!match) {
    return (
      <p className="text-sm text-slate-700" data-testid="stock-match">
        {t('bloodBanks.stock.matchNone')}
      </p>
    );
  }
  const what = `${match.group_name} ${componentLabel(t, match.component_name)}`;
  const known = match.units_available !== null && match.freshness !== 'unknown';
  return (
    <p className="text-sm" data-testid="stock-match">
      <span className={known && match.units_available! > 0 ? 'font-semibold text-green-800' : 'font-semibold'}>
        {known ? t('bloodBanks.stock.units', { count: match.units_available!, what }) : what}
      </span>
      {!match.exact && ` (${t('bloodBanks.stock.compatibleGroup')})`} ·{' '}
      <FreshnessText freshness={match.freshness} lastUpdated={match.last_updated} timeAgo={timeAgo} />
    </p>
  );
}
