import { describe, expect, it } from 'vitest';
import {
  BLOOD_GROUPS,
  PLASMA_GUIDE_COMPONENT_ID,
  RED_CELL_GUIDE_COMPONENT_ID,
  canDonate,
  compatibilityGuide,
  compatibilityTable,
  type CompatibilityTable,
} from '../src/index.ts';

const GROUPS = BLOOD_GROUPS.map((g) => g.group_name);

function everyCell(table: CompatibilityTable) {
  return table.rows.flatMap((row) => row.cells.map((cell) => ({ recipient: row.recipient, ...cell })));
}

describe('compatibility guide', () => {
  const guide = compatibilityGuide();

  it.each([
    ['red cells', guide.redCells, RED_CELL_GUIDE_COMPONENT_ID],
    ['plasma', guide.plasma, PLASMA_GUIDE_COMPONENT_ID],
  ] as const)('the %s table has every recipient × donor cell equal to canDonate', (_name, table, componentId) => {
    expect(table.componentId).toBe(componentId);
    expect([...table.donors].sort()).toEqual([...GROUPS].sort());
    expect(table.rows.map((row) => row.recipient)).toEqual(table.donors);
    const cells = everyCell(table);
    expect(cells).toHaveLength(64);
    for (const cell of cells) {
      expect(cell.compatible, `${cell.recipient} ← ${cell.donor}`).toBe(
        canDonate(cell.donor, cell.recipient, componentId),
      );
      expect(cell.exact).toBe(cell.donor === cell.recipient);
    }
    // Each row's cells follow the column order, so a cell sits under its own column heading.
    for (const row of table.rows) expect(row.cells.map((cell) => cell.donor)).toEqual(table.donors);
  });

  it('uses the red-cell rule for Whole Blood (O- gives to all, takes only O-) and the reverse for plasma', () => {
    const red = everyCell(guide.redCells);
    const plasma = everyCell(guide.plasma);
    expect(red.filter((c) => c.donor === 'O-').every((c) => c.compatible)).toBe(true);
    expect(red.filter((c) => c.recipient === 'O-' && c.compatible).map((c) => c.donor)).toEqual(['O-']);
    expect(plasma.filter((c) => c.donor === 'AB+').every((c) => c.compatible)).toBe(true);
    expect(plasma.filter((c) => c.recipient === 'AB+' && c.compatible).map((c) => c.donor)).toEqual(['AB-', 'AB+']);
    expect(guide.redCells.donors).toEqual(['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+']);
  });

  it('builds any component table, and platelets agree with canDonate too', () => {
    for (const cell of everyCell(compatibilityTable(3))) {
      expect(cell.compatible).toBe(canDonate(cell.donor, cell.recipient, 3));
    }
  });
});
