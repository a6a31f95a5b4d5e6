/**
 * `npx tsx bench/bridge-planner.ts`: how long one re-plan of a bridge takes (the server re-plans on every join,
 * leave, moved date and ladder run). Prints ms per plan for bridges of 10 and 60 members over the next 6 dates.
 */
import { loadavg } from 'node:os';
import { addDaysIso, donationDateFor, planRotation, type PlannerMember, type PlannerSlot } from '@raktsetu/shared';

function bridge(members: number, units: number) {
  const today = '2026-12-01';
  const people: PlannerMember[] = Array.from({ length: members }, (_, i) => ({
    donor_id: `d${i}`,
    joined_at: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00Z`,
    sex: i % 3 ? 'male' : 'female',
    last_donation_date: i % 4 ? addDaysIso(today, -((i * 7) % 120)) : null,
  }));
  const slots: PlannerSlot[] = [];
  for (let d = 0; d < 6; d += 1) {
    const transfusion = addDaysIso(today, 10 + d * 21);
    for (let u = 1; u <= units; u += 1) {
      slots.push({ transfusion_date: transfusion, unit_index: u, donation_date: donationDateFor(transfusion) });
    }
  }
  return { members: people, slots, today };
}

for (const [members, units] of [
  [10, 1],
  [60, 4],
] as const) {
  const input = bridge(members, units);
  for (let i = 0; i < 200; i += 1) planRotation(input);
  const runs = 2000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i += 1) planRotation(input);
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / runs;
  console.log(`${members} members × ${input.slots.length} slots: ${ms.toFixed(3)} ms per plan`);
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
