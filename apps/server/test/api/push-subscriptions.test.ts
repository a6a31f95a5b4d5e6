import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES } from '@raktsetu/shared';
import { pushSubscriptions } from '../../src/db/schema/index.ts';
import { bearer } from '../support/accounts.ts';
import { networkApi, north, type Person } from '../support/network.ts';
import { startPushService, type TestDevice, type TestPushService } from '../support/push-service.ts';
import { RELAXED_LIMITS, createTestApp, type TestApp } from '../support/test-app.ts';

describe('push subscriptions', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  let pushService: TestPushService;
  let donor: Person;
  let patient: Person;
  let farDonor: Person;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp({ limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
    donor = await net.donor('O+', north(2));
    patient = await net.patient('B+');
    farDonor = await net.donor('A+', north(300));
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  const subscribe = (who: Person | null, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: who ? bearer(who.accessToken) : {},
      payload: body as Record<string, unknown>,
    });
  const unsubscribe = (who: Person | null, endpoint: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`,
      headers: who ? bearer(who.accessToken) : {},
    });
  const status = (who: Person | null, endpoint: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/push/subscriptions/status?endpoint=${encodeURIComponent(endpoint)}`,
      headers: who ? bearer(who.accessToken) : {},
    });
  const rowsFor = (device: TestDevice) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));

  it('gives the VAPID public key (65 bytes) to anyone signed in, and refuses a stranger', async () => {
    const res = await net.get(donor, '/api/push/public-key');
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.json().data.public_key, 'base64url')).toHaveLength(65);
    expect((await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).statusCode).toBe(401);
  });

  it('refuses a stranger (no token) on every push route, and saves nothing', async () => {
    const device = pushService.newDevice();
    expect((await subscribe(null, device.json)).statusCode).toBe(401);
    expect((await unsubscribe(null, device.endpoint)).statusCode).toBe(401);
    expect((await status(null, device.endpoint)).statusCode).toBe(401);
    expect(await rowsFor(device)).toHaveLength(0);
  });

  it('turns push on for a device, says so in the status, and off again', async () => {
    const device = pushService.newDevice();
    const on = await subscribe(donor, device.json);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ message: 'Notifications are on for this device.', data: { subscribed: true } });
    expect((await status(donor, device.endpoint)).json().data.subscribed).toBe(true);
    const [row] = await rowsFor(device);
    expect(row).toMatchObject({ user_id: donor.userId, p256dh: device.json.keys.p256dh, auth: device.json.keys.auth });

    const off = await unsubscribe(donor, device.endpoint);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.subscribed).toBe(false);
    expect(await rowsFor(device)).toHaveLength(0);
  });

  it('never lets another patient or a donor elsewhere read or delete a subscription', async () => {
    const device = pushService.newDevice();
    expect((await subscribe(donor, device.json)).statusCode).toBe(200);
    for (const other of [patient, farDonor]) {
      const seen = await status(other, device.endpoint);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data).toEqual({ subscribed: false, devices: 0 }); // as if it did not exist
      const removed = await unsubscribe(other, device.endpoint);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.subscribed).toBe(false);
    }
    expect(await rowsFor(device)).toHaveLength(1);
    expect((await status(donor, device.endpoint)).json().data.subscribed).toBe(true);
  });

  it('moves an endpoint to the person who subscribes it last (the device changed hands)', async () => {
    const device = pushService.newDevice();
    expect((await subscribe(donor, device.json)).statusCode).toBe(200);
    expect((await subscribe(patient, device.json)).statusCode).toBe(200);
    const rows = await rowsFor(device);
    expect(rows.map((r) => r.user_id)).toEqual([patient.userId]);
    expect((await status(donor, device.endpoint)).json().data.subscribed).toBe(false);
    expect((await status(patient, device.endpoint)).json().data.subscribed).toBe(true);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices a person, replacing the one subscribed longest ago`, async () => {
    const person = await net.donor('B+', north(5));
    const devices = Array.from({ length: MAX_PUSH_DEVICES + 1 }, () => pushService.newDevice());
    for (const device of devices) {
      const res = await subscribe(person, device.json);
      expect(res.statusCode).toBe(200);
    }
    const last = await status(person, devices.at(-1)!.endpoint);
    expect(last.json().data).toEqual({ subscribed: true, devices: MAX_PUSH_DEVICES });
    expect((await status(person, devices[0]!.endpoint)).json().data.subscribed).toBe(false);
    expect((await status(person, devices[1]!.endpoint)).json().data.subscribed).toBe(true);
  });

  it('signing out of all devices (a lost phone) removes every device of that person, and only theirs', async () => {
    const person = await net.donor('AB+', north(6));
    const [lost, kept] = [pushService.newDevice(), pushService.newDevice()];
    const other = pushService.newDevice();
    expect((await subscribe(person, lost.json)).statusCode).toBe(200);
    expect((await subscribe(person, kept.json)).statusCode).toBe(200);
    expect((await subscribe(patient, other.json)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(person.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsFor(lost)).toHaveLength(0);
    expect(await rowsFor(kept)).toHaveLength(0);
    expect(await rowsFor(other)).toHaveLength(1);
  });

  it('refuses bad subscriptions with a clear 400 and saves nothing', async () => {
    const device = pushService.newDevice();
    const cases: Array<[unknown, RegExp]> = [
      [{ ...device.json, endpoint: 'ftp://push.example/x' }, /https:\/\/ address of a browser push service/],
      [{ ...device.json, endpoint: 'https://internal.example/push' }, /not a known browser push service/],
      [{ ...device.json, endpoint: 'https://fcm.googleapis.com.evil.example/x' }, /not a known browser push service/],
      [{ ...device.json, keys: { ...device.json.keys, p256dh: 'abc' } }, /keys.p256dh must be/],
      [{ ...device.json, keys: { ...device.json.keys, auth: 'not base64!!' } }, /keys.auth must be/],
      [{ endpoint: device.endpoint }, /keys/],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe(donor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await rowsFor(device)).toHaveLength(0);
  });

  it('accepts an endpoint of a real push service (Chrome’s FCM)', async () => {
    const device = pushService.newDevice();
    const fcm = { ...device.json, endpoint: `https://fcm.googleapis.com/fcm/send/test-${Date.now()}` };
    const res = await subscribe(patient, fcm);
    expect(res.statusCode, res.body).toBe(200);
  });
});
