import { ERROR_CODES } from '@raktsetu/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/actor.ts';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import type { AccessTokens } from '../lib/tokens.ts';

/** The scheme, one space, then the three base64url parts of a JWT. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

declare module 'fastify' {
  interface FastifyRequest {
    user: Actor | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid, unexpired access token of a live session is presented. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: reads the user when a token is presented, never refuses. */
    identify: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Bearer access tokens (JWT, 15 minutes). The session behind the token is checked on every call, so signing
 * out everywhere or changing the password takes effect at once, not when the token expires.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      tokens: AccessTokens;
      clock: Clock;
      isSessionActive: (sessionId: string, userId: string) => Promise<boolean>;
    },
  ) => {
    app.decorateRequest('user', null);

    async function read(request: FastifyRequest): Promise<Actor | 'expired' | 'invalid' | null> {
      const header = request.headers.authorization;
      if (!header) return null;
      // Exactly "Bearer <token>", the token made of JWT characters only: anything else (two tokens, a
      // different scheme, stray characters) is refused rather than guessed at.
      const token = BEARER.exec(header)?.[1];
      if (!token) return 'invalid';
      const claims = await opts.tokens.verify(token, opts.clock.now());
      if (typeof claims === 'string') return claims;
      if (!(await opts.isSessionActive(claims.sid, claims.sub))) return 'invalid';
      return { id: claims.sub, userType: claims.user_type, sessionId: claims.sid, expiresAt: claims.exp };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const result = await read(request);
      if (result === null) throw AppError.unauthorized();
      if (result === 'expired')
        throw new AppError(ERROR_CODES.TOKEN_EXPIRED, 'Your session has expired. Please sign in again.');
      if (result === 'invalid') throw AppError.unauthorized('Your session is no longer valid. Please sign in again.');
      request.user = result;
    });

    app.decorate('identify', async (request: FastifyRequest) => {
      const result = await read(request);
      request.user = typeof result === 'object' ? result : null;
    });
  },
);

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): Actor {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}

/** 403 unless the path's id is the caller's own. */
export function requireSelf(request: FastifyRequest, id: string): Actor {
  const user = currentUser(request);
  if (user.id !== id) throw AppError.forbidden('You can only view or change your own account.');
  return user;
}
