import { MESSAGES } from '@raktsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEW_PASSWORD,
  PASSWORD,
  SUBJECTS,
  bearer,
  donorPayload,
  linkToken,
  mailTo,
  patientPayload,
  uniqueEmail,
  type SignedIn,
  type accountApi,
} from '../support/accounts.ts';
import { startMailApp, stopMailApp } from '../support/mail-app.ts';
import type { TestSmtpServer } from '../support/smtp.ts';
import type { TestApp } from '../support/test-app.ts';

const CONFIRM_SUBJECT = 'Confirm your new e-mail address for RaktSetu';
const NOTICE_SUBJECT = 'Your RaktSetu e-mail address is being changed';
const CHANGED = 'Your email address has been changed. Use the new address to sign in from now on.';
const BAD_CONFIRM_LINK =
  'This confirmation link is invalid, has expired, or was replaced by a newer request. Please change your email address again from your profile.';
const SESSION_GONE = 'Your session is no longer valid. Please sign in again.';

/**
 * Changing the sign-in address: it needs the current password, waits for the new address to confirm, and the
 * old address can undo it — so a stolen access token cannot move the account (and its password resets) away.
 */
describe('accounts: changing the e-mail address', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let api: ReturnType<typeof accountApi>;

  beforeAll(async () => {
    ({ smtp, t, api } = await startMailApp());
  });
  afterAll(() => stopMailApp({ smtp, t }));

  const updateProfile = (session: SignedIn, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(session.accessToken), payload });
  const undo = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/undo-email-change', payload: { token } });
  const profileOf = async (session: SignedIn) => (await api.profile(session.accessToken)).json().data;

  /** A signed-up, verified account. */
  async function account(payload = donorPayload()): Promise<SignedIn> {
    const session = await api.signUp(payload);
    const mail = await mailTo(smtp, session.email, SUBJECTS.verify);
    expect((await api.verifyEmail(linkToken(mail, '/auth/callback'))).statusCode).toBe(200);
    return session;
  }

  /** Asks for a change to a fresh address; returns it with the confirmation and undo link tokens. */
  async function requestChange(session: SignedIn, extra: object = {}) {
    const newEmail = uniqueEmail('moving');
    const res = await updateProfile(session, { email: newEmail, current_password: session.password, ...extra });
    expect(res.statusCode).toBe(200);
    const confirmMail = await mailTo(smtp, newEmail, CONFIRM_SUBJECT);
    const notice = await mailTo(smtp, session.email, NOTICE_SUBJECT);
    return {
      newEmail,
      res,
      notice,
      confirmToken: linkToken(confirmMail, '/auth/callback'),
      undoToken: linkToken(notice, '/auth/undo-email-change'),
    };
  }

  describe('asking for a change', () => {
    it('needs the current password: without it or with a wrong one the answer is 400 and nothing changes', async () => {
      const session = await account();
      const before = await profileOf(session);
      const newEmail = uniqueEmail('thief');

      const missing = await updateProfile(session, { email: newEmail, city: 'Nashik' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        status: 'error',
        message: MESSAGES.emailChangePasswordRequired,
        details: [{ field: 'current_password', message: MESSAGES.emailChangePasswordRequired }],
      });

      const wrong = await updateProfile(session, {
        email: newEmail,
        current_password: 'Not-my-password1!',
        city: 'Nashik',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        message: MESSAGES.emailChangePasswordWrong,
        details: [{ field: 'current_password', message: MESSAGES.emailChangePasswordWrong }],
      });

      // The whole update was refused (the city too), and nothing was sent anywhere.
      expect(await profileOf(session)).toEqual(before);
      await t.app.outbox.drain();
      expect(smtp.messagesTo(newEmail)).toHaveLength(0);
      expect(smtp.messagesTo(session.email).map((m) => m.subject)).not.toContain(NOTICE_SUBJECT);
      expect((await api.login(session.email, PASSWORD)).statusCode).toBe(200);
    });

    it('stops answering wrong passwords after five in a row (429), so a stolen token cannot guess it', async () => {
      const session = await account(patientPayload());
      for (let i = 0; i < 5; i++) {
        const res = await updateProfile(session, {
          email: uniqueEmail('guess'),
          current_password: `Guess-${i}-wrong!`,
        });
        expect(res.statusCode).toBe(400);
      }
      const blocked = await updateProfile(session, { email: uniqueEmail('guess'), current_password: PASSWORD });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many wrong passwords\. Your email address was not changed\./);
    });

    it('lets only five of twenty simultaneous guesses reach the password check', async () => {
      const session = await account(patientPayload());
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          updateProfile(session, { email: uniqueEmail('race'), current_password: `Race-${i}-wrong!` }),
        ),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 400)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(15);
    });

    it('keeps the current address until the new one is confirmed, and shows the pending one to the owner', async () => {
      const session = await account();
      const { newEmail, res } = await requestChange(session, { city: 'Nashik' });
      expect(res.json()).toMatchObject({
        status: 'success',
        message: MESSAGES.emailChangePending,
        data: { email: session.email, pending_email: newEmail, is_verified: true, city: 'Nashik' },
      });
      expect(await profileOf(session)).toMatchObject({ email: session.email, pending_email: newEmail });
      expect((await api.login(newEmail, PASSWORD)).statusCode).toBe(401);
      expect((await api.login(session.email, PASSWORD)).statusCode).toBe(200);
    });

    it('tells the old address at once, with an undo link, without spelling out the new address', async () => {
      const session = await account();
      const { newEmail, notice } = await requestChange(session);
      expect(notice.text).toContain('asked to change its e-mail address');
      expect(notice.text).toContain('reset your password');
      expect(notice.text).not.toContain(newEmail);
      expect(notice.text).toContain(newEmail.slice(newEmail.indexOf('@')));
    });

    it('answers the same address in another letter case as no change at all (no password needed)', async () => {
      const session = await account();
      const res = await updateProfile(session, { email: session.email.toUpperCase(), city: 'Thane' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: MESSAGES.profileUpdated,
        data: { email: session.email, pending_email: null, city: 'Thane' },
      });
    });

    it('lets only the newest request confirm', async () => {
      const session = await account();
      const first = await requestChange(session);
      const second = await requestChange(session);
      expect((await profileOf(session)).pending_email).toBe(second.newEmail);

      const stale = await api.verifyEmail(first.confirmToken);
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toBe(BAD_CONFIRM_LINK);
      expect((await api.verifyEmail(second.confirmToken)).json().message).toBe(CHANGED);
      expect((await profileOf(session)).email).toBe(second.newEmail);
    });
  });

  describe('confirming from the new address', () => {
    it('moves the account to the new address, keeps it verified, and a second click is not an error', async () => {
      const session = await account();
      const { newEmail, confirmToken } = await requestChange(session);

      const res = await api.verifyEmail(confirmToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: CHANGED });
      expect(await profileOf(session)).toMatchObject({ email: newEmail, pending_email: null, is_verified: true });
      expect((await api.login(newEmail, PASSWORD)).statusCode).toBe(200);
      expect((await api.login(session.email, PASSWORD)).statusCode).toBe(401);

      const again = await api.verifyEmail(confirmToken);
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe('Your new email address is already confirmed.');
    });

    it('answers 409 when another account took the address meanwhile, and the account keeps its own', async () => {
      const session = await account();
      const { newEmail, confirmToken } = await requestChange(session);
      await api.signUp(patientPayload({ email: newEmail }));

      const res = await api.verifyEmail(confirmToken);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'CONFLICT',
        message:
          'Another account started using this email address after you asked for the change, so your account keeps its current address. You can choose a different address in your profile.',
      });
      expect((await profileOf(session)).email).toBe(session.email);
      expect((await api.login(session.email, PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('password resets while a change is pending', () => {
    it('go to the current address only: a reset asked for the new address reaches nobody', async () => {
      const session = await account();
      const { newEmail } = await requestChange(session);

      expect((await api.forgotPassword(newEmail)).statusCode).toBe(200);
      expect((await api.forgotPassword(session.email)).statusCode).toBe(200);
      await mailTo(smtp, session.email, SUBJECTS.reset);
      await t.app.outbox.drain();
      expect(smtp.messagesTo(newEmail).map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);
    });

    it('a reset link sent to the old address stops working once the account moved', async () => {
      const session = await account();
      const { confirmToken } = await requestChange(session);
      expect((await api.forgotPassword(session.email)).statusCode).toBe(200);
      const resetToken = linkToken(await mailTo(smtp, session.email, SUBJECTS.reset), '/reset-password');

      expect((await api.verifyEmail(confirmToken)).statusCode).toBe(200);
      expect((await api.resetPassword(resetToken, NEW_PASSWORD)).statusCode).toBe(400);
    });
  });

  describe('undo from the old address', () => {
    it('cancels a pending change and signs out every device', async () => {
      const session = await account();
      const { confirmToken, undoToken } = await requestChange(session);

      const res = await undo(undoToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(
        'The email change was cancelled: your account keeps this address. Every device has been signed out. If you did not ask for the change, someone knows your password: reset it now.',
      );
      const signedOut = await api.profile(session.accessToken);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().message).toBe(SESSION_GONE);
      expect((await api.refresh(session.refreshToken)).statusCode).toBe(401);

      expect((await api.verifyEmail(confirmToken)).statusCode).toBe(400);
      const again = await api.signIn(session.email, PASSWORD);
      expect(await profileOf(again)).toMatchObject({ email: session.email, pending_email: null });
    });

    it('after the change took effect: gives the old address back, ends the taker’s sessions and reset links', async () => {
      const victim = await account();
      const { newEmail, confirmToken, undoToken } = await requestChange(victim);
      expect((await api.verifyEmail(confirmToken)).statusCode).toBe(200);
      // Whoever holds the new mailbox asks for a reset and signs in with the new address.
      expect((await api.forgotPassword(newEmail)).statusCode).toBe(200);
      const takerReset = linkToken(await mailTo(smtp, newEmail, SUBJECTS.reset), '/reset-password');
      const taker = await api.signIn(newEmail, PASSWORD);

      const res = await undo(undoToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(
        /^Your account uses this email address again\. Every device has been signed out\./,
      );
      expect((await api.profile(taker.accessToken)).statusCode).toBe(401);
      expect((await api.profile(victim.accessToken)).statusCode).toBe(401);
      expect((await api.resetPassword(takerReset, NEW_PASSWORD)).statusCode).toBe(400);
      expect((await api.login(newEmail, PASSWORD)).statusCode).toBe(401);
      const back = await api.signIn(victim.email, PASSWORD);
      expect(await profileOf(back)).toMatchObject({ email: victim.email, is_verified: true, pending_email: null });

      const twice = await undo(undoToken);
      expect(twice.statusCode).toBe(200);
      expect(twice.json().message).toBe('This email change has already been undone.');
    });

    it('refuses an unknown link with 400 and a way forward', async () => {
      const res = await undo('x'.repeat(43));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'error',
        message:
          'This undo link is invalid or has expired. If you did not change your email address, reset your password from the sign-in page.',
      });
    });
  });
});
