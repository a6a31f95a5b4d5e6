import { describe, expect, it } from 'vitest';
import i18n from '../src/i18n/all-messages.ts';
import { ApiError, CLIENT_ERROR_CODES } from '../src/lib/api-client.ts';
import { LocationError, locationFailureOf } from '../src/lib/geolocation.ts';
import { sosErrorMessage, sosPayload } from '../src/features/sos/sos.ts';
import { formatKm, telHref } from '../src/features/requests/request-format.ts';

const t = i18n.t.bind(i18n);

describe('SOS request', () => {
  it('asks for one unit of whole blood as SOS at the device position, leaving the group to the server', () => {
    expect(sosPayload({ latitude: 19.076, longitude: 72.8777 })).toEqual({
      component_id: 1,
      units_required: 1,
      urgency: 'SOS',
      latitude: 19.076,
      longitude: 72.8777,
    });
    expect(sosPayload(null)).toEqual({ component_id: 1, units_required: 1, urgency: 'SOS' });
  });

  it('shows the server message, else "Failed to create SOS request", else "An unknown error occurred"', () => {
    expect(sosErrorMessage(new ApiError(400, 'VALIDATION_FAILED', 'Your profile has no blood group'), t)).toBe(
      'Your profile has no blood group',
    );
    expect(sosErrorMessage(new ApiError(500, 'INTERNAL', ''), t)).toBe('Failed to create SOS request');
    expect(sosErrorMessage(new Error('boom'), t)).toBe('Failed to create SOS request');
    expect(sosErrorMessage('nope', t)).toBe('An unknown error occurred');
    expect(sosErrorMessage(new ApiError(0, CLIENT_ERROR_CODES.NETWORK_ERROR, 'Network request failed'), t)).toMatch(
      /internet connection/,
    );
  });
});

describe('location errors map to the product’s messages', () => {
  const message = (error: unknown) => t(`location.errors.${locationFailureOf(error)}`);

  it('maps the browser codes and the other failures', () => {
    expect(message({ code: 1, message: '' })).toBe('Location access denied by user');
    expect(message({ code: 2, message: '' })).toBe('Location information is unavailable');
    expect(message({ code: 3, message: '' })).toBe('Location request timed out');
    expect(message({ code: 9, message: '' })).toBe('Unknown error occurred while getting location');
    expect(message(new LocationError('unsupported'))).toBe('Geolocation is not supported by this browser');
    expect(message(new Error('anything else'))).toBe('Failed to get location');
  });

  it('has the create-form messages', () => {
    expect(t('requests.create.locationFailed')).toBe('Failed to get your location');
    expect(t('requests.create.locationCaptured')).toBe('Location captured successfully!');
  });
});

describe('request formatting', () => {
  it('shows one decimal for short distances and none for long ones', () => {
    expect(formatKm(3.04)).toBe('3');
    expect(formatKm(3.26)).toBe('3.3');
    expect(formatKm(27.4)).toBe('27');
  });

  it('makes tap-to-call links from any written phone number', () => {
    expect(telHref('+91 98200 12345')).toBe('tel:+919820012345');
    expect(telHref('(022) 2410-7000')).toBe('tel:02224107000');
  });
});
