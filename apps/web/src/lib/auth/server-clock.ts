import { decodeJwtPayload } from './jwt.ts';

/**
 * The browser's clock can be minutes off (phones with a wrong time are common). Token expiry is the server's
 * clock, so expiry decisions use `serverNow()`: the local clock corrected by the skew measured on the last
 * token that arrived fresh from the server (its `iat` is the server's "now" at issue).
 */
let skewMs = 0;

/** Local minus server time, from a token issued at `issuedAtSeconds` that arrived at `receivedAtMs`. */
export function estimateClockSkewMs(issuedAtSeconds: number, receivedAtMs: number): number {
  return receivedAtMs - issuedAtSeconds * 1000;
}

/** Records the skew from an access token just received from the server (sign-in or refresh). */
export function noteFreshAccessToken(accessToken: string, receivedAtMs: number = Date.now()): void {
  const iat = decodeJwtPayload(accessToken)?.iat;
  if (typeof iat === 'number' && Number.isFinite(iat)) skewMs = estimateClockSkewMs(iat, receivedAtMs);
}

/** The current time on the server's clock, as far as we know it. */
export function serverNow(): number {
  return Date.now() - skewMs;
}

/** For tests. */
export function resetClockSkew(): void {
  skewMs = 0;
}
