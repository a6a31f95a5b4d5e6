import { BRIDGE } from '../constants.ts';
import { ELIGIBILITY } from './eligibility.ts';

/*
 * Blood Bridge rules that server and web share (docs/product.md "Blood Bridge"): the series of transfusion dates,
 * the donation date before each, the capacity check and the rotation planner. Pure functions of their inputs;
 * dates are 'YYYY-MM-DD' strings compared as text.
 */

export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenIso(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A donor gives BRIDGE.donationLeadDays before the transfusion. */
export const donationDateFor = (transfusionDate: string) => addDaysIso(transfusionDate, -BRIDGE.donationLeadDays);

export interface PlanSeries {
  next_date: string;
  interval_days: number;
}
export interface DateMove {
  original_date: string;
  moved_to: string;
}
export interface TransfusionDate {
  /** The date of the series. */
  original_date: string;
  /** Where it really is: the series date, or where it was moved on its own. */
  transfusion_date: string;
}

/**
 * The next `count` transfusion dates on or after `from`: the series every `interval_days` from `next_date`, each
 * one-off move applied, in date order. A date moved before `from` is gone; one moved from before `from` to on or
 * after it is kept.
 */
export function transfusionDates(
  plan: PlanSeries,
  moves: readonly DateMove[],
  from: string,
  count: number = BRIDGE.plannedDates,
): TransfusionDate[] {
  const movedFrom = new Map(moves.map((m) => [m.original_date, m.moved_to]));
  const out: TransfusionDate[] = [];
  // Series dates a little before `from` may have been moved to after it.
  const earliest = addDaysIso(from, -BRIDGE.intervalDaysMax);
  let steps = Math.max(0, Math.floor(daysBetweenIso(plan.next_date, earliest) / plan.interval_days));
  for (let guard = 0; guard < count * 4 + 20; guard += 1, steps += 1) {
    const original = addDaysIso(plan.next_date, steps * plan.interval_days);
    const real = movedFrom.get(original) ?? original;
    if (real >= from) out.push({ original_date: original, transfusion_date: real });
    if (original >= from && out.filter((d) => d.original_date >= from).length >= count) break;
  }
  return out.sort((a, b) => a.transfusion_date.localeCompare(b.transfusion_date)).slice(0, count);
}

export type DonorSex = 'male' | 'female' | null | undefined;

/** Whole-blood donations one donor can make in a year. */
export const donationsPerYear = (sex: DonorSex) => BRIDGE.donationsPerYear[sex ?? 'unknown'];

export interface Capacity {
  members: number;
  needed: number;
  missing: number;
  /** Units the plan needs in a year (365 ÷ interval × units), to one decimal. */
  units_per_year: number;
}

/**
 * Donors needed ≈ units a year ÷ donations a donor can make a year, plus BRIDGE.spareDonors. The donations a donor
 * can make are the members' own average (4 a year for men, 3 for women and when sex is unknown); with no members
 * yet, 3. "7 of 8 donors — 1 more needed" is members 7, needed 8, missing 1.
 *
 * The yearly sum alone can promise too much: each date needs its units from different donors, and a donor gives
 * only once per interval (90 days, 120 for women), so a rotation covers every date only when each turn lasts at
 * least the longest interval: units × ⌈longest interval ÷ plan interval⌉ donors (+ the spare). Needed is the larger
 * of the two, so "the year is covered" is true of the plan the planner can make (packages/shared/test/bridge-year.test.ts).
 */
export function bridgeCapacity(
  plan: { units_per_transfusion: number; interval_days: number },
  members: readonly { sex?: DonorSex }[],
): Capacity {
  const unitsPerYear = (plan.units_per_transfusion * 365) / plan.interval_days;
  const perDonor =
    members.length === 0
      ? BRIDGE.donationsPerYear.unknown
      : members.reduce((sum, m) => sum + donationsPerYear(m.sex), 0) / members.length;
  const byYear = Math.ceil(unitsPerYear / perDonor - 1e-9);
  const longest = members.some((m) => m.sex === 'female')
    ? ELIGIBILITY.wholeBloodIntervalDays.female
    : ELIGIBILITY.wholeBloodIntervalDays.male;
  const byTurn = plan.units_per_transfusion * Math.ceil(longest / plan.interval_days);
  const needed = Math.max(byYear, byTurn) + BRIDGE.spareDonors;
  return {
    members: members.length,
    needed,
    missing: Math.max(0, needed - members.length),
    units_per_year: Math.round(unitsPerYear * 10) / 10,
  };
}

/** A member as the planner sees them. Health facts may be unknown (never a bar, as in eligibility()). */
export interface PlannerMember {
  donor_id: string;
  /** Join order breaks ties: the earlier member first. ISO timestamp. */
  joined_at: string;
  sex?: 'male' | 'female' | null;
  date_of_birth?: string | null;
  weight_kg?: number | null;
  hemoglobin_g_dl?: number | null;
  /** Their last donation anywhere (profile, a request, a bank or this bridge). */
  last_donation_date?: string | null;
  last_donation_component_id?: number | null;
  /** Flagged "not responding": planned only when nobody else can give. */
  not_responding?: boolean;
}

/** One unit of one upcoming date, as the planner receives it. */
export interface PlannerSlot {
  transfusion_date: string;
  unit_index: number;
  /** transfusion_date − BRIDGE.donationLeadDays */
  donation_date: string;
  /**
   * Set when the slot is past planning (asked, confirmed, donated…): the planner keeps this donor and backup as
   * they are and counts the donor's donation on that date for everything after it.
   */
  fixed?: { donor_id: string | null; backup_id: string | null } | null;
  /** Donors who may not be planned for this slot (they declined it, or were asked and did not answer). */
  exclude?: readonly string[];
}

export interface PlannedSlot {
  transfusion_date: string;
  unit_index: number;
  donation_date: string;
  donor_id: string | null;
  backup_id: string | null;
}

export interface PlannerInput {
  members: readonly PlannerMember[];
  slots: readonly PlannerSlot[];
  /** Donations each member already made for this bridge (for fairness), by donor id. */
  past_donations?: Readonly<Record<string, number>>;
  /** Today ('YYYY-MM-DD', India). */
  today: string;
}

/**
 * The rotation planner: for each slot in date order, the donor who gives it and a backup. See bridge-planner.ts.
 */
export { planRotation } from './bridge-planner.ts';
