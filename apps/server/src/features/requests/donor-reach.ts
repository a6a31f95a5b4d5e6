import {
  bombayAllows,
  canDonate,
  distanceKm,
  eligibility,
  groupName,
  type BloodGroupName,
  type DonorHealth,
} from '@raktsetu/shared';

/**
 * Who may see and answer a request. A donor may answer only a request they could be alerted for now —
 * compatible, eligible, available, and within the request's current search radius of their saved location —
 * or one they were already alerted for. The same rule decides what a donor may open; anyone else is told
 * nothing about the request. See docs/decisions/0007-who-may-act-on-a-request.md.
 */

export const OPEN_STATUSES = ['Open', 'In Progress'];

export interface DonorStanding extends DonorHealth {
  blood_group_id: number;
  is_bombay: boolean;
  is_available_for_sos: boolean;
  latitude: number | null;
  longitude: number | null;
}

export interface RequestPlace {
  status: string;
  blood_group: string;
  component: string;
  component_id: number;
  is_bombay: boolean;
  latitude: number | null;
  longitude: number | null;
  /** km: how far the search reaches now (widens for an unanswered SOS). */
  search_radius_km: number;
}

export type Reach = { ok: true; distanceKm: number } | { ok: false; reason: string };

const fmtKm = (km: number) => (km < 10 ? km.toFixed(1) : String(Math.round(km)));

/** Could this donor be alerted for this request now? When not, `reason` says why in the donor's words. */
export function donorReach(request: RequestPlace, donor: DonorStanding, today: string): Reach {
  if (!OPEN_STATUSES.includes(request.status)) {
    return { ok: false, reason: `This request is already ${request.status.toLowerCase()}: it no longer needs donors.` };
  }
  if (
    !canDonate(groupName(donor.blood_group_id), request.blood_group as BloodGroupName, request.component_id) ||
    !bombayAllows(request.is_bombay, donor.is_bombay)
  ) {
    return {
      ok: false,
      reason: `Your blood group cannot be given for this request (${request.blood_group} ${request.component}).`,
    };
  }
  if (!donor.is_available_for_sos) {
    return {
      ok: false,
      reason:
        'You are not available for requests. Turn on “Available for SOS” in your profile to answer requests near you.',
    };
  }
  if (donor.latitude == null || donor.longitude == null) {
    return { ok: false, reason: 'Save your location in your profile so we can match you with requests near you.' };
  }
  if (request.latitude == null || request.longitude == null) {
    return {
      ok: false,
      reason: 'This request has no location, so it can only be answered by donors who were alerted.',
    };
  }
  const distance = distanceKm(donor.latitude, donor.longitude, request.latitude, request.longitude);
  if (distance > request.search_radius_km) {
    return {
      ok: false,
      reason: `This request is ${fmtKm(distance)} km from your saved location, outside its current search area of ${request.search_radius_km} km. You can answer it if the search widens to reach you.`,
    };
  }
  const health = eligibility(donor, today);
  if (!health.eligible) return { ok: false, reason: notEligibleMessage(health.next_eligible_date) };
  return { ok: true, distanceKm: distance };
}

export function notEligibleMessage(nextEligibleDate: string | null): string {
  return nextEligibleDate
    ? `You cannot donate yet: you can donate again from ${nextEligibleDate}.`
    : 'You are not eligible to donate right now (age, weight or haemoglobin).';
}

export interface DonorTies {
  /** The donor was alerted for this request. */
  alerted: boolean;
  /** The donor has answered it (accept or decline). */
  answered: boolean;
}

/** May this donor open the request? Alerted and answering donors always may; others only while it could reach them. */
export function donorMaySee(request: RequestPlace, donor: DonorStanding | undefined, ties: DonorTies, today: string) {
  if (ties.alerted || ties.answered) return true;
  return donor !== undefined && donorReach(request, donor, today).ok;
}
