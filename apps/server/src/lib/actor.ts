import type { UserType } from '@raktsetu/shared';

/**
 * The signed-in user a service acts for. Services take it as a plain value and know nothing of how it was proved:
 * the auth plugin makes it from the access token and the live session behind it.
 */
export interface Actor {
  id: string;
  userType: UserType;
  sessionId: string;
  /** Expiry of the access token, in seconds since the epoch: a live stream ends then. */
  expiresAt: number;
}
