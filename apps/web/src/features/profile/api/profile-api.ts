import {
  profileCompletionResponseSchema,
  profileResponseSchema,
  referralResponseSchema,
  reverseGeocodeSchema,
  type Profile,
  type ProfileCompletion,
  type ProfileUpdate,
  type ReverseGeocode,
} from '@raktsetu/shared';
import { apiClient, isApiError } from '../../../lib/api-client.ts';

/** The profile and settings calls. */

export const profileKeys = {
  all: (userId: string) => ['profile', userId] as const,
  completion: (userId: string) => ['profile', userId, 'completion'] as const,
  referral: (userId: string) => ['profile', userId, 'referral'] as const,
  place: (latitude: number, longitude: number) => ['geo', 'reverse', latitude, longitude] as const,
};

export interface SavedProfile {
  profile: Profile;
  message: string | undefined;
}

/** PUT /auth/profile: every change of the edit form in one request. */
export async function updateProfile(update: ProfileUpdate): Promise<SavedProfile> {
  const body = profileResponseSchema.parse(await apiClient.put('/auth/profile', update));
  return { profile: body.data, message: body.message };
}

/** When the completion cannot be loaded, show it as incomplete at 75 %, missing the emergency contact. */
export const COMPLETION_FALLBACK: ProfileCompletion = {
  isComplete: false,
  missingFields: ['emergency_contact'],
  completionPercentage: 75,
};

/** GET /users/{id}/profile-completion. */
export async function fetchProfileCompletion(userId: string, signal?: AbortSignal): Promise<ProfileCompletion> {
  const body = await apiClient.get(`/users/${encodeURIComponent(userId)}/profile-completion`, { signal });
  return profileCompletionResponseSchema.parse(body).data;
}

/** GET /donors/{id}/referral: the donor's invite link and how many donors joined through it. */
export async function fetchReferral(donorId: string, signal?: AbortSignal) {
  const body = await apiClient.get(`/donors/${encodeURIComponent(donorId)}/referral`, { signal });
  return referralResponseSchema.parse(body).data;
}

/** PUT /donors/{id}/location. */
export async function saveDonorLocation(
  userId: string,
  location: { latitude: number; longitude: number },
): Promise<SavedProfile> {
  const body = profileResponseSchema.parse(
    await apiClient.put(`/donors/${encodeURIComponent(userId)}/location`, location),
  );
  return { profile: body.data, message: body.message };
}

/** GET /geo/reverse: the nearest town, or null when there is none within 50 km (404). */
export async function reverseGeocode(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<ReverseGeocode | null> {
  try {
    const body = await apiClient.get('/geo/reverse', { query: { latitude, longitude }, signal });
    return reverseGeocodeSchema.parse(body);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** A place name for people: "Locality, State" without repeats. */
export function placeName(place: ReverseGeocode): string {
  const parts = [place.locality, place.city, place.principalSubdivision].filter(
    (part, index, all) => part.trim() !== '' && all.indexOf(part) === index,
  );
  return parts.join(', ');
}
