import { MESSAGES } from '@raktsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { accountApi } from '../support/accounts.ts';
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
} from '../support/accounts.ts';
import { startMailApp, stopMailApp } from '../support/mail-app.ts';
import type { ReceivedMail, TestSmtpServer } from '../support/smtp.ts';
import type { TestApp, TestClock } from '../support/test-app.ts';

const MINUTE = 60 * 1000;
const SIGN_IN_SUBJECT = 'Your RaktSetu sign-in link';
const LINK_PATH = '/auth/sign-in-link';

/** "Email me a sign-in link": the owner signs in with a one-time link from their inbox, whatever else goes on. */
describe('accounts: sign-in link by e-mail', () => {
  let smtp: TestSmtpServer;
  let clock: TestClock;
  let t: TestApp;
  let api: ReturnType<typeof accountApi>;

  beforeAll(async () => {
    ({ smtp, clock, t, api } = await startMailApp());
  });
  afterAll(() => stopMailApp({ smtp, t }));

  const askForLink = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email } });
  const redeem = (token: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link/redeem',
      payload: { token },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const linksTo = (email: string) => smtp.messagesTo(email).filter((m) => m.subject === SIGN_IN_SUBJECT);

  /** Asks for a link and returns the token of the mail that arrives (the n-th sign-in mail to this address). */
  async function linkFor(email: string): Promise<string> {
    const before = linksTo(email).length;
    expect((await askForLink(email)).statusCode).toBe(200);
    await smtp.waitFor(() => linksTo(email).length > before);
    return linkToken(linksTo(email)[before] as ReceivedMail, LINK_PATH);
  }

  it('answers a known and an unknown address alike, and mails only the known one a link', async () => {
    const known = patientPayload();
    await api.register(known);
    const unknownEmail = uniqueEmail('nobody');

    const forUnknown = await askForLink(unknownEmail);
    const forKnown = await askForLink(String(known.email).toUpperCase());
    expect(forUnknown.statusCode).toBe(200);
    expect(forUnknown.json()).toEqual({ status: 'success', message: MESSAGES.signInLinkSent });
    expect(forKnown.json()).toEqual(forUnknown.json());

    const mail = await mailTo(smtp, String(known.email), SIGN_IN_SUBJECT);
    expect(mail.text).toContain('Hello Asha Patel,');
    expect(mail.text).toContain('expires in 15 minutes');
    const token = linkToken(mail, LINK_PATH);
    expect(mail.html).toContain(`http://localhost:3999${LINK_PATH}?token=${token}`);
    await t.app.outbox.drain();
    expect(smtp.messagesTo(unknownEmail)).toHaveLength(0);
  });

  it('signs in with the link exactly as POST /auth/login answers, and verifies the address', async () => {
    const body = donorPayload();
    await api.register(body);
    const token = await linkFor(String(body.email));

    const res = await redeem(token);
    expect(res.statusCode).toBe(200);
    const { status, message, data } = res.json();
    expect({ status, message }).toEqual({ status: 'success', message: 'Login successful' });
    expect(data.user).toMatchObject({ email: body.email, user_type: 'Donor', is_verified: true });
    expect(data.access_token).toEqual(expect.any(String));

    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(data.access_token) });
    expect(profile.json().data.is_verified).toBe(true);
    const refreshed = await api.refresh(data.refresh_token);
    expect(refreshed.statusCode).toBe(200);
  });

  it('works once: a used, expired, bogus or other kind of link is refused with a clear message', async () => {
    const body = patientPayload();
    await api.register(body);
    const email = String(body.email);
    const token = await linkFor(email);
    expect((await redeem(token)).statusCode).toBe(200);
    const used = await redeem(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ status: 'error', message: MESSAGES.signInLinkInvalid });

    clock.advance(5 * MINUTE);
    const late = await linkFor(email);
    clock.advance(15 * MINUTE + 1_000);
    expect((await redeem(late)).json().message).toBe(MESSAGES.signInLinkInvalid);

    expect((await redeem('x'.repeat(43))).statusCode).toBe(400);
    const verifyToken = linkToken(await mailTo(smtp, email, SUBJECTS.verify), '/auth/callback');
    expect((await redeem(verifyToken)).statusCode).toBe(400);
    // The verification link was not used up by that.
    expect((await api.verifyEmail(verifyToken)).statusCode).toBe(200);
  });

  it('mails a new link only when no unused one went out in the last 5 minutes', async () => {
    const body = donorPayload();
    await api.register(body);
    const email = String(body.email);
    const first = await linkFor(email);
    for (let i = 0; i < 3; i++) expect((await askForLink(email)).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(linksTo(email)).toHaveLength(1);

    // Once used, the owner may ask again at once.
    expect((await redeem(first)).statusCode).toBe(200);
    await linkFor(email);
    expect(linksTo(email)).toHaveLength(2);

    clock.advance(5 * MINUTE);
    await linkFor(email);
    expect(linksTo(email)).toHaveLength(3);
  });

  it('still signs the owner in while the password path is blocked by failed guesses from their address', async () => {
    const body = patientPayload();
    await api.register(body);
    const email = String(body.email);
    const ip = '10.7.0.1';
    for (let i = 0; i < 5; i++) await api.login(email, `guess-${i}`, false, ip);
    const blocked = await api.login(email, PASSWORD, false, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toContain('Email me a sign-in link');

    const token = await linkFor(email);
    expect((await redeem(token, ip)).statusCode).toBe(200);
    // The link proved the owner: the password works again from that address.
    expect((await api.login(email, PASSWORD, false, ip)).statusCode).toBe(200);
  });

  it('makes unused links useless after a password reset', async () => {
    const body = donorPayload();
    await api.register(body);
    const email = String(body.email);
    const token = await linkFor(email);

    await api.forgotPassword(email);
    const resetToken = linkToken(await mailTo(smtp, email, SUBJECTS.reset), '/reset-password');
    expect((await api.resetPassword(resetToken, NEW_PASSWORD)).statusCode).toBe(200);

    expect((await redeem(token)).statusCode).toBe(400);
  });

  it('refuses a malformed e-mail with the usual message', async () => {
    const res = await askForLink('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ field: 'email', message: MESSAGES.emailInvalid });
  });
});
