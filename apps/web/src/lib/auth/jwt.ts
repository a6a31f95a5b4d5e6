/**
 * Reads the payload of a JWT without verifying it. The browser cannot verify the signature (the secret stays on
 * the server); it only needs `sub`, `user_type` and `exp` to decide what to show. The server checks every call.
 */
export type JwtPayload = Record<string, unknown>;

function base64UrlToBytes(value: string): Uint8Array {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The decoded payload, or null when the token is not a well-formed JWT with a JSON object payload. */
export function decodeJwtPayload(token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const json = new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(parts[1]));
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as JwtPayload) : null;
  } catch {
    return null;
  }
}
