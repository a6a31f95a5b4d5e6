import { BLOOD_GROUPS, type BloodGroupName } from '../constants.ts';
import { canDonate } from './compatibility.ts';

/**
 * The compatibility guide the Find Donors page shows, built from `canDonate` itself so the table a family reads
 * can never disagree with the matching that picks whom to ask.
 */
export interface CompatibilityCell {
  donor: BloodGroupName;
  compatible: boolean;
  /** The recipient's own group: asked first. */
  exact: boolean;
}

export interface CompatibilityRow {
  recipient: BloodGroupName;
  cells: CompatibilityCell[];
}

export interface CompatibilityTable {
  componentId: number;
  /** The donor groups, one per column, in the order of every row's cells. */
  donors: BloodGroupName[];
  /** One row per recipient group. */
  rows: CompatibilityRow[];
}

/** The usual order of a compatibility chart (O, A, B, AB; negative before positive), easier to scan than ids. */
const GUIDE_ORDER: readonly BloodGroupName[] = ['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+'];
const GROUP_NAMES: BloodGroupName[] = BLOOD_GROUPS.map((group) => group.group_name).sort(
  (a, b) => GUIDE_ORDER.indexOf(a) - GUIDE_ORDER.indexOf(b),
);

/** Recipients (rows) × donors (columns) for one component. */
export function compatibilityTable(componentId: number): CompatibilityTable {
  return {
    componentId,
    donors: [...GROUP_NAMES],
    rows: GROUP_NAMES.map((recipient) => ({
      recipient,
      cells: GROUP_NAMES.map((donor) => ({
        donor,
        compatible: canDonate(donor, recipient, componentId),
        exact: donor === recipient,
      })),
    })),
  };
}

/** Red cells (Whole Blood, component 1; packed red cells follow the same rule). */
export const RED_CELL_GUIDE_COMPONENT_ID = 1;
/** Plasma (component 4; cryoprecipitate follows the same rule): ABO only, the other way round from red cells. */
export const PLASMA_GUIDE_COMPONENT_ID = 4;

export function compatibilityGuide(): { redCells: CompatibilityTable; plasma: CompatibilityTable } {
  return {
    redCells: compatibilityTable(RED_CELL_GUIDE_COMPONENT_ID),
    plasma: compatibilityTable(PLASMA_GUIDE_COMPONENT_ID),
  };
}
