import { describe, expect, it } from 'vitest';
import { BLOOD_COMPONENTS, BLOOD_GROUPS, LANDING_STATS, bloodGroupSchema, bloodComponentSchema } from '../src/index.ts';

describe('reference data', () => {
  it('lists the eight blood groups with ids 1–8 in their fixed order', () => {
    expect(BLOOD_GROUPS.map((g) => [g.blood_group_id, g.group_name])).toEqual([
      [1, 'A+'],
      [2, 'A-'],
      [3, 'B+'],
      [4, 'B-'],
      [5, 'AB+'],
      [6, 'AB-'],
      [7, 'O+'],
      [8, 'O-'],
    ]);
  });

  it('lists the five components with ids 1–5', () => {
    expect(BLOOD_COMPONENTS.map((c) => [c.component_id, c.component_name])).toEqual([
      [1, 'Whole Blood'],
      [2, 'Packed Red Blood Cells'],
      [3, 'Platelets'],
      [4, 'Plasma'],
      [5, 'Cryoprecipitate'],
    ]);
  });

  it('keeps the built-in fallbacks valid against the API contract', () => {
    for (const g of BLOOD_GROUPS) expect(bloodGroupSchema.parse(g)).toEqual(g);
    for (const c of BLOOD_COMPONENTS) expect(bloodComponentSchema.parse(c)).toEqual(c);
  });

  it('keeps the landing page figures', () => {
    expect(LANDING_STATS).toEqual({ livesSaved: 1247, activeDonors: 892, emergencyRequests: 156, citiesCovered: 25 });
  });
});
