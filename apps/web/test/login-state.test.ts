import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, readLoginState } from '../src/lib/auth/login-state.ts';

describe('readLoginState', () => {
  it('reads the notice, error, e-mail and origin passed to /login', () => {
    expect(
      readLoginState({
        message: 'Registration successful! Please check your email to verify your account.',
        email: 'asha@example.test',
        from: { pathname: '/app/settings', search: '?tab=1', hash: '' },
      }),
    ).toEqual({
      message: 'Registration successful! Please check your email to verify your account.',
      email: 'asha@example.test',
      from: { pathname: '/app/settings', search: '?tab=1', hash: '' },
    });
  });

  it.each([null, undefined, 'text', 42, [], { message: 5, email: '', error: ' ' }, { from: { pathname: 7 } }])(
    'ignores what is not a well-formed state: %j',
    (state) => {
      expect(readLoginState(state)).toEqual({});
    },
  );
});

describe('pathAfterSignIn', () => {
  it('returns to the /app page first asked for, with its query and hash', () => {
    expect(pathAfterSignIn({ from: { pathname: '/app/requests', search: '?filter=nearby', hash: '#top' } })).toBe(
      '/app/requests?filter=nearby#top',
    );
    expect(pathAfterSignIn({ from: { pathname: '/app' } })).toBe('/app');
  });

  it.each([
    ['no state', undefined],
    ['no origin', { message: 'hi' }],
    ['the sign-in page itself', { from: { pathname: '/login' } }],
    ['a public page', { from: { pathname: '/register' } }],
    ['a look-alike path', { from: { pathname: '/application' } }],
    ['another site', { from: { pathname: '//evil.example/app' } }],
    ['a backslash trick', { from: { pathname: '/\\evil.example' } }],
    ['a relative path', { from: { pathname: 'app/settings' } }],
  ])('goes to the dashboard for %s', (_, state) => {
    expect(pathAfterSignIn(state)).toBe('/app/dashboard');
  });
});
