import { BLOOD_GROUPS, canDonate } from '@raktsetu/shared';
import type { RequestFilters } from './request-list.repository.ts';
import type { DonorFacts, OpenRequestRow } from './open-requests.repository.ts';

/*
 * The donor list's rule (request-donor-list.repository.ts, donorMaySeeSql) in plain TypeScript, for the view of
 * open requests held in memory: the same conditions, the same float arithmetic in the same order, and the same
 * rounding, so the page it gives is the page the statement gives. Pure: no database, no clock.
 */

/** PostgreSQL's radians(): the argument times the same constant. */
const radians = (degrees: number) => degrees * (Math.PI / 180);

/** distanceKmSql (sos-search.repository.ts), the same haversine step by step. */
export function exactKm(lat: number, lng: number, toLat: number, toLng: number): number {
  const a = Math.sin(radians(lat - toLat) / 2) ** 2;
  const b = Math.cos(radians(toLat)) * Math.cos(radians(lat)) * Math.sin(radians(lng - toLng) / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a + b)));
}

/**
 * `round(km::numeric, 2)::float8`: float8 → numeric keeps 15 significant digits, and numeric rounds half away
 * from zero; done on the decimal digits, as PostgreSQL does (a binary `Math.round(km * 100)` differs at .xx5).
 */
export function roundedKm(km: number): number {
  const text = Math.abs(km).toPrecision(15);
  if (text.includes('e')) return Math.abs(km) < 1 ? 0 : Math.round(km * 100) / 100;
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = fraction.padEnd(3, '0');
  let cents = Number(whole) * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  return (km < 0 ? -cents : cents) / 100;
}

/** Every (donor group, recipient group, component) a donation may go, coded as the statement's COMPATIBLE. */
const COMPATIBLE = new Set(
  BLOOD_GROUPS.flatMap((d) =>
    BLOOD_GROUPS.flatMap((r) =>
      [1, 2, 3, 4, 5]
        .filter((c) => canDonate(d.group_name, r.group_name, c))
        .map((c) => d.blood_group_id * 100 + r.blood_group_id * 10 + c),
    ),
  ),
);

/** PostgreSQL's fuzzy `<=` for geometric types (FPle in geo_decls.h), as `point <@ box` compares. */
const EPSILON = 1.0e-6;
const fpLe = (a: number, b: number) => a - b <= EPSILON;

/** What the list needs of one donor besides their row: their answers and the requests they were alerted for. */
export interface DonorTies {
  answer(requestId: string): string | undefined;
  alerted(requestId: string): boolean;
}

export interface MatchQuery {
  filters: RequestFilters;
  /** km: bounds the search box around the donor (DONOR_LIST_RADIUS_KM). */
  radiusKm: number;
  /** A location saved at or before this (ms) has settled (LOCATION_SETTLES_AFTER_MS before now). */
  settledBefore: number;
}

/** One listed request, in the shape the presenter reads (as request-donor-list.repository.ts gives it). */
export type ListedRequest = ReturnType<typeof listedRow>;

function listedRow(r: OpenRequestRow, km: number, answer: string | undefined) {
  return {
    request_id: r.request_id,
    patient_id: r.patient_id,
    blood_group_id: r.blood_group_id,
    component_id: r.component_id,
    units_required: r.units_required,
    urgency: r.urgency,
    status: r.status,
    hospital_name: r.hospital_name,
    hospital_address: r.hospital_address,
    latitude: r.latitude as number | null,
    longitude: r.longitude as number | null,
    notes: r.notes,
    search_radius_km: r.search_radius_km,
    next_widen_at: r.next_widen_at,
    created_at: r.created_at,
    distance_km: roundedKm(km),
    my_response: answer ?? null,
    blood_group: r.blood_group ?? '',
    component: r.component ?? '',
    patient_name: r.patient_name ?? '',
    patient_phone: r.patient_phone ?? '',
    city: r.city,
  };
}

/** The statement's search box around the donor (donorCte's min_lat, max_lat and d_lng), in degrees. */
export function boxAround(latitude: number, longitude: number, radiusKm: number) {
  const dLat = radiusKm / 111.32;
  const dLng = radiusKm / (111.32 * Math.max(0.01, Math.cos(radians(latitude))));
  return { minLat: latitude - dLat, maxLat: latitude + dLat, minLng: longitude - dLng, maxLng: longitude + dLng };
}

/** The km from the donor to `r` when the donor may see it under `q`, else null (donorMaySeeSql, condition by condition). */
function visibleAt(r: OpenRequestRow, d: DonorFacts, ties: DonorTies, q: MatchQuery): number | null {
  const { filters } = q;
  if (d.latitude === null || d.longitude === null) return null;
  const box = boxAround(d.latitude, d.longitude, q.radiusKm);
  const inBox =
    fpLe(box.minLng, r.longitude) &&
    fpLe(r.longitude, box.maxLng) &&
    fpLe(box.minLat, r.latitude) &&
    fpLe(r.latitude, box.maxLat);
  if (!inBox) return null;
  if (filters.status != null && r.status !== filters.status) return null;
  if (filters.urgency != null && r.urgency !== filters.urgency) return null;
  if (filters.bloodGroupId != null && r.blood_group_id !== filters.bloodGroupId) return null;
  if (!COMPATIBLE.has(d.blood_group_id * 100 + r.blood_group_id * 10 + r.component_id)) return null;
  if (!d.is_bombay && r.patient_is_bombay === true) return null;
  const km = exactKm(r.latitude, r.longitude, d.latitude, d.longitude);
  const answered = ties.answer(r.request_id) !== undefined;
  if (filters.nearbyKm != null && !(km <= filters.nearbyKm && !answered)) return null;
  if (answered || ties.alerted(r.request_id)) return km;
  const saved = d.location_updated_at?.getTime() ?? null;
  const settled = saved === null || saved <= q.settledBefore || r.created_at.getTime() > saved;
  return d.is_available_for_sos && km <= r.search_radius_km && settled ? km : null;
}

/** The donor's page of `requests`, nearest first then newest, and how many there are in all. */
export function donorPage(
  requests: Iterable<OpenRequestRow>,
  donor: DonorFacts,
  ties: DonorTies,
  q: MatchQuery,
  limit: number,
  offset: number,
) {
  const seen: Array<{ r: OpenRequestRow; km: number }> = [];
  for (const r of requests) {
    const km = visibleAt(r, donor, ties, q);
    if (km !== null) seen.push({ r, km });
  }
  seen.sort((a, b) => a.km - b.km || b.r.created_at.getTime() - a.r.created_at.getTime());
  const rows = seen.slice(offset, offset + limit).map(({ r, km }) => listedRow(r, km, ties.answer(r.request_id)));
  return { rows, total: seen.length };
}
