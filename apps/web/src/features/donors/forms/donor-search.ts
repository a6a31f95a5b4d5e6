import { DEFAULT_SEARCH_RADIUS_KM } from '@raktsetu/shared';
import type { QueryValue } from '../../../lib/api-client.ts';

/** The search form as the page holds it (select values are strings). */
export interface DonorSearchValues {
  /** The group the patient needs, as an id 1–8; '' until the profile's group is known or one is chosen. */
  bloodGroupId: string;
  componentId: string;
  city: string;
  radius: string;
  sosOnly: boolean;
}

export interface SearchPoint {
  latitude: number;
  longitude: number;
}

/** Whole Blood: what most transfusions for Thalassemia use. */
export const DEFAULT_COMPONENT_ID = '1';

export function defaultDonorSearchValues(profileGroupId: number | null): DonorSearchValues {
  return {
    bloodGroupId: profileGroupId ? String(profileGroupId) : '',
    componentId: DEFAULT_COMPONENT_ID,
    city: '',
    radius: String(DEFAULT_SEARCH_RADIUS_KM),
    sosOnly: false,
  };
}

/**
 * The query of GET /api/donors. Empty fields are left out so the server picks its defaults (the patient's own
 * group; the saved location or town as the centre); the browser's position, when given, beats the city.
 */
export function donorSearchQuery(values: DonorSearchValues, point: SearchPoint | null): Record<string, QueryValue> {
  const city = values.city.trim();
  return {
    blood_group: values.bloodGroupId || undefined,
    component_id: values.componentId,
    radius: values.radius,
    city: point || city === '' ? undefined : city,
    is_available_for_sos: values.sosOnly ? 'true' : undefined,
    latitude: point?.latitude,
    longitude: point?.longitude,
  };
}

/** The create-request page, prefilled with the group and component that were searched. */
export function askForHelpPath(bloodGroupId: number, componentId: number): string {
  const params = new URLSearchParams({ blood_group_id: String(bloodGroupId), component_id: String(componentId) });
  return `/app/requests/new?${params.toString()}`;
}
