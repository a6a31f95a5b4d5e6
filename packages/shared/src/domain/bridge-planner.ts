import type { PlannedSlot, PlannerInput, PlannerMember, PlannerSlot } from './bridge.ts';
import { donationIntervalDays, ELIGIBILITY, eligibility } from './eligibility.ts';

/*
 * The rotation planner (docs/product.md "Blood Bridge"). For each slot in date order it picks the next donor in
 * rotation who will be eligible on the donation date, and a backup. A pure function: the same input always gives
 * the same plan, so the server can re-plan a bridge as often as it likes (daily and after every change). It runs
 * for every bridge every day, so eligibility is worked out once per donor and dates become day numbers.
 */

/** A bridge unit is given as whole blood (component 1): the donor's next gap follows the whole-blood rule. */
const WHOLE_BLOOD = 1;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

interface Donation {
  date: string;
  day: number;
  component: number | null;
}

/** What the planner knows of one donor while it walks the slots. */
interface DonorState {
  member: PlannerMember;
  /** Weight and Hb allow a donation at all (they do not change with the date). */
  fit: boolean;
  /** With a birth date: the first day they are old enough, and the first day they are too old ('YYYY-MM-DD'). */
  ageFrom: string | null;
  ageUntil: string | null;
  /** Every donation known or planned (real last, fixed slots, slots planned in this run), in date order. */
  donations: Donation[];
  /** Donations in this bridge: past ones plus fixed and planned ones still to come. */
  count: number;
}

/** The day someone born on `dob` turns `years`, as text: ageInYears() compares month and day the same way. */
const birthday = (dob: string, years: number) => `${Number(dob.slice(0, 4)) + years}${dob.slice(4, 10)}`;

function stateOf(member: PlannerMember, pastDonations: number): DonorState {
  const { weight_kg, hemoglobin_g_dl, date_of_birth: dob } = member;
  const last = member.last_donation_date;
  return {
    member,
    fit: eligibility({ weight_kg, hemoglobin_g_dl }, '2000-01-01').eligible,
    ageFrom: dob ? birthday(dob, ELIGIBILITY.minAge) : null,
    ageUntil: dob ? birthday(dob, ELIGIBILITY.maxAge + 1) : null,
    donations: last ? [{ date: last, day: dayNumber(last), component: member.last_donation_component_id ?? null }] : [],
    count: pastDonations,
  };
}

function addDonation(state: DonorState, date: string, day: number): void {
  if (state.donations.some((d) => d.date === date)) return;
  state.donations.push({ date, day, component: WHOLE_BLOOD });
  state.donations.sort((a, b) => a.day - b.day);
}

/**
 * Whether the donor may give on `date` (day number `day`): eligible that day as eligibility() says (age, weight,
 * Hb, and the interval since their donation before it), no other donation the same day, and the interval to their
 * next known donation (a fixed or already planned slot) long enough, so a slot planned between two others never
 * brings either too close.
 */
function canGiveOn(state: DonorState, date: string, day: number): boolean {
  if (!state.fit) return false;
  if (state.ageFrom && (date < state.ageFrom || date >= state.ageUntil!)) return false;
  let before: Donation | undefined;
  let after: Donation | undefined;
  for (const d of state.donations) {
    if (d.day === day) return false;
    if (d.day < day) before = d;
    else if (!after) after = d;
  }
  const sex = state.member.sex;
  if (before && day - before.day < donationIntervalDays({ sex, last_donation_component_id: before.component })) {
    return false;
  }
  return !after || after.day - day >= donationIntervalDays({ sex, last_donation_component_id: WHOLE_BLOOD });
}

function initialStates(input: PlannerInput): DonorState[] {
  const states = new Map<string, DonorState>();
  for (const m of input.members) states.set(m.donor_id, stateOf(m, input.past_donations?.[m.donor_id] ?? 0));
  // A fixed donor gives on that date whatever the planner does: every other slot must fit around it. A fixed slot
  // on or before their recorded last donation is history (already in past_donations), not a donation to come.
  for (const slot of input.slots) {
    const state = slot.fixed?.donor_id ? states.get(slot.fixed.donor_id) : undefined;
    if (!state) continue;
    const last = state.member.last_donation_date;
    if ((last && slot.donation_date <= last) || state.donations.some((d) => d.date === slot.donation_date)) continue;
    addDonation(state, slot.donation_date, dayNumber(slot.donation_date));
    state.count += 1;
  }
  return [...states.values()];
}

