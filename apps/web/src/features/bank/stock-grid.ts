import { BLOOD_COMPONENTS, BLOOD_GROUPS, stockUpdateSchema, type StockItem, type StockLine } from '@raktsetu/shared';

/**
 * The staff's stock grid as the inputs hold it: one text per group and component ("12", or "" for a figure
 * never given), compared with what the server last said, and turned into the lines PUT /stock accepts.
 */

export const GRID_GROUPS = BLOOD_GROUPS;
export const GRID_COMPONENTS = BLOOD_COMPONENTS;

export type CellKey = `${number}:${number}`;
export type Draft = Record<CellKey, string>;

export const cellKey = (groupId: number, componentId: number): CellKey => `${groupId}:${componentId}`;

/** Every cell of the grid, group by group. */
export const ALL_CELLS: Array<{ key: CellKey; blood_group_id: number; component_id: number }> = GRID_GROUPS.flatMap(
  (g) =>
    GRID_COMPONENTS.map((c) => ({
      key: cellKey(g.blood_group_id, c.component_id),
      blood_group_id: g.blood_group_id,
      component_id: c.component_id,
    })),
);

/** The server's figures as input texts; a cell without one is "". */
export function draftFrom(stock: StockItem[]): Draft {
  const draft = Object.fromEntries(ALL_CELLS.map((cell) => [cell.key, ''])) as Draft;
  for (const item of stock) {
    draft[cellKey(item.blood_group.blood_group_id, item.component.component_id)] = String(item.units_available);
  }
  return draft;
}

/** The shared rule for one figure, so the grid refuses exactly what the server would. */
const unitsRule = stockUpdateSchema.shape.items.element.shape.units_available;

/** A cell's text as units, or the message saying what is allowed. A blank cell is not a number. */
function readUnits(text: string): { units: number } | { error: string } {
  const trimmed = text.trim();
  const parsed = unitsRule.safeParse(/^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN);
  if (parsed.success) return { units: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Not a valid number' };
}

export interface GridLines {
  lines: StockLine[];
  /** The key of each line sent, in order, so the server's `items.3…` errors land on their cell. */
  keys: CellKey[];
  errors: Partial<Record<CellKey, string>>;
}

/** True when the cell's text differs from the server's figure. */
export const isChanged = (draft: Draft, original: Draft, key: CellKey) =>
  (draft[key] ?? '').trim() !== (original[key] ?? '');

/**
 * The lines to send. `changed`: only the cells edited (a figure cannot be blanked out: it is an error). `all`:
 * every cell holding a figure, so the bank confirms that all of them are current (blank cells stay unset).
 */
export function gridLines(draft: Draft, original: Draft, mode: 'changed' | 'all'): GridLines {
  const result: GridLines = { lines: [], keys: [], errors: {} };
  for (const cell of ALL_CELLS) {
    const text = (draft[cell.key] ?? '').trim();
    const wanted =
      mode === 'all' ? text !== '' || isChanged(draft, original, cell.key) : isChanged(draft, original, cell.key);
    if (!wanted) continue;
    const read = readUnits(text);
    if ('error' in read) {
      result.errors[cell.key] = read.error;
      continue;
    }
    result.lines.push({
      blood_group_id: cell.blood_group_id,
      component_id: cell.component_id,
      units_available: read.units,
    });
    result.keys.push(cell.key);
  }
  return result;
}

/** The server's `items.<index>.…` field errors, put on the cells they are about. */
export function cellErrorsFromServer(
  details: ReadonlyArray<{ field: string; message: string }>,
  keys: readonly CellKey[],
): Partial<Record<CellKey, string>> {
  const errors: Partial<Record<CellKey, string>> = {};
  for (const detail of details) {
    const match = /^items\.(\d+)/.exec(detail.field);
    const key = match ? keys[Number(match[1])] : undefined;
    if (key && errors[key] === undefined) errors[key] = detail.message;
  }
  return errors;
}

/** A file to start from: every group and component with 0 units. */
export const STOCK_CSV_TEMPLATE = [
  'blood_group,component,units_available',
  ...GRID_GROUPS.flatMap((g) => GRID_COMPONENTS.map((c) => `${g.group_name},${c.component_name},0`)),
].join('\n');
