import type { StoredTokens } from '../token-storage.ts';
import { decodeJwtPayload } from './jwt.ts';

/** The signed-in user as the access token describes it (id from `sub` or `user_id`, userType from `user_type`). */
export interface SessionUser {
  id: string;
  userType: string;
  email?: string;
  isVerified?: boolean;
}

export type StoredSessionCheck =
  /** No session: one or both tokens are missing. */
  | { kind: 'none' }
  /** The access token is expired or unreadable: a refresh may still rescue the session. */
  | { kind: 'expired' }
  /** A readable, unexpired token without a subject: not a session. */
  | { kind: 'invalid' }
  | { kind: 'valid'; user: SessionUser; expiresAtMs: number };

/**
 * Decides what the stored tokens amount to at `nowMs`. A token without a numeric `exp` is treated
 * as expired: the server always sets one, so its absence means the token is not ours to trust.
 */
export function checkStoredSession(tokens: StoredTokens | null, nowMs: number): StoredSessionCheck {
  if (!tokens) return { kind: 'none' };
  const payload = decodeJwtPayload(tokens.accessToken);
  if (!payload) return { kind: 'expired' };
  const exp = payload.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp * 1000 <= nowMs) return { kind: 'expired' };

  const user = userOfPayload(payload);
  if (!user) return { kind: 'invalid' };
  return { kind: 'valid', user, expiresAtMs: exp * 1000 };
}

function userOfPayload(payload: Record<string, unknown>): SessionUser | null {
  const subject = payload.sub ?? payload.user_id;
  const id = typeof subject === 'string' || typeof subject === 'number' ? String(subject) : '';
  if (id === '') return null;
  const user: SessionUser = {
    id,
    userType: typeof payload.user_type === 'string' ? payload.user_type : '',
  };
  if (typeof payload.email === 'string') user.email = payload.email;
  if (typeof payload.is_verified === 'boolean') user.isVerified = payload.is_verified;
  return user;
}

/**
 * Who an access token names, expired or not: with no connection the app keeps showing that person what the phone
 * saved for them (their card, the offline SOS page) until a refresh can judge the session.
 */
export function userOfExpiredToken(accessToken: string): SessionUser | null {
  const payload = decodeJwtPayload(accessToken);
  return payload ? userOfPayload(payload) : null;
}

/** An empty or missing role list lets any signed-in user in. */
export function isRoleAllowed(allowedRoles: readonly string[] | undefined, role: string): boolean {
  if (!allowedRoles || allowedRoles.length === 0) return true;
  return allowedRoles.includes(role);
}
