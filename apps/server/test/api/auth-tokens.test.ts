import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { accountApi } from '../support/accounts.ts';
import {
  NEW_PASSWORD,
  PASSWORD,
  SUBJECTS,
  bearer,
  decodeJwt,
  donorPayload,
  mailTo,
  patientPayload,
  type SignedIn,
} from '../support/accounts.ts';
import { startMailApp, stopMailApp } from '../support/mail-app.ts';
import type { TestSmtpServer } from '../support/smtp.ts';
import type { TestApp, TestClock } from '../support/test-app.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Access and refresh tokens, sessions, sign-out and password change. */
describe('accounts: tokens and sessions', () => {
  let smtp: TestSmtpServer;
  let clock: TestClock;
  let t: TestApp;
  let api: ReturnType<typeof accountApi>;

  beforeAll(async () => {
    ({ smtp, clock, t, api } = await startMailApp());
  });
  afterAll(() => stopMailApp({ smtp, t }));

  const logout = (session: SignedIn, refreshToken = session.refreshToken) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.accessToken),
      payload: { refresh_token: refreshToken },
    });
  const logoutAll = (accessToken?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: accessToken ? bearer(accessToken) : {} });
  const changePassword = (accessToken: string | undefined, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: accessToken ? bearer(accessToken) : {},
      payload: body,
    });

  describe('POST /api/auth/token/refresh', () => {
    it('rotates: answers a new access token and a different refresh token', async () => {
      const session = await api.signUp(patientPayload());
      clock.advance(MINUTE);
      const res = await api.refresh(session.refreshToken);
      expect(res.statusCode).toBe(200);
      const { access_token, refresh_token } = res.json().data;
      expect(refresh_token).not.toBe(session.refreshToken);
      expect(access_token).not.toBe(session.accessToken);
      const claims = decodeJwt(access_token);
      expect(claims.sub).toBe(session.userId);
      expect(claims.user_type).toBe('Patient');
      expect((await api.profile(access_token)).statusCode).toBe(200);
    });

    it('detects reuse: an old refresh token presented again revokes the whole sign-in', async () => {
      const session = await api.signUp(donorPayload());
      const rotated = (await api.refresh(session.refreshToken)).json().data;

      const reused = await api.refresh(session.refreshToken);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().message).toBe(SESSION_EXPIRED);
      // The thief may hold the new token: it is refused too, and so is the session's access token.
      expect((await api.refresh(rotated.refresh_token)).statusCode).toBe(401);
      expect((await api.profile(rotated.access_token)).statusCode).toBe(401);
    });

    it('keeps the other sign-ins of the same person when one is revoked for reuse', async () => {
      const body = patientPayload();
      const laptop = await api.signUp(body);
      const phone = await api.signIn(String(body.email), PASSWORD);
      await api.refresh(laptop.refreshToken);
      await api.refresh(laptop.refreshToken); // reuse on the laptop's sign-in

      expect((await api.profile(phone.accessToken)).statusCode).toBe(200);
      expect((await api.refresh(phone.refreshToken)).statusCode).toBe(200);
    });

    it('refuses an unknown refresh token', async () => {
      const res = await api.refresh('q'.repeat(43));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(SESSION_EXPIRED);
    });

    it('refuses a session-only sign-in (remember_me false) after 25 hours', async () => {
      const body = patientPayload();
      await api.register(body);
      const session = await api.signIn(String(body.email), PASSWORD, false);
      clock.advance(25 * HOUR);
      const res = await api.refresh(session.refreshToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(SESSION_EXPIRED);
    });

    it('keeps a remembered sign-in past 25 hours, and ends it 7 days after sign-in however often it is refreshed', async () => {
      const body = donorPayload();
      await api.register(body);
      const session = await api.signIn(String(body.email), PASSWORD, true);
      clock.advance(25 * HOUR);
      const after25h = await api.refresh(session.refreshToken);
      expect(after25h.statusCode).toBe(200);

      // Used every day, the sign-in still ends when "Remember me for 7 days" says.
      let latest = after25h.json().data.refresh_token as string;
      for (let day = 2; day <= 6; day++) {
        clock.advance(DAY);
        const res = await api.refresh(latest);
        expect(res.statusCode, `day ${day}`).toBe(200);
        latest = res.json().data.refresh_token as string;
      }
      clock.advance(DAY);
      const after7d = await api.refresh(latest);
      expect(after7d.statusCode).toBe(401);
      expect(after7d.json().message).toBe(SESSION_EXPIRED);
    });
  });

  describe('access tokens', () => {
    it('expire after 15 minutes: 401 on GET /api/auth/profile, and a refresh brings a working one', async () => {
      const session = await api.signUp(patientPayload());
      expect((await api.profile(session.accessToken)).statusCode).toBe(200);
      clock.advance(16 * MINUTE);

      const expired = await api.profile(session.accessToken);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED', message: SESSION_EXPIRED });

      const refreshed = await api.refresh(session.refreshToken);
      expect(refreshed.statusCode).toBe(200);
      expect((await api.profile(refreshed.json().data.access_token)).statusCode).toBe(200);
    });

    it('are refused when tampered with (another user id in the payload)', async () => {
      const victim = await api.signUp(patientPayload());
      const attacker = await api.signUp(donorPayload());
      const [header, payload, signature] = attacker.accessToken.split('.');
      const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString('utf8'));
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: victim.userId })).toString('base64url');

      const res = await api.profile(`${header}.${forged}.${signature}`);
      expect(res.statusCode).toBe(401);
    });

    it('are required: no bearer header means 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Authentication required');
    });
  });

  describe('POST /api/auth/logout and /api/auth/logout-all', () => {
    it('signs out this device: its refresh token and access token stop working, other devices stay', async () => {
      const body = patientPayload();
      const device = await api.signUp(body);
      const other = await api.signIn(String(body.email), PASSWORD);

      const res = await logout(device);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: 'You have been signed out.' });

      expect((await api.refresh(device.refreshToken)).statusCode).toBe(401);
      expect((await api.profile(device.accessToken)).statusCode).toBe(401);
      expect((await api.profile(other.accessToken)).statusCode).toBe(200);
      expect((await api.refresh(other.refreshToken)).statusCode).toBe(200);
    });

    it('signs out of every device', async () => {
      const body = donorPayload();
      const first = await api.signUp(body);
      const second = await api.signIn(String(body.email), PASSWORD, true);

      const res = await logoutAll(first.accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('You have been signed out of all devices.');

      for (const session of [first, second]) {
        expect((await api.profile(session.accessToken)).statusCode).toBe(401);
        expect((await api.refresh(session.refreshToken)).statusCode).toBe(401);
      }
      // Signing in again works.
      expect((await api.login(String(body.email), PASSWORD)).statusCode).toBe(200);
    });

    it('refuses logout-all without a token', async () => {
      expect((await logoutAll()).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('refuses a wrong current password with 400 and changes nothing', async () => {
      const session = await api.signUp(patientPayload());
      const res = await changePassword(session.accessToken, {
        currentPassword: 'not-my-password',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({
        field: 'currentPassword',
        message: 'Your current password is incorrect.',
      });
      expect((await api.profile(session.accessToken)).statusCode).toBe(200);
      expect((await api.login(session.email, PASSWORD)).statusCode).toBe(200);
      expect((await api.login(session.email, NEW_PASSWORD)).statusCode).toBe(401);
    });

    it('lets a stolen access token guess the current password 5 times in 15 minutes, even all at once', async () => {
      const session = await api.signUp(patientPayload());
      const guess = (currentPassword: string) =>
        changePassword(session.accessToken, {
          currentPassword,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        });
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => guess(`Wrong#Guess${i}`)));
      expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
      expect(answers.find((a) => a.statusCode === 429)?.json().message).toMatch(/^Too many wrong passwords/);
      // Even the right password waits now; later it works.
      expect((await guess(PASSWORD)).statusCode).toBe(429);
      clock.advance(16 * MINUTE);
      await api.signIn(session.email, PASSWORD).then((fresh) => (session.accessToken = fresh.accessToken));
      expect((await guess(PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      ['weakpass', 'weakpass', 'newPassword', 'Password is too weak'],
      ['alllowercase1', 'alllowercase1', 'newPassword', 'Password is too weak'],
      [NEW_PASSWORD, `${NEW_PASSWORD}x`, 'confirmPassword', 'Passwords do not match'],
      [NEW_PASSWORD, '', 'confirmPassword', 'Please confirm your password'],
      [PASSWORD, PASSWORD, 'newPassword', 'New password must be different from your current password'],
    ])('refuses new %j / confirm %j with %s "%s"', async (newPassword, confirmPassword, field, message) => {
      const session = await api.signUp(donorPayload());
      const res = await changePassword(session.accessToken, {
        currentPassword: PASSWORD,
        newPassword,
        confirmPassword,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({ field, message });
      expect((await api.login(session.email, PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a call without a token', async () => {
      const res = await changePassword(undefined, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(401);
    });

    it('changes the password, signs out every device and e-mails a notice', async () => {
      const body = patientPayload();
      const device = await api.signUp(body);
      const other = await api.signIn(String(body.email), PASSWORD, true);

      const res = await changePassword(device.accessToken, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: 'Password changed successfully' });

      for (const session of [device, other]) {
        expect((await api.profile(session.accessToken)).statusCode).toBe(401);
        expect((await api.refresh(session.refreshToken)).statusCode).toBe(401);
      }

      const notice = await mailTo(smtp, device.email, SUBJECTS.passwordChanged);
      expect(notice.text).toContain('password of your RaktSetu account was changed');
      expect(notice.text).toContain('http://localhost:3999/forgot-password');

      expect((await api.login(device.email, PASSWORD)).statusCode).toBe(401);
      expect((await api.login(device.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });
});
