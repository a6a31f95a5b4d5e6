import { BLOOD_COMPONENTS, type StockItem } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useBankStock, type BankStock } from '../../../lib/blood-banks-api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { FreshnessText, GROUP_ORDER } from './stock-text.tsx';
import { componentLabel } from '../../../lib/component-name.ts';

interface StockDialogProps {
  bank: { bank_id: number; name: string } | null;
  onClose: () => void;
  timeAgo: (at: string) => string;
}

/** A bank's whole stock grid (GET /api/public/blood-banks/{id}/stock), with how far each figure can be trusted. */
export function StockDialog({ bank, onClose, timeAgo }: StockDialogProps) {
  const { t } = useTranslation();
  const stock = useBankStock(bank?.bank_id ?? null);
  return (
    <Dialog open={bank !== null} onClose={onClose} title={t('bloodBanks.stockDialog.title', { name: bank?.name })}>
      {stock.isPending && <LoadingScreen message={t('bloodBanks.stockDialog.loading')} />}
      {stock.isError && (
        <Alert tone="error">
          <p>{t('bloodBanks.stockDialog.failed')}</p>
          <p className="mt-1 font-normal">{errorMessage(stock.error, t)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void stock.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {stock.data && <StockBody stock={stock.data} timeAgo={timeAgo} />}
    </Dialog>
  );
}

function StockBody({ stock, timeAgo }: { stock: BankStock; timeAgo: (at: string) => string }) {
  const { t } = useTranslation();
  const anyKnown = stock.data.some((item) => item.freshness !== 'unknown');
  return (
    <div className="flex flex-col gap-3" data-testid="stock-dialog-body">
      {!stock.bank.kept_current && (
        <Alert tone="info" data-testid="stock-not-kept">
          {t('bloodBanks.stockDialog.notKept')}
        </Alert>
      )}
      {stock.bank.kept_current && (
        <p className="text-sm">
          <FreshnessText freshness={stock.bank.freshness} lastUpdated={stock.bank.last_updated} timeAgo={timeAgo} />
        </p>
      )}
      {anyKnown && <StockGrid items={stock.data} />}
      <p className="flex items-start gap-2 text-sm font-medium text-slate-800">
        <PhoneCall aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('bloodBanks.notes.callFirst')}
      </p>
    </div>
  );
}

/** Every other group column is shaded: on a phone the columns sit close together. */
const shaded = (index: number) => index % 2 === 1;

/** Components down the side, groups across; a figure is shown only while it is not unknown. */
function StockGrid({ items }: { items: StockItem[] }) {
  const { t } = useTranslation();
  const find = (group: string, componentId: number) =>
    items.find((item) => item.blood_group.group_name === group && item.component.component_id === componentId);
  return (
    <div className="flex flex-col gap-1">
      <div className="overflow-x-auto rounded-xl border border-slate-200" tabIndex={0}>
        <table className="w-full border-collapse text-center text-xs sm:text-sm" data-testid="stock-grid">
          <caption className="sr-only">{t('bloodBanks.stockDialog.caption')}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-1 py-2 text-left font-semibold sm:px-1.5">
                {t('bloodBanks.stockDialog.component')}
              </th>
              {GROUP_ORDER.map((group, index) => (
                <th
                  key={group}
                  scope="col"
                  className={clsx('px-px py-2 font-semibold sm:px-1.5', shaded(index) && 'bg-slate-200/70')}
                >
                  {group}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {BLOOD_COMPONENTS.map((component) => (
              <tr key={component.component_id} className="border-t border-slate-100">
                <th scope="row" className="px-1 py-1.5 text-left font-medium sm:px-1.5">
                  {componentLabel(t, component.component_name)}
                </th>
                {GROUP_ORDER.map((group, index) => (
                  <StockCell key={group} item={find(group, component.component_id)} shaded={shaded(index)} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-700">{t('bloodBanks.stockDialog.legend')}</p>
    </div>
  );
}

function StockCell({ item, shaded }: { item: StockItem | undefined; shaded: boolean }) {
  const { t } = useTranslation();
  if (!item || item.freshness === 'unknown') {
    return (
      <td className={clsx('px-px py-1.5 text-slate-500 sm:px-1.5', shaded && 'bg-slate-50')}>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('bloodBanks.stockDialog.unknownCell')}</span>
      </td>
    );
  }
  const stale = item.freshness === 'stale';
  return (
    <td
      className={
        stale
          ? 'bg-amber-50 px-px py-1.5 text-amber-900 sm:px-1.5'
          : clsx('px-px py-1.5 font-semibold text-slate-900 sm:px-1.5', shaded && 'bg-slate-50')
      }
      data-freshness={item.freshness}
    >
      {item.units_available}
      {stale && (
        <>
          <span aria-hidden="true">*</span>
          <span className="sr-only"> {t('bloodBanks.stock.stale')}</span>
        </>
      )}
    </td>
  );
}
