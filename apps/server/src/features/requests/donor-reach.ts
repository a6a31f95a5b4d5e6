import {
  bombayAllows,
  canDonate,
  distanceKm,
  eligibility,
  groupName,
  todayIso,
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

/** km: "nearby" on the dashboard and in the donors' nearby list. */
export const NEARBY_KM = 15;

/**
 * ms: a saved location counts for requests made before it was saved only after this long. Otherwise a donor could
 * move their saved location next to any patient and read that patient's contact by accepting at once.
 */
export const LOCATION_SETTLES_AFTER_MS = 24 * 60 * 60 * 1000;

export interface DonorStanding extends DonorHealth {
  blood_group_id: number;
  is_bombay: boolean;
  is_available_for_sos: boolean;
  latitude: number | null;
  longitude: number | null;
  /** When the location was last saved (null: before the product kept the time). */
  location_updated_at: Date | null;
}

export interface RequestPlace {
  status: string;
  created_at: Date;
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

/**
 * Requests created after this instant count by the donor's saved location: those made after the location was
 * saved, or any request once it has been saved for LOCATION_SETTLES_AFTER_MS.
 */
export function locationCountsFrom(savedAt: Date | null, now: Date): Date {
  if (savedAt === null || now.getTime() - savedAt.getTime() >= LOCATION_SETTLES_AFTER_MS) return new Date(0);
  return savedAt;
}

/** Whether the donor's saved location may decide their reach for this request. */
export function locationSettled(savedAt: Date | null, requestCreatedAt: Date, now: Date): boolean {
  return requestCreatedAt > locationCountsFrom(savedAt, now);
}

/**
 * Could this donor be alerted for this request now? When not, `reason` says why in the donor's words — without
 * the request's group, distance or search radius, which a donor who may not see it must not learn.
 */
export function donorReach(request: RequestPlace, donor: DonorStanding, now: Date): Reach {
  if (!OPEN_STATUSES.includes(request.status)) {
    return { ok: false, reason: 'This request no longer needs donors.' };
  }
  if (
    !canDonate(groupName(donor.blood_group_id), request.blood_group as BloodGroupName, request.component_id) ||
    !bombayAllows(request.is_bombay, donor.is_bombay)
  ) {
    return { ok: false, reason: 'Your blood group cannot be given for this request.' };
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
      reason: 'This request does not reach your saved location. You can answer it if its search widens to reach you.',
    };
  }
  const health = eligibility(donor, todayIso(now));
  if (!health.eligible) return { ok: false, reason: notEligibleMessage(health.next_eligible_date) };
  if (!locationSettled(donor.location_updated_at, request.created_at, now)) {
    return {
      ok: false,
      reason:
        'You saved your location after this request was made. To keep patients safe, a new location counts for earlier requests after 24 hours; you will still be alerted for new ones.',
    };
  }
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
export function donorMaySee(request: RequestPlace, donor: DonorStanding | undefined, ties: DonorTies, now: Date) {
  if (ties.alerted || ties.answered) return true;
  return donor !== undefined && donorReach(request, donor, now).ok;
}
