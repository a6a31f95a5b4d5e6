/**
 * Donor search shows how far a donor is only as a band: an exact distance from a few searches would give away
 * where the donor lives. The labels are the API's values; the web translates them.
 */
export const DISTANCE_BANDS = [
  { up_to_km: 5, label: 'under 5 km' },
  { up_to_km: 10, label: '5–10 km' },
  { up_to_km: 25, label: '10–25 km' },
  { up_to_km: 50, label: '25–50 km' },
] as const;
/** Every value the API may give, nearest first. */
export const DISTANCE_BAND_LABELS = ['under 5 km', '5–10 km', '10–25 km', '25–50 km', 'over 50 km'] as const;
export type DistanceBand = (typeof DISTANCE_BAND_LABELS)[number];

export function distanceBand(km: number): DistanceBand {
  // A band includes its upper bound only for the last one: a donor 50.0 km away is inside a 50 km search.
  const last = DISTANCE_BANDS[DISTANCE_BANDS.length - 1]!;
  return DISTANCE_BANDS.find((b) => km < b.up_to_km)?.label ?? (km <= last.up_to_km ? last.label : 'over 50 km');
}
