import type { EMAIL_PREFERENCE_FIELDS } from '@raktsetu/shared';
import { messageResponseSchema, profileResponseSchema, type Profile } from '@raktsetu/shared';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /auth/change-password: on success the server has ended every session, this one included. */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<string> {
  const body = await apiClient.post('/auth/change-password', input);
  return messageResponseSchema.parse(body).message;
}

/** POST /auth/logout-all: signs this user out on every device. */
export async function logoutEverywhere(): Promise<string> {
  const body = await apiClient.post('/auth/logout-all');
  return messageResponseSchema.parse(body).message;
}

/** PUT /auth/profile with only the e-mail preferences; returns the saved profile and the server's message. */
export async function saveEmailPreferences(
  preferences: Partial<Record<(typeof EMAIL_PREFERENCE_FIELDS)[number], boolean>>,
): Promise<{ profile: Profile; message: string | undefined }> {
  const body = profileResponseSchema.parse(await apiClient.put('/auth/profile', preferences));
  return { profile: body.data, message: body.message };
}

/** PUT /auth/profile with only the donor's "willing to join a Blood Bridge" setting; returns the saved profile. */
export async function saveBridgeWilling(willing: boolean): Promise<Profile> {
  return profileResponseSchema.parse(await apiClient.put('/auth/profile', { bridge_willing: willing })).data;
}
