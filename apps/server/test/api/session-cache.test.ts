import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEW_PASSWORD,
  SUBJECTS,
  bearer,
  decodeJwt,
  donorPayload,
  linkToken,
  mailTo,
  type SignedIn,
  type accountApi,
} from '../support/accounts.ts';
import { startMailApp, stopMailApp } from '../support/mail-app.ts';
import type { TestSmtpServer } from '../support/smtp.ts';
import type { TestApp, TestClock } from '../support/test-app.ts';

const NOTICE_SUBJECT = 'Your RaktSetu e-mail address is being changed';
const MINUTE = 60 * 1000; // ms
const HOUR = 60 * MINUTE; // ms

/**
 * The per-process cache of live sessions (lib/session-cache.ts) never lets a revoked session through: after every
 * kind of revocation, the very next call with the old access token is refused although its session was cached.
 */
describe('session cache: every revocation is heard at once', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let clock: TestClock;
  let api: ReturnType<typeof accountApi>;

  beforeAll(async () => {
    ({ smtp, t, api, clock } = await startMailApp());
  });
  afterAll(() => stopMailApp({ smtp, t }));

  const status = async (token: string) => (await api.profile(token)).statusCode;
  /** Two calls: the first reads the session and caches it, the second is answered from the cache. */
  const cached = async (token: string) => {
    expect(await status(token)).toBe(200);
    expect(await status(token)).toBe(200);
  };
  /** Revokes the session in the database only, as a process whose announcement never arrives would. */
  const revokeUnheard = (token: string) =>
    t.database.db.execute(
      sql`update auth_sessions set revoked_at = now(), revoked_reason = 'test' where session_id = ${String(decodeJwt(token).sid)}`,
    );
  const signUp = () => api.signUp(donorPayload());
  const post = (url: string, token?: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  it('is in use: a revocation nobody announces is not seen while the session is cached (what the TTL bounds)', async () => {
    const session = await signUp();
    await cached(session.accessToken);
    await revokeUnheard(session.accessToken);
    expect(await status(session.accessToken)).toBe(200);
    clock.advance(31_000);
    expect(await status(session.accessToken)).toBe(401);
  });

  it('signing out with the access token', async () => {
    const session = await signUp();
    await cached(session.accessToken);
    expect((await post('/api/auth/logout', session.accessToken)).statusCode).toBe(200);
    expect(await status(session.accessToken)).toBe(401);
  });

  it('signing out with the refresh token only', async () => {
    const session = await signUp();
    await cached(session.accessToken);
    expect((await post('/api/auth/logout', undefined, { refresh_token: session.refreshToken })).statusCode).toBe(200);
    expect(await status(session.accessToken)).toBe(401);
  });

  it('signing out everywhere ends every cached session of the user', async () => {
    const first = await signUp();
    const second = await api.signIn(first.email, first.password);
    await cached(first.accessToken);
    await cached(second.accessToken);
    expect((await post('/api/auth/logout-all', second.accessToken)).statusCode).toBe(200);
    expect(await status(first.accessToken)).toBe(401);
    expect(await status(second.accessToken)).toBe(401);
  });

  it('changing the password', async () => {
    const session = await signUp();
    await cached(session.accessToken);
    const res = await post('/api/auth/change-password', session.accessToken, {
      currentPassword: session.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(await status(session.accessToken)).toBe(401);
  });

  it('resetting the password by its e-mail link', async () => {
    const session = await signUp();
    await cached(session.accessToken);
    expect((await api.forgotPassword(session.email)).statusCode).toBe(200);
    const token = linkToken(await mailTo(smtp, session.email, SUBJECTS.reset), '/reset-password');
    expect((await api.resetPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await status(session.accessToken)).toBe(401);
  });

  it("undoing an e-mail change from the old address's link", async () => {
    const session = await verifiedAccount();
    await cached(session.accessToken);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(session.accessToken),
      payload: { email: `moving-${session.userId}@example.test`, current_password: session.password },
    });
    expect(change.statusCode).toBe(200);
    const undoToken = linkToken(await mailTo(smtp, session.email, NOTICE_SUBJECT), '/auth/undo-email-change');
    await cached(session.accessToken);
    expect((await post('/api/auth/undo-email-change', undefined, { token: undoToken })).statusCode).toBe(200);
    expect(await status(session.accessToken)).toBe(401);
  });

  it('a refresh token used twice revokes its sign-in', async () => {
    const session = await signUp();
    await cached(session.accessToken);
    expect((await api.refresh(session.refreshToken)).statusCode).toBe(200);
    expect((await api.refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await status(session.accessToken)).toBe(401);
  });

  it('a refresh after the sign-in expired revokes it, and its access tokens still within their 15 minutes', async () => {
    const session = await signUp();
    clock.advance(24 * HOUR - 5 * MINUTE);
    const refreshed = (await api.refresh(session.refreshToken)).json().data as SignedIn & {
      access_token: string;
      refresh_token: string;
    };
    clock.advance(6 * MINUTE); // the sign-in (24 hours) is over; this access token has 9 minutes left
    await cached(refreshed.access_token);
    expect((await api.refresh(refreshed.refresh_token)).statusCode).toBe(401);
    expect(await status(refreshed.access_token)).toBe(401);
  });

  it('serves nothing from the cache while the relay between processes is down', async () => {
    const session = await signUp();
    await cached(session.accessToken);
    t.app.hub.relayLost();
    try {
      // Another process's sign-out, whose announcement cannot arrive while the relay is down.
      await revokeUnheard(session.accessToken);
      expect(await status(session.accessToken)).toBe(401);
    } finally {
      t.app.hub.relayRecovered();
    }
  });

  async function verifiedAccount(): Promise<SignedIn> {
    const session = await signUp();
    const mail = await mailTo(smtp, session.email, SUBJECTS.verify);
    expect((await api.verifyEmail(linkToken(mail, '/auth/callback'))).statusCode).toBe(200);
    return session;
  }
});
