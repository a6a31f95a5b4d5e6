import type { CreateRequestInput } from '@raktsetu/shared';
import type { TFunction } from 'i18next';
import { CLIENT_ERROR_CODES, isApiError } from '../../lib/api-client.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * The SOS request: one unit of whole blood, urgency SOS, at the device's position. The blood group is
 * left out: the server takes the patient's own. Without a position the server places it at the
 * patient's town.
 */
export function sosPayload(location: Coordinates | null): CreateRequestInput {
  return {
    component_id: 1,
    units_required: 1,
    urgency: 'SOS',
    ...(location ? { latitude: location.latitude, longitude: location.longitude } : {}),
  };
}

/**
 * The server's message, or 'Failed to create SOS request' when the call failed without one, or 'An
 * unknown error occurred' for anything that is not an error at all. No answer at all says so plainly.
 */
export function sosErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.code === CLIENT_ERROR_CODES.NETWORK_ERROR) return t('errors.network');
    if (error.code === CLIENT_ERROR_CODES.TIMEOUT) return t('errors.timeout');
    return error.status > 0 && error.message ? error.message : t('sos.failed');
  }
  if (error instanceof Error) return t('sos.failed');
  return t('errors.unknown');
}
