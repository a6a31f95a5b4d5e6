import { describe, expect, it } from 'vitest';
import {
  BLOOD_COMPONENTS,
  BLOOD_GROUPS,
  type BloodGroupName,
  bombayAllows,
  canDonate,
  compatibleDonorGroups,
} from '../src/index.ts';

const GROUPS = BLOOD_GROUPS.map((g) => g.group_name) as BloodGroupName[];

// docs/product.md's clinical rules, written out by hand as the expected truth table (recipient ← donors).
const RED: Record<BloodGroupName, string> = {
  'O-': 'O-',
  'O+': 'O+ O-',
  'A-': 'A- O-',
  'A+': 'A+ A- O+ O-',
  'B-': 'B- O-',
  'B+': 'B+ B- O+ O-',
  'AB-': 'AB- A- B- O-',
  'AB+': 'A+ A- B+ B- AB+ AB- O+ O-',
};
// Plasma / cryoprecipitate (ABO only): O ← any · A ← A, AB · B ← B, AB · AB ← AB. Platelets may come from the same groups.
const PLASMA: Record<BloodGroupName, string> = {
  'O-': 'O- O+ A- A+ B- B+ AB- AB+',
  'O+': 'O- O+ A- A+ B- B+ AB- AB+',
  'A-': 'A- A+ AB- AB+',
  'A+': 'A- A+ AB- AB+',
  'B-': 'B- B+ AB- AB+',
  'B+': 'B- B+ AB- AB+',
  'AB-': 'AB- AB+',
  'AB+': 'AB- AB+',
};
const expected = (componentId: number, recipient: BloodGroupName, donor: BloodGroupName) =>
  (componentId <= 2 ? RED : PLASMA)[recipient].split(' ').includes(donor);

describe('compatibility truth table: 8 recipients × 8 donors × 5 components', () => {
  const cases = BLOOD_COMPONENTS.flatMap((c) =>
    GROUPS.flatMap((recipient) => GROUPS.map((donor) => [c.component_name, c.component_id, recipient, donor] as const)),
  );
  it('has 320 cases', () => expect(cases).toHaveLength(320));
  it.each(cases)('%s: %s → recipient %s, donor %s', (_name, componentId, recipient, donor) => {
    expect(canDonate(donor, recipient, componentId)).toBe(expected(componentId, recipient, donor));
  });
});

describe('ranking of whom to ask first', () => {
  it('asks the exact group first for every recipient and component', () => {
    for (const c of BLOOD_COMPONENTS) {
      for (const recipient of GROUPS) {
        const list = compatibleDonorGroups(recipient, c.component_id);
        expect(list[0], `${c.component_name} ${recipient}`).toEqual({ group: recipient, rank: 0 });
        expect(list.slice(1).every((g) => g.rank > 0)).toBe(true);
      }
    }
  });

  it('platelets: ABO-identical before plasma-compatible groups', () => {
    expect(compatibleDonorGroups('A+', 3).map((g) => g.group)).toEqual(['A+', 'A-', 'AB+', 'AB-']);
  });

  it('platelets: an Rh-negative recipient gets Rh-negative donors first', () => {
    const order = compatibleDonorGroups('O-', 3).map((g) => g.group);
    expect(order.slice(0, 4)).toEqual(['O-', 'A-', 'B-', 'AB-']);
    expect(order.indexOf('O+')).toBeGreaterThan(order.indexOf('AB-'));
  });

  it('plasma: the same ABO before other compatible groups', () => {
    expect(compatibleDonorGroups('B+', 4).map((g) => g.group)).toEqual(['B+', 'B-', 'AB+', 'AB-']);
  });

  it('refuses an unknown component', () => {
    expect(() => compatibleDonorGroups('O+', 6)).toThrow(RangeError);
  });
});

describe('Bombay (hh) guard', () => {
  it('never auto-matches a Bombay recipient to an ordinary donor, O included', () => {
    expect(bombayAllows(true, false)).toBe(false);
    expect(bombayAllows(true, true)).toBe(true);
    expect(bombayAllows(false, false)).toBe(true);
  });
});
