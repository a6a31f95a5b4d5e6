import { daysBetweenIso } from './bridge.ts';
import type { PlannedSlot, PlannerInput, PlannerMember, PlannerSlot } from './bridge.ts';
import { donationIntervalDays, eligibility } from './eligibility.ts';

/*
 * The rotation planner (docs/product.md "Blood Bridge"). For each slot in date order it picks the next donor in
 * rotation who will be eligible on the donation date, and a backup. A pure function: the same input always gives
 * the same plan, so the server can re-plan a bridge as often as it likes (daily and after every change).
 */

/** A bridge unit is given as whole blood (component 1): the donor's next gap follows the whole-blood rule. */
const WHOLE_BLOOD = 1;

interface Donation {
  date: string;
  component: number | null;
}

/** What the planner knows of one donor while it walks the slots. */
interface DonorState {
  member: PlannerMember;
  /** Every donation known or planned (real last, fixed slots, slots planned in this run), in date order. */
  donations: Donation[];
  /** Donations in this bridge: past ones plus fixed and planned ones still to come. */
  count: number;
}

function addDonation(state: DonorState, donation: Donation): void {
  if (state.donations.some((d) => d.date === donation.date)) return;
  state.donations.push(donation);
  state.donations.sort((a, b) => a.date.localeCompare(b.date));
}

/** The latest donation before `date`, if any. */
function donationBefore(state: DonorState, date: string): Donation | undefined {
  let found: Donation | undefined;
  for (const d of state.donations) if (d.date < date) found = d;
  return found;
}

/**
 * Whether the donor may give on `date`: eligible that day (age, weight, Hb, and the gap since their donation
 * before it), no other donation the same day, and the gap to their next known donation (a fixed or already planned
 * slot) long enough, so a slot planned between two others never makes either too close.
 */
function canGiveOn(state: DonorState, date: string): boolean {
  if (state.donations.some((d) => d.date === date)) return false;
  const before = donationBefore(state, date);
  const health = {
    ...state.member,
    last_donation_date: before?.date ?? null,
    last_donation_component_id: before?.component ?? null,
  };
  if (!eligibility(health, date).eligible) return false;
  const after = state.donations.find((d) => d.date > date);
  if (!after) return true;
  const gap = donationIntervalDays({ sex: state.member.sex, last_donation_component_id: WHOLE_BLOOD });
  return daysBetweenIso(date, after.date) >= gap;
}

/**
 * "Next in rotation" order among donors who can give on `date`: responsive before not responding, fewest
 * donations in this bridge, longest since their last donation (never donated first), earliest to join, then donor
 * id so ties never depend on input order.
 */
function compareForDate(date: string) {
  return (a: DonorState, b: DonorState): number => {
    const responding = Number(a.member.not_responding === true) - Number(b.member.not_responding === true);
    if (responding !== 0) return responding;
    if (a.count !== b.count) return a.count - b.count;
    const lastA = donationBefore(a, date)?.date ?? '';
    const lastB = donationBefore(b, date)?.date ?? '';
    if (lastA !== lastB) return lastA < lastB ? -1 : 1;
    if (a.member.joined_at !== b.member.joined_at) return a.member.joined_at < b.member.joined_at ? -1 : 1;
    return a.member.donor_id < b.member.donor_id ? -1 : a.member.donor_id > b.member.donor_id ? 1 : 0;
  };
}

function initialStates(input: PlannerInput): Map<string, DonorState> {
  const states = new Map<string, DonorState>();
  for (const member of input.members) {
    const donations: Donation[] = member.last_donation_date
      ? [{ date: member.last_donation_date, component: member.last_donation_component_id ?? null }]
      : [];
    states.set(member.donor_id, { member, donations, count: input.past_donations?.[member.donor_id] ?? 0 });
  }
  // A fixed donor gives on that date whatever the planner does: every other slot must fit around it. A fixed slot
  // on or before their recorded last donation is history (already in past_donations), not a donation to come.
  for (const slot of input.slots) {
    const state = slot.fixed?.donor_id ? states.get(slot.fixed.donor_id) : undefined;
    if (!state) continue;
    const last = state.member.last_donation_date;
    if (last && slot.donation_date <= last) continue;
    if (state.donations.some((d) => d.date === slot.donation_date)) continue;
    addDonation(state, { date: slot.donation_date, component: WHOLE_BLOOD });
    state.count += 1;
  }
  return states;
}

const bySlotOrder = (a: PlannerSlot, b: PlannerSlot) =>
  a.donation_date.localeCompare(b.donation_date) || a.unit_index - b.unit_index;

/**
 * Plans every slot: fixed ones as given; others (on or after today) get the first donor in rotation order who can
 * give on the donation date, and the next one as backup. A backup's assignment does not count as a donation (they
 * give only if the donor does not). Nobody can give → donor and backup null. Output is in slot order.
 */
export function planRotation(input: PlannerInput): PlannedSlot[] {
  const states = initialStates(input);
  const slots = [...input.slots].sort(bySlotOrder);
  const planned = new Map<PlannerSlot, PlannedSlot>();
  // Donors of all units of a date are chosen first, so no backup is someone who already gives that day.
  for (let i = 0; i < slots.length;) {
    const date = slots[i]!.donation_date;
    let j = i;
    while (j < slots.length && slots[j]!.donation_date === date) j += 1;
    const sameDate = slots.slice(i, j);
    for (const slot of sameDate) planned.set(slot, { ...base(slot), ...pickDonor(slot, states, input.today) });
    const busy = new Set<string>();
    for (const p of planned.values()) if (p.donation_date === date && p.donor_id) busy.add(p.donor_id);
    for (const slot of sameDate) {
      const p = planned.get(slot)!;
      if (slot.fixed || !p.donor_id) continue;
      p.backup_id = pickBackup(slot, states, busy);
      if (p.backup_id) busy.add(p.backup_id);
    }
    i = j;
  }
  return slots.map((s) => planned.get(s)!);
}

function base(slot: PlannerSlot): PlannedSlot {
  return {
    transfusion_date: slot.transfusion_date,
    unit_index: slot.unit_index,
    donation_date: slot.donation_date,
    donor_id: null,
    backup_id: null,
  };
}

function candidates(slot: PlannerSlot, states: Map<string, DonorState>): DonorState[] {
  const excluded = new Set(slot.exclude ?? []);
  return [...states.values()]
    .filter((s) => !excluded.has(s.member.donor_id) && canGiveOn(s, slot.donation_date))
    .sort(compareForDate(slot.donation_date));
}

function pickDonor(
  slot: PlannerSlot,
  states: Map<string, DonorState>,
  today: string,
): Pick<PlannedSlot, 'donor_id' | 'backup_id'> {
  if (slot.fixed) return { donor_id: slot.fixed.donor_id, backup_id: slot.fixed.backup_id };
  // Nobody can be asked to give on a day that has passed; the ladder deals with such a slot.
  if (slot.donation_date < today) return { donor_id: null, backup_id: null };
  const chosen = candidates(slot, states)[0];
  if (!chosen) return { donor_id: null, backup_id: null };
  addDonation(chosen, { date: slot.donation_date, component: WHOLE_BLOOD });
  chosen.count += 1;
  return { donor_id: chosen.member.donor_id, backup_id: null };
}

function pickBackup(slot: PlannerSlot, states: Map<string, DonorState>, busy: ReadonlySet<string>): string | null {
  const backup = candidates(slot, states).find((s) => !busy.has(s.member.donor_id));
  return backup?.member.donor_id ?? null;
}
