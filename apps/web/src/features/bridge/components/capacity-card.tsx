import type { BridgeCapacity } from '@raktsetu/shared';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { roundedUnits } from '../bridge-format.ts';

/** "7 of 8 donors — 1 more needed to cover the year" (docs/product.md "Capacity"). */
export function CapacityCard({ capacity }: { capacity: BridgeCapacity }) {
  const { t } = useTranslation();
  const covered = capacity.missing <= 0;
  const values = { members: capacity.members, needed: capacity.needed, missing: capacity.missing };
  return (
    <Card as="section" aria-labelledby="bridge-capacity-title" className="flex flex-col gap-2">
      <h2 id="bridge-capacity-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Users aria-hidden="true" className="size-5 text-red-700" />
        {t('bridge.capacity.title')}
      </h2>
      <p
        data-testid="bridge-capacity"
        className={covered ? 'font-semibold text-green-800' : 'font-semibold text-amber-800'}
      >
        {covered ? t('bridge.capacity.covered', values) : t('bridge.capacity.missing', values)}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-slate-200" role="presentation">
        <div
          className={covered ? 'h-full bg-green-600' : 'h-full bg-amber-500'}
          style={{ width: `${Math.min(100, (capacity.members / Math.max(1, capacity.needed)) * 100)}%` }}
        />
      </div>
      <p className="text-sm text-slate-700">
        {t('bridge.capacity.unitsPerYear', { count: roundedUnits(capacity.units_per_year) })}
      </p>
    </Card>
  );
}
