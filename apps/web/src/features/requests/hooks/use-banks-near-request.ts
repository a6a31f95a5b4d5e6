import type { RequestDetail } from '@raktsetu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useBloodBanks, type BloodBankSearch } from '../../../lib/blood-banks-api.ts';
import { useLiveUpdate } from '../../../lib/live/live-updates-context.ts';
import { bloodBankKeys } from '../../../lib/query-keys.ts';

/** km around the request: as far as an SOS search ever reaches, and a drive a family can make. */
const BANKS_RADIUS_KM = 50;
const BANKS_SHOWN = 5;

type RequestPlace = Pick<RequestDetail, 'latitude' | 'longitude' | 'blood_group' | 'component_id'>;

/**
 * The directory search for a request: around its place, or in the patient's town when it has none; null when
 * there is nowhere to search around.
 */
export function banksSearchFor(
  request: RequestPlace,
  profile: { city: string | null; state: string | null } | null,
): BloodBankSearch | null {
  const wanted = { blood_group: request.blood_group, component_id: request.component_id, limit: BANKS_SHOWN };
  if (request.latitude !== null && request.longitude !== null) {
    return { latitude: request.latitude, longitude: request.longitude, radius: BANKS_RADIUS_KM, ...wanted };
  }
  if (profile?.city) return { city: profile.city, ...(profile.state ? { state: profile.state } : {}), ...wanted };
  return null;
}

/**
 * The nearest banks holding the request's group and component (those whose stock is unknown next, as the server
 * orders them). Any notification about this request — a bank's stock change sends one — fetches them again, so a
 * staff member's update shows on the patient's open page without a reload.
 */
export function useBanksNearRequest(request: RequestPlace & Pick<RequestDetail, 'request_id'>) {
  const { profile } = useAuth();
  const queryClient = useQueryClient();
  const city = profile?.city ?? null;
  const state = profile?.state ?? null;
  const { request_id: requestId, latitude, longitude, blood_group: group, component_id: componentId } = request;
  const search = useMemo(
    () => banksSearchFor({ latitude, longitude, blood_group: group, component_id: componentId }, { city, state }),
    [latitude, longitude, group, componentId, city, state],
  );
  useLiveUpdate((update) => {
    if (update.type === 'notification' && update.notification.request_id === requestId) {
      void queryClient.invalidateQueries({ queryKey: bloodBankKeys.all });
    }
  });
  const query = useBloodBanks(search ?? {}, { enabled: search !== null });
  return { search, query };
}
