import { describe, expect, it } from 'vitest';
import { bridgeCapacity, type DonorSex } from '../src/index.ts';

/*
 * The capacity check (docs/product.md "Blood Bridge"): donors needed ≈ units a year ÷ donations a donor can make a
 * year (4 men, 3 women, 3 unknown) + 1 spare. Units a year = units × 365 ÷ interval. It is at least units ×
 * ⌈longest interval (120 days with a woman among the members, else 90) ÷ plan interval⌉ + 1, the donors a rotation
 * needs so that nobody's turn comes round before their interval ends.
 */

const men = (n: number) => Array.from({ length: n }, () => ({ sex: 'male' as DonorSex }));
const women = (n: number) => Array.from({ length: n }, () => ({ sex: 'female' as DonorSex }));
const unknown = (n: number) => Array.from({ length: n }, () => ({ sex: null as DonorSex }));

const plan = (units: number, interval: number) => ({ units_per_transfusion: units, interval_days: interval });

describe('bridge capacity', () => {
  it.each([
    // units, interval, units a year, needed with 8 men (÷4), 8 women (÷3), 4 men + 4 women (÷3.5), nobody (÷3);
    // in brackets the rotation's bound units × ⌈90 or 120 ÷ interval⌉ where it is the larger
    [1, 14, 26.1, 8, 10, 10, 10], // 26.07 → ⌈6.52⌉+1, ⌈8.69⌉+1, ⌈7.45⌉+1 [1×⌈120/14⌉=9]+1
    [1, 21, 17.4, 6, 7, 7, 7], // 17.38 → ⌈4.35⌉+1, ⌈5.79⌉+1, ⌈4.97⌉+1 [1×⌈120/21⌉=6]+1
    [1, 28, 13, 5, 6, 6, 6], // 13.04 → ⌈3.26⌉+1, ⌈4.35⌉+1, ⌈3.73⌉+1 [1×⌈120/28⌉=5]+1
    [2, 14, 52.1, 15, 19, 19, 19], // 52.14 → ⌈13.04⌉+1, ⌈17.38⌉+1, ⌈14.9⌉+1 [2×⌈120/14⌉=18]+1
    [2, 21, 34.8, 11, 13, 13, 13], // 34.76 → [2×⌈90/21⌉=10]+1, ⌈11.59⌉+1, [2×⌈120/21⌉=12]+1, ⌈11.59⌉+1
    [2, 28, 26.1, 9, 11, 11, 10], // 26.07 → [2×⌈90/28⌉=8]+1, [2×⌈120/28⌉=10]+1, [10]+1, ⌈8.69⌉+1
  ])('%i unit(s) every %i days: %d units a year', (units, interval, perYear, ifMen, ifWomen, ifMixed, ifNone) => {
    const cases = [
      [men(8), ifMen],
      [women(8), ifWomen],
      [[...men(4), ...women(4)], ifMixed],
      [[], ifNone],
    ] as const;
    for (const [members, needed] of cases) {
      const c = bridgeCapacity(plan(units, interval), members);
      expect(c).toEqual({
        members: members.length,
        needed,
        missing: Math.max(0, needed - members.length),
        units_per_year: perYear,
      });
    }
  });

  it('"7 of 8 donors — 1 more needed": 1 unit every 14 days with 7 men', () => {
    expect(bridgeCapacity(plan(1, 14), men(7))).toMatchObject({ members: 7, needed: 8, missing: 1 });
    expect(bridgeCapacity(plan(1, 14), men(8))).toMatchObject({ members: 8, needed: 8, missing: 0 });
  });

  it('a donor whose sex is unknown counts as 3 a year, like a woman', () => {
    expect(bridgeCapacity(plan(1, 21), unknown(6)).needed).toBe(bridgeCapacity(plan(1, 21), women(6)).needed);
  });

  it('more members than needed is never a negative shortfall', () => {
    expect(bridgeCapacity(plan(1, 28), men(12))).toMatchObject({ needed: 5, missing: 0 });
  });

  it('an exact quotient is not rounded up: 1 unit every 73 days is 5 a year, 2 men (by turn) + 1 spare', () => {
    expect(bridgeCapacity(plan(1, 73), men(3))).toEqual({ members: 3, needed: 3, missing: 0, units_per_year: 5 });
  });

  it('4 units every 73 days: 20 a year would be 5 men, but a man gives only every other date, so 8 + 1 spare', () => {
    expect(bridgeCapacity(plan(4, 73), men(6))).toEqual({ members: 6, needed: 9, missing: 3, units_per_year: 20 });
  });
});
