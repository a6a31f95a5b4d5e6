import { groupName, stockFreshness, BLOOD_COMPONENTS, type StockItem } from '@raktsetu/shared';

/** A blood_stock row as the stock endpoints read it. */
export interface StockRow {
  stock_id: number;
  blood_group_id: number;
  component_id: number;
  units_available: number;
  last_updated: Date;
}

export function componentName(componentId: number): string {
  const c = BLOOD_COMPONENTS.find((x) => x.component_id === componentId);
  if (!c) throw new RangeError(`Unknown component id ${componentId}`);
  return c.component_name;
}

/** One stock figure as every stock endpoint answers it, with how far it can be trusted at `now`. */
export function presentStockItem(row: StockRow, now: Date): StockItem {
  return {
    stock_id: row.stock_id,
    blood_group: { blood_group_id: row.blood_group_id, group_name: groupName(row.blood_group_id) },
    component: { component_id: row.component_id, component_name: componentName(row.component_id) },
    units_available: row.units_available,
    last_updated: row.last_updated.toISOString(),
    freshness: stockFreshness(row.last_updated, now),
  };
}
