import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { accountApi } from '../support/accounts.ts';
import {
  NEW_PASSWORD,
  PASSWORD,
  SUBJECTS,
  donorPayload,
  linkToken,
  mailTo,
  patientPayload,
  uniqueEmail,
} from '../support/accounts.ts';
import { startMailApp, stopMailApp } from '../support/mail-app.ts';
import type { TestSmtpServer } from '../support/smtp.ts';
import type { TestApp, TestClock } from '../support/test-app.ts';

const MINUTE = 60 * 1000;
const FORGOT_ANSWER = {
  status: 'success',
  message: 'If an account exists for this email, a password reset link has been sent. It is valid for 1 hour.',
};
const BAD_RESET_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

/** Forgot password → e-mail with a one-time link → reset, as a real SMTP server receives the mail. */
describe('accounts: forgot and reset password', () => {
  let smtp: TestSmtpServer;
  let clock: TestClock;
  let t: TestApp;
  let api: ReturnType<typeof accountApi>;

  beforeAll(async () => {
    ({ smtp, clock, t, api } = await startMailApp());
  });
  afterAll(() => stopMailApp({ smtp, t }));

  /** Registers, asks for a reset, and returns the link token from the e-mail. */
  async function requestResetLink(email: string): Promise<string> {
    const res = await api.forgotPassword(email);
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(smtp, email, SUBJECTS.reset);
    smtp.messages.splice(smtp.messages.indexOf(mail), 1); // so the next request's mail is the next one found
    return linkToken(mail, '/reset-password');
  }

  describe('POST /api/auth/forgot-password', () => {
    it('answers an unknown e-mail exactly like a known one, and sends nothing to it', async () => {
      const known = patientPayload();
      await api.register(known);
      const unknownEmail = uniqueEmail('nobody');

      const forUnknown = await api.forgotPassword(unknownEmail);
      const forKnown = await api.forgotPassword(String(known.email));
      expect(forUnknown.statusCode).toBe(200);
      expect(forKnown.statusCode).toBe(200);
      expect(forUnknown.json()).toEqual(FORGOT_ANSWER);
      expect(forKnown.json()).toEqual(forUnknown.json());

      // The known address gets its link; once it has arrived the queue is drained and nothing went elsewhere.
      await mailTo(smtp, String(known.email), SUBJECTS.reset);
      await t.app.outbox.drain();
      expect(smtp.messagesTo(unknownEmail)).toHaveLength(0);
    });

    it('mails a link to APP_URL/reset-password, also for an e-mail typed in another letter case', async () => {
      const body = donorPayload();
      await api.register(body);
      await api.forgotPassword(String(body.email).toUpperCase());
      const mail = await mailTo(smtp, String(body.email), SUBJECTS.reset);
      expect(mail.text).toContain('Hello Ravi Kumar,');
      expect(mail.text).toContain('expires in 1 hour');
      const token = linkToken(mail, '/reset-password');
      expect(mail.html).toContain(`http://localhost:3999/reset-password?token=${token}`);
    });

    it('refuses a malformed e-mail with the product’s message', async () => {
      const res = await api.forgotPassword('not-an-email');
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({ field: 'email', message: 'Please enter a valid email address' });
    });

    it('sends at most 3 links per hour to one account, answering every request the same', async () => {
      const body = patientPayload();
      await api.register(body);
      for (let i = 0; i < 4; i++) expect((await api.forgotPassword(String(body.email))).json()).toEqual(FORGOT_ANSWER);
      await smtp.waitFor(
        () => smtp.messagesTo(String(body.email)).filter((m) => m.subject === SUBJECTS.reset).length >= 3,
      );
      await t.app.outbox.drain();
      expect(smtp.messagesTo(String(body.email)).filter((m) => m.subject === SUBJECTS.reset)).toHaveLength(3);
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('refuses a weak password without using up the link, then resets with a strong one', async () => {
      const body = patientPayload();
      const oldSession = await api.signUp(body);
      const token = await requestResetLink(oldSession.email);

      const weak = await api.resetPassword(token, 'password1');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().details).toContainEqual({ field: 'password', message: 'Password is too weak' });

      const mismatch = await api.resetPassword(token, NEW_PASSWORD, `${NEW_PASSWORD}!`);
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().details).toContainEqual({ field: 'confirmPassword', message: 'Passwords do not match' });

      const res = await api.resetPassword(token, NEW_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: 'Password reset successfully' });

      expect((await api.login(oldSession.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await api.login(oldSession.email, PASSWORD)).statusCode).toBe(401);
      // Sessions from before the reset are over.
      expect((await api.profile(oldSession.accessToken)).statusCode).toBe(401);
      expect((await api.refresh(oldSession.refreshToken)).statusCode).toBe(401);
      // And the owner is told.
      await mailTo(smtp, oldSession.email, SUBJECTS.passwordChanged);
    });

    it('refuses the same link a second time', async () => {
      const session = await api.signUp(donorPayload());
      const token = await requestResetLink(session.email);
      expect((await api.resetPassword(token, NEW_PASSWORD)).statusCode).toBe(200);

      const again = await api.resetPassword(token, 'An0ther#Password');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(BAD_RESET_LINK);
      expect((await api.login(session.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a link older than 1 hour and keeps the old password', async () => {
      const session = await api.signUp(patientPayload());
      const token = await requestResetLink(session.email);
      clock.advance(60 * MINUTE + 1_000);

      const res = await api.resetPassword(token, NEW_PASSWORD);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(BAD_RESET_LINK);
      expect((await api.login(session.email, PASSWORD)).statusCode).toBe(200);
      expect((await api.login(session.email, NEW_PASSWORD)).statusCode).toBe(401);
    });

    it('accepts a link just under 1 hour old', async () => {
      const session = await api.signUp(donorPayload());
      const token = await requestResetLink(session.email);
      clock.advance(59 * MINUTE);
      expect((await api.resetPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('makes the other outstanding reset links of the account useless once one is used', async () => {
      const session = await api.signUp(patientPayload());
      const first = await requestResetLink(session.email);
      const second = await requestResetLink(session.email);
      expect(first).not.toBe(second);

      expect((await api.resetPassword(second, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await api.resetPassword(first, 'An0ther#Password')).statusCode).toBe(400);
      expect((await api.login(session.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('does not take a verification token as a reset token', async () => {
      const body = donorPayload();
      await api.register(body);
      const verifyToken = linkToken(await mailTo(smtp, String(body.email), SUBJECTS.verify), '/auth/callback');
      expect((await api.resetPassword(verifyToken, NEW_PASSWORD)).statusCode).toBe(400);
      expect((await api.login(String(body.email), PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a bogus token', async () => {
      const res = await api.resetPassword('z'.repeat(43), NEW_PASSWORD);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(BAD_RESET_LINK);
    });

    it('treats the reset as proof of the address: the account becomes verified', async () => {
      const session = await api.signUp(patientPayload());
      expect((await api.profile(session.accessToken)).json().data.is_verified).toBe(false);
      const token = await requestResetLink(session.email);
      await api.resetPassword(token, NEW_PASSWORD);
      const { accessToken } = await api.signIn(session.email, NEW_PASSWORD);
      expect((await api.profile(accessToken)).json().data.is_verified).toBe(true);
    });
  });
});
