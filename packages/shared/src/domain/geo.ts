import { EARTH_RADIUS_KM } from '../constants.ts';

/** Great-circle distance in km between two points (haversine), rounded to 2 decimals. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.round(km * 100) / 100;
}

/**
 * A distance as shown to someone who may not know the exact place (a donor before they accept): whole km, at
 * least 1. Exact distances from a few saved places would give away where a patient is.
 */
export function coarseKm(km: number): number {
  return Math.max(1, Math.round(km));
}
