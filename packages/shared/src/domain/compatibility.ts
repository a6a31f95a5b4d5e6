import { BLOOD_GROUPS, type BloodGroupName } from '../constants.ts';

/**
 * Which donors may be asked for a recipient, by component. This only picks whom to ask: the blood
 * bank still cross-matches every unit.
 */
export type ComponentKind = 'red_cells' | 'platelets' | 'plasma';

/** Component ids → the rule that applies. */
export function componentKind(componentId: number): ComponentKind {
  if (componentId === 1 || componentId === 2) return 'red_cells';
  if (componentId === 3) return 'platelets';
  if (componentId === 4 || componentId === 5) return 'plasma';
  throw new RangeError(`Unknown component id ${componentId}`);
}

type Abo = 'O' | 'A' | 'B' | 'AB';
const abo = (g: BloodGroupName): Abo => g.replace(/[+-]$/, '') as Abo;
const rhNegative = (g: BloodGroupName) => g.endsWith('-');

/** Red cells, recipient ← donors (docs/product.md, clinical rules). */
const RED_CELLS: Record<BloodGroupName, BloodGroupName[]> = {
  'O-': ['O-'],
  'O+': ['O+', 'O-'],
  'A-': ['A-', 'O-'],
  'A+': ['A+', 'A-', 'O+', 'O-'],
  'B-': ['B-', 'O-'],
  'B+': ['B+', 'B-', 'O+', 'O-'],
  'AB-': ['AB-', 'A-', 'B-', 'O-'],
  'AB+': ['AB+', 'AB-', 'A+', 'A-', 'B+', 'B-', 'O+', 'O-'],
};

/** Plasma and cryoprecipitate run the other way, ABO only: recipient ABO ← donor ABO. */
const PLASMA: Record<Abo, Abo[]> = { O: ['O', 'A', 'B', 'AB'], A: ['A', 'AB'], B: ['B', 'AB'], AB: ['AB'] };

export interface CompatibleDonorGroup {
  group: BloodGroupName;
  /** 0 = the exact group; higher = asked later. */
  rank: number;
}

/**
 * The donor groups that may give `component` to `recipient`, best first. Exact group first, then the others
 * by the component's preference (platelets: ABO-identical, then plasma-compatible; Rh-negative recipients get
 * Rh-negative donors first).
 */
export function compatibleDonorGroups(recipient: BloodGroupName, componentId: number): CompatibleDonorGroup[] {
  const kind = componentKind(componentId);
  const all = BLOOD_GROUPS.map((g) => g.group_name as BloodGroupName);
  let allowed: BloodGroupName[];
  let rank: (donor: BloodGroupName) => number;

  if (kind === 'red_cells') {
    allowed = RED_CELLS[recipient];
    rank = (d) => (d === recipient ? 0 : 1 + allowed.indexOf(d) / 10);
  } else if (kind === 'plasma') {
    const abos = PLASMA[abo(recipient)];
    allowed = all.filter((d) => abos.includes(abo(d)));
    // Same ABO before the others; within an ABO the recipient's own Rh first (Rh does not matter for plasma).
    rank = (d) => (d === recipient ? 0 : abo(d) === abo(recipient) ? 1 : 2);
  } else {
    const abos = PLASMA[abo(recipient)];
    allowed = all.filter((d) => abos.includes(abo(d)));
    rank = (d) => {
      if (d === recipient) return 0;
      const rhPenalty = rhNegative(recipient) && !rhNegative(d) ? 2 : 0;
      const aboPenalty = abo(d) === abo(recipient) ? 0 : 1;
      return 1 + rhPenalty + aboPenalty;
    };
  }
  return allowed
    .map((group) => ({ group, rank: rank(group) }))
    .sort((a, b) => a.rank - b.rank || all.indexOf(a.group) - all.indexOf(b.group));
}

export function canDonate(donor: BloodGroupName, recipient: BloodGroupName, componentId: number): boolean {
  return compatibleDonorGroups(recipient, componentId).some((c) => c.group === donor);
}

/**
 * A Bombay (hh) recipient is never auto-matched to ordinary donors (their O cells carry H antigen); only a donor
 * also flagged Bombay may be asked, for any component.
 */
export function bombayAllows(recipientIsBombay: boolean, donorIsBombay: boolean): boolean {
  return !recipientIsBombay || donorIsBombay;
}

export function groupName(bloodGroupId: number): BloodGroupName {
  const g = BLOOD_GROUPS.find((b) => b.blood_group_id === bloodGroupId);
  if (!g) throw new RangeError(`Unknown blood group id ${bloodGroupId}`);
  return g.group_name;
}

export function groupId(name: BloodGroupName): number {
  return BLOOD_GROUPS.find((b) => b.group_name === name)!.blood_group_id;
}
