const base64Url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

/**
 * A well-formed but unsigned JWT. The web app only reads a token's payload, so it passes for a session in the
 * browser; the server refuses it.
 */
export function unsignedJwt(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.${base64Url('not-a-real-signature')}`;
}

/** An access token whose expiry passed a minute ago: what a tab left open too long holds. */
export function expiredJwt(subject: string): string {
  const now = Math.floor(Date.now() / 1000);
  return unsignedJwt({ sub: subject, user_type: 'Patient', sid: 'x', iat: now - 960, exp: now - 60 });
}

/** Seconds since the epoch, an hour from now: the expiry of a token that is still good. */
export const inOneHour = (): number => Math.floor(Date.now() / 1000) + 3600;
