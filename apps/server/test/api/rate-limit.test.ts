import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, accountApi, donorPayload, patientPayload, uniqueEmail } from '../support/accounts.ts';
import { createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const MINUTE = 60 * 1000;

/** The abuse limits of the auth endpoints, with the product's real limits for failed sign-ins. */
describe('rate limits', () => {
  describe('failed sign-ins (10 within 15 minutes)', () => {
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

    it('blocks the 11th attempt with 429 saying when to retry, refuses even the right password, and lets it in after the window', async () => {
      const body = patientPayload();
      await api.register(body);
      const email = String(body.email);
      const ip = '10.0.0.11';

      for (let i = 1; i <= 10; i++) {
        clock.advance(10_000);
        const res = await api.login(email, `wrong-password-${i}`, false, ip);
        expect(res.statusCode, `attempt ${i}`).toBe(401);
      }

      const blocked = await api.login(email, 'wrong-password-11', false, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
      expect(blocked.json().message).toMatch(/try again in \d+ minutes?/);

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
      const body = donorPayload();
      await api.register(body);
      for (let i = 0; i < 10; i++) await api.login(String(body.email), 'nope-nope', false, '10.0.0.12');
      const blocked = await api.login(String(body.email), PASSWORD, false, '10.0.0.12');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
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
