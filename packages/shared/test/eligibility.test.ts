import { describe, expect, it } from 'vitest';
import { eligibility } from '../src/index.ts';

const today = '2026-11-21';

describe('donor eligibility (NBTC 2017)', () => {
  it('a donor with nothing known is eligible: a missing field never drops a donor', () => {
    expect(eligibility({}, today)).toEqual({ eligible: true, reasons: [], next_eligible_date: null });
  });

  it.each([
    // [sex, last donation, eligible, next eligible date]
    ['male', '2026-08-23', true, null], // 90 days ago
    ['male', '2026-08-24', false, '2026-11-22'], // 89 days ago
    ['female', '2026-07-24', true, null], // 120 days ago
    ['female', '2026-07-25', false, '2026-11-22'], // 119 days ago
    ['female', '2026-08-23', false, '2026-12-21'], // a man could give, a woman not yet
    [null, '2026-08-23', true, null], // sex unknown → 90 days
    [null, '2026-08-24', false, '2026-11-22'],
  ] as const)('%s, last whole-blood donation %s → eligible %s, next %s', (sex, last, eligible, next) => {
    const e = eligibility({ sex, last_donation_date: last }, today);
    expect(e.eligible).toBe(eligible);
    expect(e.next_eligible_date).toBe(next);
  });

  it('apheresis donations need 48 hours between them', () => {
    expect(eligibility({ last_donation_date: '2026-11-19', last_donation_component_id: 3 }, today).eligible).toBe(true);
    const yesterday = eligibility({ last_donation_date: '2026-11-20', last_donation_component_id: 4 }, today);
    expect(yesterday).toEqual({ eligible: false, reasons: ['recent_donation'], next_eligible_date: '2026-11-22' });
  });

  it.each([
    [{ date_of_birth: '2008-11-22' }, 'too_young'], // 17 until tomorrow
    [{ date_of_birth: '1960-11-21' }, 'too_old'], // 66 today
    [{ weight_kg: 44.9 }, 'underweight'],
    [{ hemoglobin_g_dl: 12.4 }, 'low_haemoglobin'],
  ] as const)('%j → not eligible (%s)', (health, reason) => {
    const e = eligibility(health, today);
    expect(e.eligible).toBe(false);
    expect(e.reasons).toEqual([reason]);
    expect(e.next_eligible_date).toBeNull();
  });

  it.each([
    [{ date_of_birth: '2008-11-21' }], // 18 today
    [{ date_of_birth: '1960-11-22' }], // 65
    [{ weight_kg: 45 }],
    [{ hemoglobin_g_dl: 12.5 }],
  ])('%j → eligible at the boundary', (health) => {
    expect(eligibility(health, today).eligible).toBe(true);
  });
});
