import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /auth/logout (SPEC §7). Sign-out must never hang on it: no retries, and a 401 (session already gone)
 * is not a reason to redirect.
 */
export async function logout(refreshToken: string): Promise<void> {
  await apiClient.post('/auth/logout', { refresh_token: refreshToken }, { retries: 0, skipAuthRedirect: true });
}
