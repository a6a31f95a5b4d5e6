import { MESSAGES } from '@raktsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { accountApi } from '../support/accounts.ts';
import {
  PASSWORD,
  SUBJECTS,
  bearer,
  countUsersWithEmail,
  decodeJwt,
  donorPayload,
  linkToken,
  mailTo,
  patientPayload,
  uniqueEmail,
} from '../support/accounts.ts';
import { startMailApp, stopMailApp } from '../support/mail-app.ts';
import type { TestSmtpServer } from '../support/smtp.ts';
import { TEST_APP_URL, type TestApp, type TestClock } from '../support/test-app.ts';

const HOUR = 60 * 60 * 1000;
const ACCOUNT_EXISTS_SUBJECT = 'Someone tried to create a RaktSetu account with your address';

/** Sign-up, the verification e-mail as a real SMTP server receives it, and sign-in. */
describe('accounts: register, verify e-mail, sign in', () => {
  let smtp: TestSmtpServer;
  let clock: TestClock;
  let t: TestApp;
  let api: ReturnType<typeof accountApi>;

  beforeAll(async () => {
    ({ smtp, clock, t, api } = await startMailApp());
  });
  afterAll(() => stopMailApp({ smtp, t }));

  describe('POST /api/auth/register', () => {
    it('creates a patient account and answers 201 with the product’s message', async () => {
      const body = patientPayload();
      const res = await api.register(body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        status: 'success',
        message: 'Registration successful! Please check your email to verify your account.',
      });

      const { accessToken } = await api.signIn(String(body.email), PASSWORD);
      const profile = (await api.profile(accessToken)).json().data;
      expect(profile).toMatchObject({
        email: body.email,
        full_name: 'Asha Patel',
        phone_number: '+91 98765 43210',
        city: 'Mumbai',
        state: 'Maharashtra',
        user_type: 'Patient',
        is_verified: false,
        blood_group_id: 3,
        blood_group: 'B+',
        date_of_birth: '2012-05-14',
        is_available_for_sos: null,
      });
    });

    it('creates a donor account, which needs no date of birth', async () => {
      const body = donorPayload();
      expect((await api.register(body)).statusCode).toBe(201);
      const { accessToken } = await api.signIn(String(body.email), PASSWORD);
      const profile = (await api.profile(accessToken)).json().data;
      expect(profile).toMatchObject({
        user_type: 'Donor',
        blood_group: 'O+',
        date_of_birth: null,
        is_available_for_sos: true,
        interests: [],
      });
    });

    it('makes Patient the default user type', async () => {
      const body = patientPayload();
      delete body.user_type;
      expect((await api.register(body)).statusCode).toBe(201);
      const signedIn = await api.login(String(body.email), PASSWORD);
      expect(signedIn.json().data.user.user_type).toBe('Patient');
    });

    it('refuses a patient without a date of birth, naming date_of_birth, and creates nothing', async () => {
      const body = patientPayload({ date_of_birth: undefined });
      const res = await api.register(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({
        field: 'date_of_birth',
        message: 'Date of birth is required for patients',
      });
      expect(await countUsersWithEmail(t.database.db, String(body.email))).toBe(0);
    });

    it.each([
      ['full_name', undefined, 'Full name is required'],
      ['full_name', '', 'Full name is required'],
      ['full_name', '   ', 'Full name is required'],
      ['full_name', 'A', 'Full name must be at least 2 characters'],
      ['full_name', '  A  ', 'Full name must be at least 2 characters'],
      ['email', 'not-an-email', 'Please enter a valid email address'],
      ['email', 'asha@', 'Please enter a valid email address'],
      ['email', undefined, 'Email is required'],
      ['phone_number', undefined, 'Phone number is required'],
      ['phone_number', '', 'Phone number is required'],
      ['phone_number', '12345', 'Please enter a valid phone number'],
      ['phone_number', 'call me maybe', 'Please enter a valid phone number'],
      ['password', '12345', 'Password must be at least 6 characters'],
      ['password', undefined, 'Password is required'],
      ['blood_group_id', 0, 'Please select your blood group'],
      ['blood_group_id', 9, 'Please select your blood group'],
      ['blood_group_id', undefined, 'Please select your blood group'],
    ])('refuses %s = %j with "%s" and creates nothing', async (field, value, message) => {
      const email = uniqueEmail('bad-input');
      const body = patientPayload({ email, [field]: value });
      const res = await api.register(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
      expect(res.json().details).toContainEqual({ field, message });
      expect(await countUsersWithEmail(t.database.db, email)).toBe(0);
    });

    it('reports every bad field in one answer', async () => {
      const res = await api.register(patientPayload({ full_name: 'A', phone_number: 'x', password: '1' }));
      expect(res.statusCode).toBe(400);
      const fields = (res.json().details as { field: string }[]).map((d) => d.field);
      expect(fields).toEqual(expect.arrayContaining(['full_name', 'phone_number', 'password']));
    });

    it('answers a registration for a known address (in another letter case) exactly like a new one, keeps the first account and tells its owner', async () => {
      const local = `Meera.${crypto.randomUUID()}`;
      const first = patientPayload({ email: `${local}@Example.test` });
      const created = await api.register(first);
      expect(created.statusCode).toBe(201);
      await mailTo(smtp, String(first.email), SUBJECTS.verify);

      const again = await api.register(
        donorPayload({ email: `${local.toUpperCase()}@EXAMPLE.TEST`, password: 'other-pass' }),
      );
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(created.json());
      expect(await countUsersWithEmail(t.database.db, String(first.email))).toBe(1);
      // The first account is untouched: its password and role are still the original ones.
      expect((await api.login(String(first.email), 'other-pass')).statusCode).toBe(401);
      const login = await api.login(String(first.email), PASSWORD);
      expect(login.statusCode).toBe(200);
      expect(login.json().data.user.user_type).toBe('Patient');

      // The owner, and only the owner, hears of it: sign in or reset the password.
      const notice = await mailTo(smtp, String(first.email), ACCOUNT_EXISTS_SUBJECT);
      expect(notice.text).toContain('Hello Asha Patel,');
      expect(notice.text).toContain(`${TEST_APP_URL}/login`);
      expect(notice.text).toContain(`${TEST_APP_URL}/forgot-password`);
      await t.app.outbox.drain();
      expect(smtp.messagesTo(String(first.email)).filter((m) => m.subject === SUBJECTS.verify)).toHaveLength(1);
    });

    it('tells the owner of a known address at most once an hour', async () => {
      const first = donorPayload();
      await api.register(first);
      const email = String(first.email);
      for (let i = 0; i < 3; i++) expect((await api.register(patientPayload({ email }))).statusCode).toBe(201);
      await mailTo(smtp, email, ACCOUNT_EXISTS_SUBJECT);
      await t.app.outbox.drain();
      const notices = () => smtp.messagesTo(email).filter((m) => m.subject === ACCOUNT_EXISTS_SUBJECT);
      expect(notices()).toHaveLength(1);

      clock.advance(HOUR);
      expect((await api.register(patientPayload({ email }))).statusCode).toBe(201);
      await smtp.waitFor(() => notices().length === 2);
      await t.app.outbox.drain();
      expect(notices()).toHaveLength(2);
    });

    it('answers two simultaneous registrations of one new address alike and makes one account', async () => {
      const email = uniqueEmail('race');
      const answers = await Promise.all([
        api.register(patientPayload({ email })),
        api.register(donorPayload({ email })),
        api.register(patientPayload({ email })),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(201);
        expect(answer.json()).toEqual({ status: 'success', message: MESSAGES.registrationSuccess });
      }
      expect(await countUsersWithEmail(t.database.db, email)).toBe(1);
    });

    it('keeps the e-mail trimmed and in lower case, so sign-in ignores letter case', async () => {
      const local = `Mixed.Case-${crypto.randomUUID()}`;
      expect((await api.register(patientPayload({ email: `  ${local}@Example.Test ` }))).statusCode).toBe(201);
      const res = await api.login(`${local.toUpperCase()}@EXAMPLE.test`, PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.email).toBe(`${local.toLowerCase()}@example.test`);
    });

    it('sends no e-mail for a refused registration', async () => {
      const email = uniqueEmail('refused');
      expect((await api.register(patientPayload({ email, password: '123' }))).statusCode).toBe(400);
      // A good registration afterwards: once its mail has arrived, everything queued before it was delivered too.
      const control = patientPayload();
      await api.register(control);
      await mailTo(smtp, String(control.email), SUBJECTS.verify);
      await t.app.outbox.drain();
      expect(smtp.messagesTo(email)).toHaveLength(0);
    });
  });

  describe('the verification e-mail and POST /api/auth/verify-email', () => {
    it('mails a link to APP_URL/auth/callback that verifies the account', async () => {
      const body = patientPayload();
      await api.register(body);
      const mail = await mailTo(smtp, String(body.email), SUBJECTS.verify);
      expect(mail.from).toContain('no-reply@raktsetu.local');
      expect(mail.text).toContain('Hello Asha Patel,');
      const token = linkToken(mail, '/auth/callback');
      expect(mail.html).toContain(`http://localhost:3999/auth/callback?token=${token}`);

      const { accessToken } = await api.signIn(String(body.email), PASSWORD);
      expect((await api.profile(accessToken)).json().data.is_verified).toBe(false);

      const res = await api.verifyEmail(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: 'Your email has been verified. Thank you!' });
      expect((await api.profile(accessToken)).json().data.is_verified).toBe(true);
    });

    it('answers a second use of the same link with 200 "already verified"', async () => {
      const body = donorPayload();
      await api.register(body);
      const token = linkToken(await mailTo(smtp, String(body.email), SUBJECTS.verify), '/auth/callback');
      expect((await api.verifyEmail(token)).statusCode).toBe(200);

      const again = await api.verifyEmail(token);
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toMatch(/already verified/i);
    });

    it('refuses a bogus token with 400', async () => {
      const res = await api.verifyEmail('x'.repeat(43));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This verification link is invalid or has expired. Please request a new one.');

      const tooShort = await api.verifyEmail('abc');
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json().details).toContainEqual({ field: 'token', message: 'The link is missing its token' });
    });

    it('does not take a password-reset token as a verification token', async () => {
      const body = patientPayload();
      await api.register(body);
      await api.forgotPassword(String(body.email));
      const resetToken = linkToken(await mailTo(smtp, String(body.email), SUBJECTS.reset), '/reset-password');

      expect((await api.verifyEmail(resetToken)).statusCode).toBe(400);
      const { accessToken } = await api.signIn(String(body.email), PASSWORD);
      expect((await api.profile(accessToken)).json().data.is_verified).toBe(false);
    });

    it('refuses a link older than 48 hours', async () => {
      const body = patientPayload();
      await api.register(body);
      const token = linkToken(await mailTo(smtp, String(body.email), SUBJECTS.verify), '/auth/callback');
      clock.advance(48 * HOUR + 60_000);

      expect((await api.verifyEmail(token)).statusCode).toBe(400);
      const { accessToken } = await api.signIn(String(body.email), PASSWORD);
      expect((await api.profile(accessToken)).json().data.is_verified).toBe(false);
    });
  });

  describe('POST /api/auth/resend-verification', () => {
    const resend = (accessToken?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        headers: accessToken ? bearer(accessToken) : {},
      });

    it('mails a new, different link that verifies the account', async () => {
      const session = await api.signUp(donorPayload());
      const first = linkToken(await mailTo(smtp, session.email, SUBJECTS.verify), '/auth/callback');

      const res = await resend(session.accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(`A new verification link is on its way to ${session.email}.`);
      const newMail = await smtp.waitFor(
        (m) => m.to.includes(session.email) && m.subject === SUBJECTS.verify && !m.text.includes(first),
      );
      const second = linkToken(newMail, '/auth/callback');

      expect((await api.verifyEmail(second)).statusCode).toBe(200);
      expect((await api.profile(session.accessToken)).json().data.is_verified).toBe(true);
    });

    it('answers "already verified" and sends nothing once the account is verified', async () => {
      const session = await api.signUp(patientPayload());
      await api.verifyEmail(linkToken(await mailTo(smtp, session.email, SUBJECTS.verify), '/auth/callback'));
      const res = await resend(session.accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Your email is already verified.');
      await t.app.outbox.drain();
      expect(smtp.messagesTo(session.email)).toHaveLength(1);
    });

    it('sends at most 3 links per hour (the sign-up link counts), then answers 429', async () => {
      const session = await api.signUp(patientPayload());
      expect((await resend(session.accessToken)).statusCode).toBe(200);
      expect((await resend(session.accessToken)).statusCode).toBe(200);
      const fourth = await resend(session.accessToken);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toMatch(/try again in an hour/);
      await smtp.waitFor(() => smtp.messagesTo(session.email).length >= 3);
      await t.app.outbox.drain();
      expect(smtp.messagesTo(session.email)).toHaveLength(3);
    });

    it('needs a signed-in user', async () => {
      expect((await resend()).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/login', () => {
    it('returns a 15-minute access JWT for the user, an opaque refresh token and the profile', async () => {
      const body = patientPayload();
      await api.register(body);
      const res = await api.login(String(body.email), PASSWORD);
      expect(res.statusCode).toBe(200);
      const { status, message, data } = res.json();
      expect(status).toBe('success');
      expect(message).toBe('Login successful');

      expect(data.user).toMatchObject({
        email: body.email,
        user_type: 'Patient',
        is_verified: false,
        full_name: 'Asha Patel',
        phone_number: '+91 98765 43210',
        city: 'Mumbai',
        state: 'Maharashtra',
        blood_group: 'B+',
        date_of_birth: '2012-05-14',
      });
      expect(data.user.user_id).toMatch(/^[0-9a-f-]{36}$/);

      const claims = decodeJwt(data.access_token);
      expect(claims.sub).toBe(data.user.user_id);
      expect(claims.user_type).toBe('Patient');
      expect(claims.iat).toBe(Math.floor(clock.now().getTime() / 1000));
      expect(Number(claims.exp) - Number(claims.iat)).toBe(900);

      expect(typeof data.refresh_token).toBe('string');
      expect(data.refresh_token.length).toBeGreaterThanOrEqual(32);
      expect(data.refresh_token).not.toContain('.');
      expect(data.refresh_token).not.toBe(data.access_token);

      const profile = await api.profile(data.access_token);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data.user_id).toBe(data.user.user_id);
    });

    it('answers a wrong password and an unknown e-mail with the same 401', async () => {
      const body = donorPayload();
      await api.register(body);
      const wrongPassword = await api.login(String(body.email), 'not-the-password');
      const unknownEmail = await api.login(uniqueEmail('nobody'), PASSWORD);

      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json().message).toBe('Invalid email or password');
      expect(unknownEmail.json()).toEqual(wrongPassword.json());
    });

    it.each([
      [{ password: PASSWORD }, 'email', 'Email is required'],
      [{ email: '', password: PASSWORD }, 'email', 'Email is required'],
      [{ email: 'asha.example.test', password: PASSWORD }, 'email', 'Please enter a valid email address'],
      [{ email: 'asha@example.test' }, 'password', 'Password is required'],
      [{ email: 'asha@example.test', password: '' }, 'password', 'Password is required'],
    ])('refuses %j with "%s: %s"', async (payload, field, message) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({ field, message });
    });
  });
});
