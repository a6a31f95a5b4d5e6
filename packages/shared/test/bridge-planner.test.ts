import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  eligibility,
  planRotation,
  type PlannedSlot,
  type PlannerInput,
  type PlannerMember,
  type PlannerSlot,
} from '../src/index.ts';

/* The rotation planner's rules (docs/product.md "Blood Bridge"), one table or case per rule. */

const today = '2027-01-01';

const member = (id: string, extra: Partial<PlannerMember> = {}): PlannerMember => ({
  donor_id: id,
  joined_at: `2026-12-01T10:00:${id.slice(-1).padStart(2, '0')}Z`,
  sex: 'male',
  ...extra,
});

/** Donation dates every `interval` days from `first`, `units` slots each. */
function slots(count: number, interval = 21, units = 1, first = '2027-01-05'): PlannerSlot[] {
  return Array.from({ length: count }, (_, i) => addDaysIso(first, i * interval)).flatMap((donation_date) =>
    Array.from({ length: units }, (_, unit_index) => ({
      transfusion_date: addDaysIso(donation_date, 3),
      unit_index,
      donation_date,
    })),
  );
}

const donors = (plan: PlannedSlot[]) => plan.map((p) => p.donor_id);

/** Every donation the plan makes, checked with eligibility() against the donor's donation before it. */
function ineligibleDonations(input: PlannerInput, plan: PlannedSlot[]): string[] {
  const bad: string[] = [];
  for (const m of input.members) {
    let health = { ...m };
    for (const p of plan.filter((x) => x.donor_id === m.donor_id)) {
      if (!eligibility(health, p.donation_date).eligible) bad.push(`${m.donor_id}@${p.donation_date}`);
      health = { ...m, last_donation_date: p.donation_date, last_donation_component_id: 1 };
    }
  }
  return bad;
}

