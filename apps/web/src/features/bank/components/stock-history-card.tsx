import type { StockChange } from '@raktsetu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useStockHistory } from '../api/bank-api.ts';
import { componentLabel } from '../../../lib/component-name.ts';

/** The audit trail: every change to the bank's stock, newest first — when, who, what, before and after, how. */
export function StockHistoryCard({ bankId }: { bankId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useStockHistory(bankId, page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.pagination.total / query.data.pagination.page_size)) : 1;

  return (
    <Card
      as="section"
      aria-labelledby="stock-history-heading"
      className="flex flex-col gap-4"
      data-testid="stock-history"
    >
      <h2 id="stock-history-heading" className="text-lg font-semibold text-slate-900">
        {t('bank.history.heading')}
      </h2>
      {query.isPending ? (
        <p className="text-slate-700">{t('bank.history.loading')}</p>
      ) : query.isError ? (
        <Alert tone="error">
          <p>{t('bank.history.loadFailed')}</p>
          <p className="mt-1 font-normal">{errorMessage(query.error, t, '')}</p>
        </Alert>
      ) : query.data.data.length === 0 ? (
        <p className="text-slate-700">{t('bank.history.empty')}</p>
      ) : (
        <StockHistoryTable changes={query.data.data} />
      )}
      <Pager page={page} pages={pages} onPage={setPage} label={t('bank.history.pagination')} />
    </Card>
  );
}

/** One row per change: when, who, group and component, units before and after, and how it was made. */
function StockHistoryTable({ changes }: { changes: StockChange[] }) {
  const { t } = useTranslation();
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-300"
      role="region"
      aria-labelledby="stock-history-heading"
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('bank.history.when')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('bank.history.who')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('bank.history.group')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('bank.history.component')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('bank.history.change')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('bank.history.source')}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.change_id} className="border-t border-slate-200" data-testid="stock-change">
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(change.changed_at)}</td>
              <td className="px-3 py-2">{change.changed_by}</td>
              <td className="px-3 py-2 font-semibold">{change.blood_group}</td>
              <td className="px-3 py-2">{componentLabel(t, change.component)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {t('bank.history.beforeAfter', {
                  before: change.units_before ?? t('bank.history.none'),
                  after: change.units_after,
                })}
              </td>
              <td className="px-3 py-2">{t(`bank.history.sources.${change.source}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
