import { ageInYears, todayIso } from './dates.ts';

/**
 * Donor eligibility in India (NBTC 2017), as docs/product.md states it. Every field may be unknown: an unknown
 * field never makes a donor ineligible (we would rather ask one donor too many than miss one).
 */
export const ELIGIBILITY = {
  minAge: 18,
  maxAge: 65,
  minWeightKg: 45,
  minHaemoglobin: 12.5, // g/dL, self-declared
  wholeBloodIntervalDays: { male: 90, female: 120, unknown: 90 },
  apheresisIntervalHours: 48,
} as const;

export interface DonorHealth {
  date_of_birth?: string | null;
  weight_kg?: number | null;
  hemoglobin_g_dl?: number | null;
  sex?: 'male' | 'female' | null;
  last_donation_date?: string | null;
  /** Component of the last donation: 3 (platelets) and 4 (plasma) are apheresis; anything else is whole blood. */
  last_donation_component_id?: number | null;
}

export type IneligibleReason = 'too_young' | 'too_old' | 'underweight' | 'low_haemoglobin' | 'recent_donation';

export interface Eligibility {
  eligible: boolean;
  reasons: IneligibleReason[];
  /** The first day the donor may give again after the last donation ('YYYY-MM-DD'), when that is the only bar. */
  next_eligible_date: string | null;
}

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Blood components given by apheresis (3 platelets, 4 plasma): the donor may give again sooner. */
export const APHERESIS_COMPONENT_IDS: readonly number[] = [3, 4];

const isApheresis = (componentId: number | null | undefined) =>
  componentId != null && APHERESIS_COMPONENT_IDS.includes(componentId);

/** Days after the last donation before the next one, by what was given last and the donor's sex. */
export function donationIntervalDays(health: DonorHealth): number {
  if (isApheresis(health.last_donation_component_id)) return Math.ceil(ELIGIBILITY.apheresisIntervalHours / 24);
  return ELIGIBILITY.wholeBloodIntervalDays[health.sex ?? 'unknown'];
}

export function eligibility(health: DonorHealth, today: string = todayIso()): Eligibility {
  const reasons: IneligibleReason[] = [];
  if (health.date_of_birth) {
    const age = ageInYears(health.date_of_birth, today);
    if (age < ELIGIBILITY.minAge) reasons.push('too_young');
    if (age > ELIGIBILITY.maxAge) reasons.push('too_old');
  }
  if (health.weight_kg != null && health.weight_kg < ELIGIBILITY.minWeightKg) reasons.push('underweight');
  if (health.hemoglobin_g_dl != null && health.hemoglobin_g_dl < ELIGIBILITY.minHaemoglobin) {
    reasons.push('low_haemoglobin');
  }
  let next: string | null = null;
  if (health.last_donation_date) {
    next = addDays(health.last_donation_date, donationIntervalDays(health));
    if (next > today) reasons.push('recent_donation');
    else next = null;
  }
  return {
    eligible: reasons.length === 0,
    reasons,
    next_eligible_date: reasons.includes('recent_donation') ? next : null,
  };
}

/** Latest last-donation date that still allows a donation today: SQL filters use it as a bound. */
export function latestAllowedLastDonation(intervalDays: number, today: string = todayIso()): string {
  return addDays(today, -intervalDays);
}