describe('the rotation planner', () => {
  it('6 donors over 6 dates: each gives once, in join order, each with a different backup', () => {
    const members = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'].map((id) => member(id));
    const plan = planRotation({ members, slots: slots(6), today });
    expect(donors(plan)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6']);
    for (const p of plan) expect(p.backup_id).not.toBe(p.donor_id);
    expect(plan.every((p) => p.backup_id)).toBe(true);
  });

  it('fewest donations in the bridge first, then the longest since their last donation', () => {
    const members = [
      member('d1', { last_donation_date: '2026-06-01' }),
      member('d2', { last_donation_date: '2026-03-01' }),
      member('d3'),
    ];
    const plan = planRotation({ members, slots: slots(3), past_donations: { d1: 1, d2: 1, d3: 2 }, today });
    // d2 and d1 have one donation each, d2's is older; d3 has two.
    expect(donors(plan)).toEqual(['d2', 'd1', 'd3']);
  });

  it.each([
    // sex, days since the last donation on the donation date, planned?
    ['female', 100, false],
    ['female', 119, false],
    ['female', 120, true],
    ['male', 100, true],
    ['male', 89, false],
    ['male', 90, true],
    [null, 89, false],
    [null, 90, true],
  ] as const)('a %s donor who gave %i days before the donation date → planned %s', (sex, days, planned) => {
    const [slot] = slots(1);
    const m = member('d1', { sex, last_donation_date: addDaysIso(slot!.donation_date, -days) });
    expect(planRotation({ members: [m], slots: [slot!], today })[0]!.donor_id).toBe(planned ? 'd1' : null);
  });

  it('a woman who gave 100 days before is skipped for a man who gave as long ago', () => {
    const last = addDaysIso('2027-01-05', -100);
    const members = [
      member('d1', { sex: 'female', last_donation_date: last }),
      member('d2', { last_donation_date: last }),
    ];
    expect(planRotation({ members, slots: slots(1), today })[0]).toMatchObject({ donor_id: 'd2', backup_id: null });
  });

  it('a fixed slot keeps its donor and backup, and that donation counts for the later slots', () => {
    const members = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'].map((id) => member(id));
    const input: PlannerInput = { members, today, slots: slots(6) };
    input.slots[0]!.fixed = { donor_id: 'd4', backup_id: 'd9' };
    const plan = planRotation(input);
    expect(plan[0]).toMatchObject({ donor_id: 'd4', backup_id: 'd9' });
    // d4 gave on the first date: the next four dates (84 days) are too soon for them, and they already have one.
    expect(donors(plan)).toEqual(['d4', 'd1', 'd2', 'd3', 'd5', 'd6']);
    expect(ineligibleDonations(input, plan)).toEqual([]);
  });

  it('a later fixed slot: its donor is not planned on an earlier date too close to it', () => {
    const members = [member('d1'), member('d2')];
    const input: PlannerInput = { members, today, slots: slots(2) };
    input.slots[1]!.fixed = { donor_id: 'd1', backup_id: null };
    expect(donors(planRotation(input))).toEqual(['d2', 'd1']);
  });

  it('an excluded donor (declined, or let the ask lapse) is not planned for that slot, nor as its backup', () => {
    const members = [member('d1'), member('d2'), member('d3')];
    const input: PlannerInput = { members, today, slots: slots(2) };
    input.slots[0]!.exclude = ['d1'];
    const plan = planRotation(input);
    expect(plan[0]).toMatchObject({ donor_id: 'd2', backup_id: 'd3' });
    expect(plan[1]!.donor_id).toBe('d1');
  });

  it('two units on one date: two different donors, and backups who give neither', () => {
    const members = ['d1', 'd2', 'd3', 'd4', 'd5'].map((id) => member(id));
    const plan = planRotation({ members, slots: slots(1, 21, 2), today });
    expect(plan.map((p) => [p.donor_id, p.backup_id])).toEqual([
      ['d1', 'd3'],
      ['d2', 'd4'],
    ]);
  });

  it('two units and only two donors: both give, nobody is left as backup', () => {
    const plan = planRotation({ members: [member('d1'), member('d2')], slots: slots(1, 21, 2), today });
    expect(plan.map((p) => [p.donor_id, p.backup_id])).toEqual([
      ['d1', null],
      ['d2', null],
    ]);
  });

  it('a donor flagged not responding is planned only when nobody else can give', () => {
    const members = [member('d1', { not_responding: true }), member('d2')];
    const plan = planRotation({ members, slots: slots(2), today });
    expect(plan.map((p) => [p.donor_id, p.backup_id])).toEqual([
      ['d2', 'd1'],
      ['d1', null], // d2 gave 21 days before
    ]);
  });

  it('dates moved closer together never make a donor give twice within their interval', () => {
    const members = ['d1', 'd2', 'd3', 'd4'].map((id, i) => member(id, { sex: i % 2 ? 'female' : 'male' }));
    // Every 21 days, then the fifth date moved 12 days earlier (9 days after the fourth).
    const moved = slots(8).map((s, i) => (i === 4 ? { ...s, donation_date: addDaysIso(s.donation_date, -12) } : s));
    const input = { members, slots: moved, today };
    const plan = planRotation(input);
    expect(ineligibleDonations(input, plan)).toEqual([]);
    expect(plan.filter((p) => p.donor_id === null).length).toBeGreaterThan(0);
  });

  it('the same plan whatever the order of members and slots', () => {
    const members = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'].map((id, i) =>
      member(id, { sex: i % 3 ? 'male' : 'female', last_donation_date: i % 2 ? '2026-10-01' : null }),
    );
    const input = { members, slots: slots(6, 14, 2), today };
    const plan = planRotation(input);
    const shuffled = planRotation({ members: [...members].reverse(), slots: [...input.slots].reverse(), today });
    expect(shuffled).toEqual(plan);
    expect(planRotation(input)).toEqual(plan);
  });

  it('a donor with Hb 11 (or underweight) is never planned, not even as the only member', () => {
    for (const bar of [{ hemoglobin_g_dl: 11 }, { weight_kg: 40 }]) {
      const plan = planRotation({ members: [member('d1', bar)], slots: slots(3), today });
      expect(plan.map((p) => [p.donor_id, p.backup_id])).toEqual([
        [null, null],
        [null, null],
        [null, null],
      ]);
    }
  });

  it('age is checked on each donation date: planned from their 18th birthday on', () => {
    const m = member('d1', { date_of_birth: '2009-01-20' }); // 18 on 2027-01-20
    expect(donors(planRotation({ members: [m], slots: slots(2), today }))).toEqual([null, 'd1']);
  });

  it.each([
    // component of the last donation, days before the donation date, planned?
    [3, 2, true], // platelets: 48 hours
    [4, 1, false], // plasma, yesterday
    [1, 2, false], // whole blood
    [null, 89, false],
  ] as const)('last donation component %s, %i days before → planned %s', (component, days, planned) => {
    const [slot] = slots(1);
    const m = member('d1', {
      last_donation_date: addDaysIso(slot!.donation_date, -days),
      last_donation_component_id: component,
    });
    expect(planRotation({ members: [m], slots: [slot!], today })[0]!.donor_id).toBe(planned ? 'd1' : null);
  });

  it('a slot whose donation date has passed is left empty unless fixed', () => {
    const members = [member('d1'), member('d2')];
    const input: PlannerInput = { members, slots: slots(2, 21, 1, '2026-12-30'), today };
    expect(donors(planRotation(input))).toEqual([null, 'd1']);
    input.slots[0]!.fixed = { donor_id: 'd2', backup_id: null };
    expect(donors(planRotation(input))).toEqual(['d2', 'd1']);
  });

  it('no members: every slot empty', () => {
    expect(donors(planRotation({ members: [], slots: slots(2), today }))).toEqual([null, null]);
  });
});
