import { GEOLOCATION_MAX_AGE_PRECISE_MS, GEOLOCATION_TIMEOUT_MS } from '@raktsetu/shared';

/** A location reading. */
export interface LocationReading {
  latitude: number;
  longitude: number;
  /** m */
  accuracy: number;
  timestamp: number;
}

/** The precise reading: high accuracy, 10 s timeout, a cached position at most 1 minute old. */
export const PRECISE_LOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: GEOLOCATION_MAX_AGE_PRECISE_MS,
};

/** Why no location was read; each has its message in the locale files (location.errors.*). */
export type LocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unknown' | 'unsupported' | 'failed';

export class LocationError extends Error {
  override readonly name = 'LocationError';
  readonly failure: LocationFailure;
  constructor(failure: LocationFailure, cause?: unknown) {
    super(`Location failure: ${failure}`, { cause });
    this.failure = failure;
  }
}

/**
 * The failure behind a geolocation error: the browser's GeolocationPositionError codes 1-3, any other code
 * 'unknown', and anything that is not a position error at all 'failed'.
 */
export function locationFailureOf(error: unknown): LocationFailure {
  if (error instanceof LocationError) return error.failure;
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number') {
    if (error.code === 1) return 'denied';
    if (error.code === 2) return 'unavailable';
    if (error.code === 3) return 'timeout';
    return 'unknown';
  }
  return 'failed';
}

/** Reads the device's position once; rejects with a LocationError. */
export function getCurrentLocation(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  options: PositionOptions = PRECISE_LOCATION_OPTIONS,
): Promise<LocationReading> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError('unsupported'));
      return;
    }
    try {
      geolocation.getCurrentPosition(
        (position) =>
          resolve({
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
            accuracy: position.coords.accuracy,
            timestamp: position.timestamp,
          }),
        (error) => reject(new LocationError(locationFailureOf(error), error)),
        options,
      );
    } catch (error) {
      reject(new LocationError('failed', error));
    }
  });
}

/** The location permission's states. */
export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unknown';

/** The current permission, without asking the user; 'unknown' where the browser cannot tell. */
export async function queryLocationPermission(): Promise<LocationPermission> {
  try {
    if (typeof navigator === 'undefined' || !navigator.permissions) return 'unknown';
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state === 'granted' || status.state === 'denied' || status.state === 'prompt'
      ? status.state
      : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Six decimals, about 10 cm: what the location card shows. */
export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

/** A map of the point on OpenStreetMap (no account, no tracking key). */
export function mapLink(latitude: number, longitude: number): string {
  const lat = formatCoordinate(latitude);
  const lon = formatCoordinate(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`;
}