interface Candidate {
  state: DonorState;
  /** Day of their last donation before the date (-Infinity when none: never donated counts as longest ago). */
  last: number;
}

/**
 * "Next in rotation" order among donors who can give on a date: responsive before not responding, fewest
 * donations in this bridge, longest since their last donation (never donated first), earliest to join, then donor
 * id so ties never depend on input order.
 */
function compareCandidates(a: Candidate, b: Candidate): number {
  const [ma, mb] = [a.state.member, b.state.member];
  const responding = Number(ma.not_responding === true) - Number(mb.not_responding === true);
  if (responding !== 0) return responding;
  if (a.state.count !== b.state.count) return a.state.count - b.state.count;
  if (a.last !== b.last) return a.last - b.last;
  if (ma.joined_at !== mb.joined_at) return ma.joined_at < mb.joined_at ? -1 : 1;
  return ma.donor_id < mb.donor_id ? -1 : ma.donor_id > mb.donor_id ? 1 : 0;
}

/** Donors who can give on the slot's date, best first. */
function candidates(states: readonly DonorState[], slot: PlannerSlot, day: number): DonorState[] {
  const excluded = slot.exclude ?? [];
  const found: Candidate[] = [];
  for (const state of states) {
    if (excluded.includes(state.member.donor_id) || !canGiveOn(state, slot.donation_date, day)) continue;
    let last = -Infinity;
    for (const d of state.donations) if (d.day < day) last = d.day;
    found.push({ state, last });
  }
  return found.sort(compareCandidates).map((c) => c.state);
}

const bySlotOrder = (a: PlannerSlot, b: PlannerSlot) =>
  a.donation_date.localeCompare(b.donation_date) || a.unit_index - b.unit_index;

function planned(slot: PlannerSlot, donor_id: string | null, backup_id: string | null): PlannedSlot {
  const { transfusion_date, unit_index, donation_date } = slot;
  return { transfusion_date, unit_index, donation_date, donor_id, backup_id };
}

/**
 * Plans every slot, in order of donation date then unit: a fixed slot as given; any other on or after today gets
 * the first donor in rotation order who can give on its donation date, and the next one as backup. A backup's
 * assignment is not a donation (they give only if the donor does not). Nobody can give → donor and backup null.
 */
export function planRotation(input: PlannerInput): PlannedSlot[] {
  const states = initialStates(input);
  const slots = [...input.slots].sort(bySlotOrder);
  const out: PlannedSlot[] = [];
  for (let i = 0; i < slots.length;) {
    const date = slots[i]!.donation_date;
    const day = dayNumber(date);
    let j = i;
    while (j < slots.length && slots[j]!.donation_date === date) j += 1;
    // The donors of every unit of the date first, so no backup is someone who already gives that day.
    const sameDate = slots.slice(i, j).map((slot) => ({ slot, plan: pickDonor(states, slot, day, input.today) }));
    const busy = new Set(sameDate.flatMap(({ plan }) => (plan.donor_id ? [plan.donor_id] : [])));
    for (const { slot, plan } of sameDate) {
      if (!slot.fixed && plan.donor_id) {
        plan.backup_id =
          candidates(states, slot, day).find((s) => !busy.has(s.member.donor_id))?.member.donor_id ?? null;
        if (plan.backup_id) busy.add(plan.backup_id);
      }
      out.push(plan);
    }
    i = j;
  }
  return out;
}

function pickDonor(states: readonly DonorState[], slot: PlannerSlot, day: number, today: string): PlannedSlot {
  if (slot.fixed) return planned(slot, slot.fixed.donor_id, slot.fixed.backup_id);
  // Nobody can be asked to give on a day that has passed; the asking ladder deals with such a slot.
  if (slot.donation_date < today) return planned(slot, null, null);
  const chosen = candidates(states, slot, day)[0];
  if (!chosen) return planned(slot, null, null);
  addDonation(chosen, slot.donation_date, day);
  chosen.count += 1;
  return planned(slot, chosen.member.donor_id, null);
}
