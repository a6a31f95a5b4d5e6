import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from '../src/lib/auth/jwt.ts';
import { checkStoredSession, isRoleAllowed } from '../src/lib/auth/session.ts';

const NOW = Date.UTC(2025, 0, 1);

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function jwt(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

const future = NOW / 1000 + 3600;

describe('decodeJwtPayload', () => {
  it('reads a base64url payload, including non-ASCII text', () => {
    expect(decodeJwtPayload(jwt({ sub: 'u1', name: 'आशा', exp: 5 }))).toEqual({ sub: 'u1', name: 'आशा', exp: 5 });
  });

  it.each(['', 'abc', 'a.b', 'a.b.c.d', 'x.!!!.y', `x.${base64Url('not json')}.y`, `x.${base64Url('[1]')}.y`])(
    'returns null for %j',
    (token) => {
      expect(decodeJwtPayload(token)).toBeNull();
    },
  );
});

describe('checkStoredSession', () => {
  it('is none when either token is missing', () => {
    expect(checkStoredSession(null, NOW)).toEqual({ kind: 'none' });
  });

  it('is valid with user id from sub and userType from user_type', () => {
    const check = checkStoredSession(
      { accessToken: jwt({ sub: 'u-42', user_type: 'Donor', exp: future }), refreshToken: 'r' },
      NOW,
    );
    expect(check).toEqual({ kind: 'valid', user: { id: 'u-42', userType: 'Donor' }, expiresAtMs: future * 1000 });
  });

  it('falls back to user_id when there is no sub', () => {
    const check = checkStoredSession(
      { accessToken: jwt({ user_id: 9, user_type: 'Patient', exp: future }), refreshToken: 'r' },
      NOW,
    );
    expect(check).toMatchObject({ kind: 'valid', user: { id: '9', userType: 'Patient' } });
  });

  it.each([
    ['expired exp', jwt({ sub: 'u', user_type: 'Patient', exp: NOW / 1000 - 1 })],
    ['exp equal to now', jwt({ sub: 'u', user_type: 'Patient', exp: NOW / 1000 })],
    ['missing exp', jwt({ sub: 'u', user_type: 'Patient' })],
    ['undecodable token', 'garbage'],
  ])('is expired for %s', (_, accessToken) => {
    expect(checkStoredSession({ accessToken, refreshToken: 'r' }, NOW)).toEqual({ kind: 'expired' });
  });

  it('is invalid for an unexpired token without a subject', () => {
    expect(
      checkStoredSession({ accessToken: jwt({ user_type: 'Patient', exp: future }), refreshToken: 'r' }, NOW),
    ).toEqual({
      kind: 'invalid',
    });
  });
});

describe('isRoleAllowed', () => {
  it('lets anyone in when no roles are configured', () => {
    expect(isRoleAllowed(undefined, 'Patient')).toBe(true);
    expect(isRoleAllowed([], 'Donor')).toBe(true);
  });

  it('checks membership otherwise', () => {
    expect(isRoleAllowed(['Donor'], 'Donor')).toBe(true);
    expect(isRoleAllowed(['Donor'], 'Patient')).toBe(false);
  });
});
