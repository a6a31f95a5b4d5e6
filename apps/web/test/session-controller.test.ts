import type { Profile } from '@raktsetu/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../src/lib/api-client.ts';
import { resetClockSkew } from '../src/lib/auth/server-clock.ts';
import { createSessionController, type SessionControllerDeps } from '../src/lib/auth/session-controller.ts';
import type { StoredTokens } from '../src/lib/token-storage.ts';
import { accessToken, deferred, memoryTokenStore } from './support/tokens.ts';

const START = Date.UTC(2025, 0, 1, 6, 0, 0);
const USER = '0b6d4b1e-2c1a-4f7e-9d39-6f0f1d2e3a4b';
const MINUTE = 60_000;

function profileOf(userId: string, overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: userId,
    email: 'asha@example.test',
    full_name: 'Asha',
    phone_number: '+91 98200 00000',
    city: null,
    state: null,
    user_type: 'Patient',
    is_verified: false,
    blood_group_id: 3,
    blood_group: 'B+',
    date_of_birth: '2015-01-01',
    medical_conditions: null,
    emergency_contact: null,
    is_available_for_sos: null,
    interests: [],
    last_donation_date: null,
    latitude: null,
    longitude: null,
    location_updated_at: null,
    next_eligible_date: null,
    sex: null,
    weight_kg: null,
    hemoglobin_g_dl: null,
    eligibility: null,
    email_alerts: null,
    bridge_willing: null,
    email_notices: true,
    preferred_language: 'en',
    quiet_hours_enabled: true,
    quiet_hours_start: 1320,
    quiet_hours_end: 420,
    created_at: '2025-01-01T00:00:00.000Z',
    pending_email: null,
    ...overrides,
  };
}

function pairIssuedAt(issuedAtMs: number, n: number, user = USER): StoredTokens {
  return { accessToken: accessToken(user, issuedAtMs), refreshToken: `refresh-${n}` };
}

