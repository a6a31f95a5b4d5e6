import {
  BLOOD_COMPONENTS,
  BLOOD_GROUPS,
  bloodComponentsResponseSchema,
  bloodGroupsResponseSchema,
  type BloodComponent,
  type BloodGroup,
} from '@raktsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from './api-client.ts';

/**
 * Blood groups and components (reference data). Shared by several features' forms, so it lives in lib.
 * The built-in lists of @raktsetu/shared stand in while loading and whenever the call fails, so a form is never
 * blocked by them; `isFallback` lets a form say 'Failed to load form data'.
 */
export const FALLBACK_BLOOD_GROUPS: BloodGroup[] = BLOOD_GROUPS.map((group) => ({ ...group }));
export const FALLBACK_BLOOD_COMPONENTS: BloodComponent[] = BLOOD_COMPONENTS.map((component) => ({ ...component }));

/** Reference data changes only with a deployment. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

export const referenceDataKeys = {
  bloodGroups: ['public-data', 'blood-groups'] as const,
  bloodComponents: ['public-data', 'blood-components'] as const,
};

export async function fetchBloodGroups(client: ApiClient, signal?: AbortSignal): Promise<BloodGroup[]> {
  const body = await client.get('/public-data/blood-groups', { signal });
  return bloodGroupsResponseSchema.parse(body).data;
}

export async function fetchBloodComponents(client: ApiClient, signal?: AbortSignal): Promise<BloodComponent[]> {
  const body = await client.get('/public-data/blood-components', { signal });
  return bloodComponentsResponseSchema.parse(body).data;
}

export interface ReferenceList<T> {
  data: T[];
  isLoading: boolean;
  /** True when the server list could not be loaded and the built-in list is shown. */
  isFallback: boolean;
}

export function useBloodGroups(): ReferenceList<BloodGroup> {
  const query = useQuery({
    queryKey: referenceDataKeys.bloodGroups,
    queryFn: ({ signal }) => fetchBloodGroups(apiClient, signal),
    staleTime: REFERENCE_STALE_MS,
  });
  return {
    data: query.data ?? FALLBACK_BLOOD_GROUPS,
    isLoading: query.isPending,
    isFallback: query.isError,
  };
}

export function useBloodComponents(): ReferenceList<BloodComponent> {
  const query = useQuery({
    queryKey: referenceDataKeys.bloodComponents,
    queryFn: ({ signal }) => fetchBloodComponents(apiClient, signal),
    staleTime: REFERENCE_STALE_MS,
  });
  return {
    data: query.data ?? FALLBACK_BLOOD_COMPONENTS,
    isLoading: query.isPending,
    isFallback: query.isError,
  };
}
