import { STOCK_FRESH_HOURS, STOCK_STALE_DAYS, STOCK_UNITS_MAX, type StockItem } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useTimeAgo } from '../../../lib/use-time-ago.ts';
import { useStockGrid } from '../hooks/use-stock-grid.ts';
import { GRID_COMPONENTS, GRID_GROUPS, cellKey, isChanged, type CellKey, type Draft } from '../stock-grid.ts';
import { componentLabel } from '../../../lib/component-name.ts';

const freshnessClasses = {
  fresh: 'text-green-800',
  stale: 'text-amber-800',
  unknown: 'text-red-800',
} as const;

/** The whole grid in one screen: edit any figure, save the changed ones, or confirm that all are current. */
export function StockGridCard({ bankId, stock }: { bankId: number; stock: StockItem[] }) {
  const { t } = useTranslation();
  const grid = useStockGrid(bankId, stock);
  return (
    <Card as="section" aria-labelledby="stock-grid-heading" className="flex flex-col gap-4" data-testid="stock-grid">
      <div className="flex flex-col gap-1">
        <h2 id="stock-grid-heading" className="text-lg font-semibold text-slate-900">
          {t('bank.grid.heading')}
        </h2>
        <p className="text-sm text-slate-700">
          {t('bank.grid.intro', { hours: STOCK_FRESH_HOURS, days: STOCK_STALE_DAYS, max: STOCK_UNITS_MAX })}
        </p>
      </div>
      <StockGridTable grid={grid} />
      {grid.formError && (
        <Alert tone="error" data-testid="stock-grid-error">
          {grid.formError}
        </Alert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          onClick={() => grid.save('changed')}
          disabled={grid.saving || grid.changedCount === 0}
          loading={grid.saving}
          loadingText={t('bank.grid.saving')}
        >
          {t('bank.grid.save', { count: grid.changedCount })}
        </Button>
        <Button variant="secondary" onClick={() => grid.save('all')} disabled={grid.saving}>
          {t('bank.grid.confirmAll')}
        </Button>
      </div>
    </Card>
  );
}

type StockGrid = ReturnType<typeof useStockGrid>;

/** Blood groups down, components across; each cell its figure and how old it is. */
function StockGridTable({ grid }: { grid: StockGrid }) {
  const { t } = useTranslation();
  const timeAgo = useTimeAgo(60_000);
  const byKey = new Map(
    grid.items.map((item) => [cellKey(item.blood_group.blood_group_id, item.component.component_id), item]),
  );

  // Wider than a phone: the table scrolls sideways inside its box, the group column stays in view.
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-300"
      role="region"
      aria-labelledby="stock-grid-heading"
      tabIndex={0}
    >
      <table className="w-full min-w-[46rem] border-collapse text-sm">
        <thead>
          <tr className="bg-slate-50">
            <th scope="col" className="sticky left-0 z-10 border-b border-slate-300 bg-slate-50 px-3 py-2 text-left">
              {t('bank.grid.group')}
            </th>
            {GRID_COMPONENTS.map((c) => (
              <th
                key={c.component_id}
                scope="col"
                className="border-b border-l border-slate-200 px-3 py-2 text-left font-semibold"
              >
                {componentLabel(t, c.component_name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRID_GROUPS.map((g) => (
            <tr key={g.blood_group_id} className="border-b border-slate-200 last:border-b-0">
              <th
                scope="row"
                className="sticky left-0 z-10 border-r border-slate-200 bg-white px-3 py-2 text-left text-base font-bold text-red-800"
              >
                {g.group_name}
              </th>
              {GRID_COMPONENTS.map((c) => {
                const key = cellKey(g.blood_group_id, c.component_id);
                return (
                  <StockCell
                    key={key}
                    cell={key}
                    label={t('bank.grid.cellLabel', {
                      group: g.group_name,
                      component: componentLabel(t, c.component_name),
                    })}
                    item={byKey.get(key)}
                    draft={grid.draft}
                    original={grid.original}
                    error={grid.errors[key]}
                    disabled={grid.saving}
                    onEdit={grid.edit}
                    timeAgo={timeAgo}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface StockCellProps {
  cell: CellKey;
  label: string;
  item: StockItem | undefined;
  draft: Draft;
  original: Draft;
  error: string | undefined;
  disabled: boolean;
  onEdit: (key: CellKey, text: string) => void;
  timeAgo: (at: string) => string;
}

function StockCell({ cell, label, item, draft, original, error, disabled, onEdit, timeAgo }: StockCellProps) {
  const { t } = useTranslation();
  const changed = isChanged(draft, original, cell);
  const errorId = `stock-error-${cell.replace(':', '-')}`;
  const ageId = `stock-age-${cell.replace(':', '-')}`;
  return (
    <td
      className={clsx('border-l border-slate-200 px-3 py-2 align-top', changed && 'bg-amber-50')}
      data-testid={`cell-${cell}`}
      data-changed={changed || undefined}
    >
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={STOCK_UNITS_MAX}
        step={1}
        value={draft[cell] ?? ''}
        disabled={disabled}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ageId} ${errorId}` : ageId}
        onChange={(event) => onEdit(cell, event.target.value)}
        className={clsx(
          'h-10 w-20 rounded-lg border bg-white px-2 text-base text-slate-900',
          error ? 'border-red-600' : changed ? 'border-amber-500' : 'border-slate-300',
        )}
      />
      <p
        id={ageId}
        className={clsx('mt-1 text-xs whitespace-nowrap', item ? freshnessClasses[item.freshness] : 'text-slate-600')}
      >
        {item ? t(`bank.grid.age.${item.freshness}`, { time: timeAgo(item.last_updated) }) : t('bank.grid.age.never')}
      </p>
      {error && (
        <p id={errorId} className="mt-1 max-w-32 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </td>
  );
}