function setup(initial: StoredTokens | null, overrides: Partial<SessionControllerDeps> = {}) {
  const store = memoryTokenStore(initial);
  let issued = 1;
  const refreshTokens = vi.fn(async (_refreshToken: string) => pairIssuedAt(Date.now(), ++issued));
  const fetchProfile = vi.fn(async () => profileOf(USER));
  const revokeSession = vi.fn(async (_refreshToken: string) => undefined);
  const onSessionEnd = vi.fn();
  const warn = vi.fn();
  const controller = createSessionController({
    tokens: store,
    refreshTokens,
    fetchProfile,
    revokeSession,
    onSessionEnd,
    warn,
    now: () => Date.now(),
    ...overrides,
  });
  return { store, controller, refreshTokens, fetchProfile, revokeSession, onSessionEnd, warn };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  resetClockSkew();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('restoring the session on load', () => {
  it('is signed out, without calling the server, when a token is missing', () => {
    const { controller, refreshTokens, fetchProfile } = setup(null);
    controller.start();
    expect(controller.getSnapshot().state).toEqual({ status: 'unauthenticated', reason: 'no-session' });
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it('with a valid access token: signed in at once from the token, and the profile loads in the background', async () => {
    const { controller, fetchProfile } = setup(pairIssuedAt(START - MINUTE, 1));
    expect(controller.getSnapshot().state).toEqual({
      status: 'authenticated',
      user: { id: USER, userType: 'Patient' },
    });
    controller.start();
    expect(controller.getSnapshot().profileStatus).toBe('loading');
    await vi.waitFor(() => expect(controller.getSnapshot().profileStatus).toBe('ready'));
    expect(controller.getSnapshot().profile?.user_id).toBe(USER);
    expect(fetchProfile).toHaveBeenCalledTimes(1);
  });

  it('with an expired access token: loading, one refresh, then signed in with the new tokens stored', async () => {
    const { controller, store, refreshTokens } = setup(pairIssuedAt(START - 20 * MINUTE, 1));
    expect(controller.getSnapshot().state).toEqual({ status: 'loading' });
    controller.start();
    await vi.waitFor(() => expect(controller.getSnapshot().state.status).toBe('authenticated'));
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith('refresh-1');
    expect(store.read()?.refreshToken).toBe('refresh-2');
  });

  it('with an unreadable access token: refreshes too', async () => {
    const { controller, refreshTokens } = setup({ accessToken: 'garbage', refreshToken: 'refresh-1' });
    controller.start();
    await vi.waitFor(() => expect(controller.getSnapshot().state.status).toBe('authenticated'));
    expect(refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('with an expired access token and a refused refresh: signed out and both tokens cleared', async () => {
    const { controller, store, onSessionEnd } = setup(pairIssuedAt(START - 20 * MINUTE, 1), {
      refreshTokens: async () => {
        throw new ApiError(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.');
      },
    });
    controller.start();
    await vi.waitFor(() => expect(controller.getSnapshot().state.status).toBe('unauthenticated'));
    expect(store.read()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('with an expired access token and no connection: stays signed in as the token names, keeps the tokens, renews once back', async () => {
    const offline = new ApiError(0, CLIENT_ERROR_CODES.NETWORK_ERROR, 'Network request failed');
    const refreshTokens = vi.fn(async (_token: string): Promise<StoredTokens | null> => {
      throw offline;
    });
    const fetchProfile = vi.fn(async (): Promise<Profile> => {
      throw offline;
    });
    const { controller, store, onSessionEnd } = setup(pairIssuedAt(START - 20 * MINUTE, 1), {
      refreshTokens,
      fetchProfile,
    });
    controller.start();
    // The installed app opened offline the next day: the person's saved card must still be reachable.
    await vi.waitFor(() =>
      expect(controller.getSnapshot().state).toEqual({
        status: 'authenticated',
        user: { id: USER, userType: 'Patient' },
      }),
    );
    await vi.waitFor(() => expect(controller.getSnapshot().profileStatus).toBe('error'));
    expect(store.read()?.refreshToken).toBe('refresh-1');
    expect(onSessionEnd).not.toHaveBeenCalled();

    refreshTokens.mockImplementation(async () => pairIssuedAt(Date.now(), 9));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.read()?.refreshToken).toBe('refresh-9');
    expect(controller.getSnapshot().state.status).toBe('authenticated');
  });

  it('with an expired unreadable token and no connection: signed out (nobody to stay signed in as)', async () => {
    const { controller, store } = setup(
      { accessToken: 'garbage', refreshToken: 'refresh-1' },
      {
        refreshTokens: async () => {
          throw new ApiError(0, CLIENT_ERROR_CODES.NETWORK_ERROR, 'Network request failed');
        },
      },
    );
    controller.start();
    await vi.waitFor(() => expect(controller.getSnapshot().state.status).toBe('unauthenticated'));
    expect(store.read()).toBeNull();
  });

  it('with an expired access token and no way to refresh: signed out at once', () => {
    const { controller, store } = setup(pairIssuedAt(START - 20 * MINUTE, 1), { refreshTokens: undefined });
    expect(controller.getSnapshot().state).toEqual({ status: 'unauthenticated', reason: 'expired' });
    controller.start();
    expect(store.read()).toBeNull();
  });

  it('a 401 on the background profile fetch only logs a warning: the session stays', async () => {
    const { controller, store, warn } = setup(pairIssuedAt(START, 1), {
      fetchProfile: async () => {
        throw new ApiError(401, 'UNAUTHORIZED', 'Authentication required');
      },
    });
    controller.start();
    await vi.waitFor(() => expect(controller.getSnapshot().profileStatus).toBe('error'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().state.status).toBe('authenticated');
    expect(store.read()).not.toBeNull();
  });
});

describe('refreshing ahead of expiry', () => {
  it('ends the session rather than loop when even a just-refreshed token looks expired', async () => {
    // E.g. a server that issues tokens already expired: refreshing again cannot help.
    const refreshTokens = vi.fn(async () => pairIssuedAt(Date.now() - 20 * MINUTE, 2));
    const { controller } = setup(pairIssuedAt(START - 20 * MINUTE, 1), { refreshTokens });
    controller.start();
    await vi.waitFor(() => expect(controller.getSnapshot().state.status).toBe('unauthenticated'));
    expect(refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('refreshes one minute before the access token expires, then again for the new token', async () => {
    const { controller, refreshTokens } = setup(pairIssuedAt(START, 1));
    controller.start();

    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(refreshTokens).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith('refresh-1');

    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshTokens).toHaveBeenCalledTimes(2);
    expect(refreshTokens).toHaveBeenLastCalledWith('refresh-2');
    expect(controller.getSnapshot().state.status).toBe('authenticated');
  });

  it('while offline, keeps the session and tries again every 30 s until the token expires', async () => {
    const offline = new ApiError(0, CLIENT_ERROR_CODES.NETWORK_ERROR, 'Network request failed');
    const refreshTokens = vi.fn(async (_token: string): Promise<StoredTokens | null> => {
      throw offline;
    });
    const { controller, store } = setup(pairIssuedAt(START, 1), { refreshTokens });
    controller.start();

    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().state.status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refreshTokens).toHaveBeenCalledTimes(2);

    refreshTokens.mockImplementation(async () => pairIssuedAt(Date.now(), 9));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refreshTokens).toHaveBeenCalledTimes(3);
    expect(store.read()?.refreshToken).toBe('refresh-9');
    expect(controller.getSnapshot().state.status).toBe('authenticated');
  });

  it('a refused refresh ahead of expiry ends the session', async () => {
    const { controller, store } = setup(pairIssuedAt(START, 1), {
      refreshTokens: async () => {
        throw new ApiError(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.');
      },
    });
    controller.start();
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(controller.getSnapshot().state.status).toBe('unauthenticated');
    expect(store.read()).toBeNull();
  });

  it('when another tab refreshed first, this tab uses its tokens and does not refresh', async () => {
    const { controller, store, refreshTokens } = setup(pairIssuedAt(START, 1));
    controller.start();
    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    store.setFromOtherTab(pairIssuedAt(Date.now(), 5));
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(refreshTokens).not.toHaveBeenCalled();
    // The schedule now follows the other tab's token.
    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith('refresh-5');
  });

  it('corrects for a browser clock that runs ahead of the server', async () => {
    // The phone's clock is 20 minutes fast: every token it sees looks expired by its own clock.
    const skew = 20 * MINUTE;
    vi.setSystemTime(START + skew);
    const serverNow = () => Date.now() - skew;
    const refreshTokens = vi.fn(async () => pairIssuedAt(serverNow(), 2));
    // The app was closed 16 minutes ago (server time): the stored access token has really expired.
    const { controller } = setup(pairIssuedAt(START - 16 * MINUTE, 1), { refreshTokens, now: undefined });
    controller.start();
    await vi.waitFor(() => expect(controller.getSnapshot().state.status).toBe('authenticated'));
    // One refresh; the new token's issue time tells the skew, so it counts as valid and no refresh loop starts.
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().state.status).toBe('authenticated');
    // And the next refresh comes a minute before the new token expires by the server's clock.
    await vi.advanceTimersByTimeAsync(12 * MINUTE);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(refreshTokens).toHaveBeenCalledTimes(2);
  });
});

describe('the API client’s refresh after a 401 TOKEN_EXPIRED', () => {
  it('gives every concurrent caller the same new token from one refresh', async () => {
    const answer = deferred<StoredTokens | null>();
    const refreshTokens = vi.fn(() => answer.promise);
    const stored = pairIssuedAt(START, 1);
    const { controller } = setup(stored, { refreshTokens });
    controller.start();
    const calls = [
      controller.refreshAccessToken(stored.accessToken),
      controller.refreshAccessToken(stored.accessToken),
    ];
    const fresh = pairIssuedAt(START + 5_000, 2);
    answer.resolve(fresh);
    expect(await Promise.all(calls)).toEqual([fresh.accessToken, fresh.accessToken]);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('hands out the stored token without refreshing when it is already newer than the refused one', async () => {
    const stored = pairIssuedAt(START, 1);
    const { controller, refreshTokens } = setup(stored);
    controller.start();
    expect(await controller.refreshAccessToken(accessToken(USER, START - 10 * MINUTE))).toBe(stored.accessToken);
    expect(refreshTokens).not.toHaveBeenCalled();
  });

  it('answers null when the refresh is refused', async () => {
    const { controller } = setup(pairIssuedAt(START, 1), { refreshTokens: async () => null });
    controller.start();
    expect(await controller.refreshAccessToken(accessToken(USER, START))).toBeNull();
    expect(controller.getSnapshot().state.status).toBe('unauthenticated');
  });
});

describe('signing in and out', () => {
  it('sign-in stores both tokens and sets the user and profile without fetching it again', () => {
    const { controller, store, fetchProfile } = setup(null);
    controller.start();
    const tokens = pairIssuedAt(START, 1);
    controller.startSession(tokens, profileOf(USER));
    expect(store.read()).toEqual(tokens);
    const snapshot = controller.getSnapshot();
    expect(snapshot.state).toEqual({ status: 'authenticated', user: { id: USER, userType: 'Patient' } });
    expect(snapshot.profile?.user_id).toBe(USER);
    expect(snapshot.profileStatus).toBe('ready');
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it('sign-out tells the server, then clears tokens, profile and state', async () => {
    const { controller, store, revokeSession, onSessionEnd } = setup(pairIssuedAt(START, 1));
    controller.start();
    await controller.signOut();
    expect(revokeSession).toHaveBeenCalledExactlyOnceWith('refresh-1');
    expect(store.read()).toBeNull();
    expect(controller.getSnapshot()).toMatchObject({
      state: { status: 'unauthenticated', reason: 'signed-out' },
      profile: null,
      isSigningOut: false,
    });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('sign-out clears everything even when the server call fails', async () => {
    const { controller, store } = setup(pairIssuedAt(START, 1), {
      revokeSession: async () => {
        throw new ApiError(0, CLIENT_ERROR_CODES.NETWORK_ERROR, 'Network request failed');
      },
    });
    controller.start();
    await controller.signOut();
    expect(store.read()).toBeNull();
    expect(controller.getSnapshot().state.status).toBe('unauthenticated');
  });

  it('sign-out without telling the server, with a destination (after a password change)', async () => {
    const { controller, revokeSession } = setup(pairIssuedAt(START, 1));
    controller.start();
    const redirect = { to: '/login', state: { message: 'Password changed successfully. Please sign in again.' } };
    await controller.signOut({ revoke: false, redirect });
    expect(revokeSession).not.toHaveBeenCalled();
    expect(controller.getSnapshot().state).toEqual({ status: 'unauthenticated', reason: 'signed-out', redirect });
  });

  it('loads the new user’s profile when another user signs in elsewhere while a profile was loading', async () => {
    const OTHER = '7f3e2d1c-0b9a-4c8d-8e7f-6a5b4c3d2e1f';
    const first = deferred<Profile>();
    const fetchProfile = vi
      .fn<() => Promise<Profile>>()
      .mockImplementationOnce(() => first.promise)
      .mockImplementationOnce(async () => profileOf(OTHER));
    const { controller, store } = setup(pairIssuedAt(START, 1), { fetchProfile });
    controller.start();
    store.setFromOtherTab(pairIssuedAt(START, 2, OTHER));
    first.resolve(profileOf(USER));
    await vi.waitFor(() => expect(controller.getSnapshot().profileStatus).toBe('ready'));
    expect(controller.getSnapshot().profile?.user_id).toBe(OTHER);
    expect(fetchProfile).toHaveBeenCalledTimes(2);
  });

  it('follows a sign-out in another tab', () => {
    const { controller, store } = setup(pairIssuedAt(START, 1));
    controller.start();
    store.setFromOtherTab(null);
    expect(controller.getSnapshot().state).toEqual({ status: 'unauthenticated', reason: 'no-session' });
  });

  it('stops the refresh timer when stopped', async () => {
    const { controller, refreshTokens } = setup(pairIssuedAt(START, 1));
    const stop = controller.start();
    stop();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(refreshTokens).not.toHaveBeenCalled();
  });
});
