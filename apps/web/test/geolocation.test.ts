import { describe, expect, it, vi } from 'vitest';
import { formatDay, formatIsoDate } from '../src/lib/format.ts';
import {
  LocationError,
  PRECISE_LOCATION_OPTIONS,
  formatCoordinate,
  getCurrentLocation,
  locationFailureOf,
  mapLink,
} from '../src/lib/geolocation.ts';
import en from '../src/i18n/locales/en.ts';
import { estimateClockSkewMs } from '../src/lib/auth/server-clock.ts';

function fakeGeolocation(outcome: { position?: GeolocationPosition; error?: { code: number; message: string } }) {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success, failure) => {
    if (outcome.position) success(outcome.position);
    else failure?.(outcome.error as GeolocationPositionError);
  });
  return { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() } as unknown as Geolocation & {
    getCurrentPosition: typeof getCurrentPosition;
  };
}

describe('getCurrentLocation', () => {
  it('asks once with high accuracy, a 10 s timeout and a cached position at most a minute old', async () => {
    const geolocation = fakeGeolocation({
      position: {
        coords: { latitude: 18.5204, longitude: 73.8567, accuracy: 12 },
        timestamp: 1_700_000_000_000,
      } as GeolocationPosition,
    });
    await expect(getCurrentLocation(geolocation)).resolves.toEqual({
      latitude: 18.5204,
      longitude: 73.8567,
      accuracy: 12,
      timestamp: 1_700_000_000_000,
    });
    expect(PRECISE_LOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toEqual(PRECISE_LOCATION_OPTIONS);
  });

  it.each([
    [1, 'denied', 'Location access denied by user'],
    [2, 'unavailable', 'Location information is unavailable'],
    [3, 'timeout', 'Location request timed out'],
    [9, 'unknown', 'Unknown error occurred while getting location'],
  ] as const)('maps error code %i to %s: "%s"', async (code, failure, message) => {
    const error = await getCurrentLocation(fakeGeolocation({ error: { code, message: 'x' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocationError);
    expect(locationFailureOf(error)).toBe(failure);
    expect(en.location.errors[failure]).toBe(message);
  });

  it('fails as unsupported without a geolocation API', async () => {
    const error = await getCurrentLocation(undefined).catch((e: unknown) => e);
    expect(locationFailureOf(error)).toBe('unsupported');
    expect(en.location.errors.unsupported).toBe('Geolocation is not supported by this browser');
  });

  it('anything else is a generic failure', () => {
    expect(locationFailureOf(new Error('boom'))).toBe('failed');
    expect(en.location.errors.failed).toBe('Failed to get location');
  });
});

describe('coordinates and dates', () => {
  it('shows coordinates with six decimals and links to a map of the point', () => {
    expect(formatCoordinate(19.0008)).toBe('19.000800');
    expect(formatCoordinate(-0.1234567)).toBe('-0.123457');
    expect(mapLink(19.0008, 72.8416)).toBe(
      'https://www.openstreetmap.org/?mlat=19.000800&mlon=72.841600#map=15/19.000800/72.841600',
    );
  });

  it('formats calendar dates without time-zone shifts, as read in India', () => {
    expect(formatIsoDate('2015-04-12')).toBe('12 Apr 2015');
    expect(formatIsoDate('not a date')).toBe('not a date');
    expect(formatDay('2025-01-01T20:00:00.000Z', 'en-IN', 'Asia/Kolkata')).toBe('2 Jan 2025');
  });

  it('estimates how far the browser clock is ahead of the server from a fresh token', () => {
    expect(estimateClockSkewMs(1_000, 1_200_500)).toBe(200_500);
    expect(estimateClockSkewMs(1_000, 999_000)).toBe(-1_000);
  });
});
