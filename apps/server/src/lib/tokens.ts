import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { USER_TYPES, type AccessTokenClaims, type UserType } from '@raktsetu/shared';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** Verified tokens kept per process (about 3 MB at ~300 bytes each); the oldest goes first. */
export const VERIFIED_TOKENS_MAX = 10_000;

/** An unguessable opaque token for links and refresh; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createAccessTokens(secret: string) {
  const raw = new TextEncoder().encode(secret);
  // One key imported for the process: given the raw bytes, jose imports a key on every call, which made a
  // verify 4x dearer (0.36 -> 0.09 ms), paid once per live stream when thousands connect at once.
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const key = () =>
    (imported ??= webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  // A token already verified, byte for byte, until it expires: its signature cannot have changed, and expiry is
  // the only check that depends on time (our tokens carry no nbf). The HMAC verify cost 0.1-0.2 ms of CPU on every
  // authenticated call; the session behind the token is still checked on each (plugins/auth.ts).
  const verified = new Map<string, AccessTokenClaims>();
  const remember = (token: string, claims: AccessTokenClaims) => {
    if (verified.size >= VERIFIED_TOKENS_MAX) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, claims);
  };
  return {
    async sign(claims: Omit<AccessTokenClaims, 'exp'>, now: Date): Promise<string> {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ user_type: claims.user_type, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
        .sign(await key());
    },
    /** The claims, 'expired', or 'invalid'. Only HS256 is accepted. */
    async verify(token: string, now: Date): Promise<AccessTokenClaims | 'expired' | 'invalid'> {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once exp <= now, in whole seconds.
        if (known.exp > Math.floor(now.getTime() / 1000)) return known;
        verified.delete(token);
        return 'expired';
      }
      try {
        const { payload } = await jwtVerify(token, await key(), {
          algorithms: ['HS256'],
          currentDate: now,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
          return 'invalid';
        }
        if (!isUserType(payload.user_type)) return 'invalid';
        const claims = { sub: payload.sub, sid: payload.sid, user_type: payload.user_type, exp: payload.exp };
        if (payload.nbf === undefined) remember(token, claims);
        return claims;
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}
