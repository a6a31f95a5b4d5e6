import type { Language, Profile } from '@raktsetu/shared';
import { apiClient } from '../../lib/api-client.ts';

/**
 * PUT /auth/profile with only the language, so e-mails, notices and CareBot answer in it; resolves to the saved
 * profile. The session's profile is then replaced with it by the caller.
 */
export async function saveProfileLanguage(language: Language): Promise<Profile> {
  const body = await apiClient.put('/auth/profile', { preferred_language: language });
  const { profileResponseSchema } = await import('./profile-contract.ts');
  return profileResponseSchema.parse(body).data;
}
