import { messageResponseSchema } from '@raktsetu/shared';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /auth/undo-email-change with the token of the link sent to the previous address; resolves to the server's
 * message. It signs out every device, so a 401 must not send anyone anywhere.
 */
export async function undoEmailChange(token: string): Promise<string> {
  const body = await apiClient.post(
    '/auth/undo-email-change',
    { token },
    { retries: 0, skipAuthRedirect: true, skipTokenRefresh: true },
  );
  return messageResponseSchema.parse(body).message;
}
