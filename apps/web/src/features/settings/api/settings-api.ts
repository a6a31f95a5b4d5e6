import { messageResponseSchema } from '@raktsetu/shared';
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
