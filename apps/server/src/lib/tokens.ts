import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
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
  // fast-jwt verifies HS256 synchronously with node:crypto's HMAC: jose's WebCrypto verify went through a crypto job
  // and a promise per token, about a third of the server's CPU when thousands of streams connect at once, each
  // with its own token (docs/decisions/0031-synchronous-token-verify.md). Only HS256; time is checked below against
  // the caller's clock (fast-jwt would read Date.now()), with jose's rules, so nothing about a token changed.
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    ignoreExpiration: true,
    ignoreNotBefore: true,
  });
  // A token already verified, byte for byte, until it expires: its signature cannot have changed, and expiry is
  // the only check that depends on time (one with nbf is not kept). Every authenticated call paid the verify
  // otherwise; the session behind the token is still checked on each (plugins/auth.ts).
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
      return signer({
        user_type: claims.user_type,
        sid: claims.sid,
        sub: claims.sub,
        iat,
        exp: iat + ACCESS_TOKEN_TTL_S,
      });
    },
    /** The claims, 'expired', or 'invalid'. Only HS256 is accepted. */
    async verify(token: string, now: Date): Promise<AccessTokenClaims | 'expired' | 'invalid'> {
      const nowS = Math.floor(now.getTime() / 1000);
      const known = verified.get(token);
      if (known) {
        if (known.exp > nowS) return known;
        verified.delete(token);
        return 'expired';
      }
      let payload: Record<string, unknown>;
      try {
        payload = verifier(token) as Record<string, unknown>;
      } catch {
        return 'invalid';
      }
      const { sub, sid, exp, iat, nbf, user_type: userType } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return 'invalid';
      if (!isUserType(userType)) return 'invalid';
      if (iat !== undefined && typeof iat !== 'number') return 'invalid';
      if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowS)) return 'invalid';
      // jose's rule, kept: expired once exp <= now, in whole seconds.
      if (exp <= nowS) return 'expired';
      const claims = { sub, sid, user_type: userType, exp };
      if (nbf === undefined) remember(token, claims);
      return claims;
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}
