import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PasswordHasher from '../../src/lib/password-hasher.ts';
import { PASSWORD, accountApi, donorPayload, patientPayload, uniqueEmail } from '../support/accounts.ts';
import { createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const MINUTE = 60 * 1000;
const LINK_HINT = 'or use “Email me a sign-in link” to sign in without your password.';

/** Every password check the server makes, counted without changing what it answers. */
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/lib/password-hasher.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordHasher>();
  return {
    ...actual,
    verifyPassword: (storedHash: string | null, password: string) => {
      passwordChecks.count += 1;
      return actual.verifyPassword(storedHash, password);
    },
  };
});

/** The abuse limits of the auth endpoints, with the product's real limits for failed sign-ins. */
describe('rate limits', () => {
  describe('failed sign-ins: 10 per address in 15 minutes, growing delays per account and address', () => {
    let clock: TestClock;
    let t: TestApp;
    let api: ReturnType<typeof accountApi>;

    beforeAll(async () => {
      clock = createTestClock();
      // Default sign-in limits; only the per-IP registration limit is lifted so the tests can make accounts.
      t = await createTestApp({ clock, limits: { mailingRequestsPer15Min: 1_000 } });
      api = accountApi(t.app);
    });
    afterAll(async () => {
      await t?.close();
    });
    beforeEach(() => {
      passwordChecks.count = 0;
    });

    it('blocks the 11th failure from one address with 429 saying when to retry and pointing to the sign-in link, refuses even the right password, and lets it in after the window', async () => {
      const body = patientPayload();
      await api.register(body);
      const email = String(body.email);
      const ip = '10.0.0.11';

      for (let i = 1; i <= 10; i++) {
        clock.advance(10_000);
        const res = await api.login(uniqueEmail('guess'), `wrong-password-${i}`, false, ip);
        expect(res.statusCode, `attempt ${i}`).toBe(401);
      }

      const blocked = await api.login(email, 'wrong-password-11', false, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
      expect(blocked.json().message).toMatch(/try again in \d+ minutes?, or use “Email me a sign-in link”/);

      const rightPassword = await api.login(email, PASSWORD, false, ip);
      expect(rightPassword.statusCode).toBe(429);
      expect(rightPassword.json()).not.toHaveProperty('data');

      // The first failure leaves the 15-minute window.
      clock.advance(15 * MINUTE - 9 * 10_000);
      const later = await api.login(email, PASSWORD, false, ip);
      expect(later.statusCode).toBe(200);
      expect(later.json().data.access_token).toEqual(expect.any(String));
    });

    it('says how long the wait is: 15 minutes right after the 10th failure', async () => {
      for (let i = 0; i < 10; i++) await api.login(uniqueEmail('guess'), 'nope-nope', false, '10.0.0.12');
      const blocked = await api.login(uniqueEmail('guess'), PASSWORD, false, '10.0.0.12');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(
        `Too many failed sign-in attempts. Please try again in 15 minutes, ${LINK_HINT}`,
      );
    });

    it('blocks an address that fails on many accounts, but not other addresses', async () => {
      const body = patientPayload();
      await api.register(body);
      const guesser = '10.0.0.13';
      for (let i = 0; i < 10; i++) await api.login(uniqueEmail('guess'), 'guess-guess', false, guesser);

      expect((await api.login(String(body.email), PASSWORD, false, guesser)).statusCode).toBe(429);
      expect((await api.login(String(body.email), PASSWORD, false, '10.0.0.14')).statusCode).toBe(200);
    });

    it('does not count successful sign-ins', async () => {
      const body = donorPayload();
      await api.register(body);
      for (let i = 0; i < 12; i++) {
        expect((await api.login(String(body.email), PASSWORD, false, '10.0.0.15')).statusCode).toBe(200);
      }
    });

    it('slows one account from one address with growing delays after 5 failures; a right password starts over', async () => {
      const body = donorPayload();
      await api.register(body);
      const email = String(body.email);
      const ip = '10.0.0.16';
      for (let i = 1; i <= 5; i++) expect((await api.login(email, `wrong-${i}`, false, ip)).statusCode).toBe(401);

      const sixth = await api.login(email, 'wrong-6', false, ip);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe(`Too many failed sign-in attempts. Please try again in a minute, ${LINK_HINT}`);
      // Another address is not slowed by this one.
      expect((await api.login(email, PASSWORD, false, '10.0.0.17')).statusCode).toBe(200);

      clock.advance(MINUTE);
      expect((await api.login(email, 'wrong-6', false, ip)).statusCode).toBe(401);
      // The next try waits twice as long: 2 minutes.
      clock.advance(MINUTE);
      expect((await api.login(email, 'wrong-7', false, ip)).statusCode).toBe(429);
      clock.advance(MINUTE);
      expect((await api.login(email, PASSWORD, false, ip)).statusCode).toBe(200);

      // The right password reset the delays: the next tries are free again (up to the address's own limit of 10).
      for (let i = 1; i <= 4; i++) expect((await api.login(email, `again-${i}`, false, ip)).statusCode).toBe(401);
    });

    it('cannot be turned against the owner: failures from 30 other addresses leave the owner free to sign in', async () => {
      const body = patientPayload();
      await api.register(body);
      const email = String(body.email);
      for (let i = 1; i <= 30; i++) {
        const res = await api.login(email, `attacker-guess-${i}`, false, `10.9.0.${i}`);
        expect(res.statusCode, `attacker address ${i}`).toBe(401);
      }
      const owner = await api.login(email, PASSWORD, false, '10.0.0.18');
      expect(owner.statusCode).toBe(200);
      expect(owner.json().data.user.email).toBe(email);
    });

    it('takes the attempt before checking the password: 60 simultaneous wrong guesses on one account check at most 5', async () => {
      const body = patientPayload();
      await api.register(body);
      passwordChecks.count = 0;
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => api.login(String(body.email), `parallel-${i}`, false, '10.0.0.19')),
      );
      expect(passwordChecks.count).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(passwordChecks.count);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(60 - passwordChecks.count);
    });

    it('60 simultaneous wrong guesses over 60 accounts from one address check at most 10 passwords', async () => {
      passwordChecks.count = 0;
      const answers = await Promise.all(
        Array.from({ length: 60 }, () => api.login(uniqueEmail('parallel'), 'guess-guess', false, '10.0.0.20')),
      );
      expect(passwordChecks.count).toBeLessThanOrEqual(10);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(60 - passwordChecks.count);
    });
  });

  describe('endpoints that send e-mail (per IP within 15 minutes)', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ limits: { mailingRequestsPer15Min: 2 }, runWorker: false });
    });
    afterAll(async () => {
      await t?.close();
    });

    const forgot = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: uniqueEmail('forgot') },
        remoteAddress,
      });

    it('answers the third forgot-password from one address with 429, while another address is served', async () => {
      expect((await forgot('10.0.1.1')).statusCode).toBe(200);
      expect((await forgot('10.0.1.1')).statusCode).toBe(200);

      const third = await forgot('10.0.1.1');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
      expect(third.json().message).toMatch(/try again in/);

      expect((await forgot('10.0.1.2')).statusCode).toBe(200);
    });

    it('limits registrations per address the same way', async () => {
      const register = (remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/register', payload: donorPayload(), remoteAddress });
      expect((await register('10.0.2.1')).statusCode).toBe(201);
      expect((await register('10.0.2.1')).statusCode).toBe(201);
      const third = await register('10.0.2.1');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/try again in/);
    });
  });
});
