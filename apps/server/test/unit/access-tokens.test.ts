import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S, createAccessTokens } from '../../src/lib/tokens.ts';

const SECRET = 'unit-test-secret-0123456789-0123456789-0123456789';
const CLAIMS = { sub: '6f1c0e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', sid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' };
/** Far from the real time on purpose: every time rule must follow the clock handed in, not the machine's. */
const NOW = new Date('2031-03-04T05:06:07.000Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token put together by hand, signed with HMAC-SHA-`bits` of `key`. */
function handMade(header: object, payload: object, key = SECRET, bits = 256): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac(`sha${bits}`, key).update(input).digest('base64url')}`;
}
const goodPayload = { ...CLAIMS, user_type: 'Donor', iat: NOW_S, exp: NOW_S + ACCESS_TOKEN_TTL_S };

describe('access tokens (lib/tokens.ts)', () => {
  it('verifies what it signed: HS256, typ JWT, the claims, exp 15 minutes after iat', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign({ ...CLAIMS, user_type: 'Patient' }, NOW);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part!, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ ...CLAIMS, user_type: 'Patient', iat: NOW_S, exp: NOW_S + ACCESS_TOKEN_TTL_S });
    expect(await tokens.verify(token, NOW)).toEqual({ ...CLAIMS, user_type: 'Patient', exp: NOW_S + 900 });
    // A token made by hand the same way verifies too (the format is the standard one, not the library's).
    expect(await tokens.verify(handMade({ alg: 'HS256', typ: 'JWT' }, goodPayload), NOW)).toMatchObject(CLAIMS);
  });

  it('expires once exp <= now, in whole seconds, by the clock handed in (also for a token verified before)', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign({ ...CLAIMS, user_type: 'Donor' }, NOW);
    const at = (s: number) => new Date((NOW_S + s) * 1000);
    expect(await tokens.verify(token, new Date(at(ACCESS_TOKEN_TTL_S).getTime() - 1))).toMatchObject(CLAIMS);
    expect(await tokens.verify(token, at(ACCESS_TOKEN_TTL_S))).toBe('expired');
    // Never verified by this instance: the same rule without the remembered claims.
    const fresh = createAccessTokens(SECRET);
    expect(await fresh.verify(token, at(ACCESS_TOKEN_TTL_S))).toBe('expired');
    expect(await fresh.verify(token, at(ACCESS_TOKEN_TTL_S - 1))).toMatchObject(CLAIMS);
  });

  it('refuses a wrong signature, another secret, a changed payload and a token without a signature', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign({ ...CLAIMS, user_type: 'Donor' }, NOW);
    const [header, , signature] = token.split('.');
    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(await tokens.verify(flipped, NOW)).toBe('invalid');
    expect(await tokens.verify(handMade({ alg: 'HS256', typ: 'JWT' }, goodPayload, `${SECRET}x`), NOW)).toBe('invalid');
    expect(await tokens.verify(`${header}.${b64({ ...goodPayload, user_type: 'Admin' })}.${signature}`, NOW)).toBe(
      'invalid',
    );
    expect(await tokens.verify(`${header}.${b64(goodPayload)}.`, NOW)).toBe('invalid');
    expect(await tokens.verify('not.a.token', NOW)).toBe('invalid');
  });

  it('accepts HS256 only: none, HS512 with the same secret, and RS256 headers are refused', async () => {
    const tokens = createAccessTokens(SECRET);
    expect(await tokens.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(goodPayload)}.`, NOW)).toBe('invalid');
    expect(await tokens.verify(handMade({ alg: 'HS512', typ: 'JWT' }, goodPayload, SECRET, 512), NOW)).toBe('invalid');
    // Algorithm confusion: the secret used as an HMAC key under a public-key algorithm's name.
    expect(await tokens.verify(handMade({ alg: 'RS256', typ: 'JWT' }, goodPayload), NOW)).toBe('invalid');
    expect(await tokens.verify(handMade({ typ: 'JWT' }, goodPayload), NOW)).toBe('invalid');
  });

  it('refuses missing or mistyped claims, an unknown user type, an unknown crit header and a future nbf', async () => {
    const tokens = createAccessTokens(SECRET);
    const header = { alg: 'HS256', typ: 'JWT' };
    const { sid: _sid, ...noSid } = goodPayload;
    const { exp: _exp, ...noExp } = goodPayload;
    for (const payload of [
      noSid,
      noExp,
      { ...goodPayload, sub: 42 },
      { ...goodPayload, exp: String(goodPayload.exp) },
      { ...goodPayload, iat: 'yesterday' },
      { ...goodPayload, user_type: 'Superuser' },
      { ...goodPayload, nbf: NOW_S + 1 },
    ]) {
      expect(await tokens.verify(handMade(header, payload), NOW), JSON.stringify(payload)).toBe('invalid');
    }
    expect(await tokens.verify(handMade({ ...header, crit: ['exp'] }, goodPayload), NOW)).toBe('invalid');
    // nbf already passed is fine, by the clock handed in.
    expect(await tokens.verify(handMade(header, { ...goodPayload, nbf: NOW_S }), NOW)).toMatchObject(CLAIMS);
  });
});
