import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, pushSubscriptions } from '../../src/db/schema/index.ts';
import { enqueue } from '../../src/outbox/outbox.repository.ts';
import { FANOUT_TOPIC } from '../../src/outbox/topics.ts';
import { bearer } from '../support/accounts.ts';
import { CENTRE, GROUP, networkApi, north, type Person } from '../support/network.ts';
import { startPushService, type TestDevice, type TestPushService } from '../support/push-service.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const MINUTE = 60_000;

/** The next 23:30 India time (UTC+5:30) after now: inside the default quiet hours, 22:00–07:00. */
function nextIst2330(): Date {
  const now = Date.now();
  const istMidnightUtc = Math.floor((now + 330 * MINUTE) / 86_400_000) * 86_400_000 - 330 * MINUTE;
  let at = istMidnightUtc + (23 * 60 + 30) * MINUTE;
  if (at <= now) at += 86_400_000;
  return new Date(at);
}

describe('push delivery', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  let pushService: TestPushService;
  // 23:30 IST: a non-SOS notice now waits for 07:00 IST, 7.5 hours later.
  const clock = createTestClock(nextIst2330());
  let patient: Person;
  let donor: Person;
  let phone: TestDevice;
  let laptop: TestDevice;
  let publicKey: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp({
      clock,
      limits: RELAXED_LIMITS,
      runWorker: false,
      env: { LOG_LEVEL: 'debug' },
      logger: undefined,
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    net = networkApi(t.app);
    patient = await net.patient('O+');
    donor = await net.donor('O+', north(3));
    phone = pushService.newDevice();
    laptop = pushService.newDevice();
    for (const device of [phone, laptop]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: bearer(donor.accessToken),
        payload: device.json,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    publicKey = (await net.get(donor, '/api/push/public-key')).json().data.public_key;
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  const pushRows = () => t.database.db.select().from(outbox).where(like(outbox.dedupe_key, 'push:%'));

  it('pushes an SOS at once, even in quiet hours: high urgency, a TTL of minutes, VAPID-signed, readable only by the device', async () => {
    const res = await net.sos(patient, CENTRE);
    expect(res.statusCode, res.body).toBe(201);
    const requestId = res.json().data.request_id as string;
    await t.app.outbox.drain();

    const [alert] = await net.alertedFor(donor, requestId);
    expect(alert).toBeDefined();
    for (const device of [phone, laptop]) {
      const pushes = pushService.to(device);
      expect(pushes).toHaveLength(1);
      const [push] = pushes;
      expect(push!.headers.urgency).toBe('high');
      expect(Number(push!.headers.ttl)).toBe(900); // s: 15 minutes
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
      const notice = (await net.alerts(donor)).find((n) => n.notification_id === alert!.notification_id) as unknown as {
        title: string;
        message: string;
      };
      expect(device.decrypt(push!)).toEqual({
        title: notice.title,
        body: notice.message,
        url: `/app/requests/${requestId}`,
        tag: `request-${requestId}`,
        urgency: 'high',
      });
    }
    // Another device's keys cannot read it.
    expect(() => laptop.decrypt(pushService.to(phone)[0]!)).toThrow();
  });

  it('pushes the patient’s own notices too: a donor accepting their SOS reaches their phone at once, high urgency', async () => {
    const patientPhone = pushService.newDevice();
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(patient.accessToken),
      payload: patientPhone.json,
    });
    expect(on.statusCode).toBe(200);
    const requestId = (await net.sos(patient, CENTRE)).json().data.request_id as string;
    await t.app.outbox.drain();
    expect(pushService.to(patientPhone)).toHaveLength(0); // the patient is not alerted to their own request
    expect((await net.respond(donor, requestId, 'accept')).statusCode).toBe(200);
    await t.app.outbox.drain();
    const [push] = pushService.to(patientPhone);
    expect(push!.headers.urgency).toBe('high');
    expect(Number(push!.headers.ttl)).toBe(60 * 60); // s
    const told = (await net.alerts(patient)).find((n) => n.kind === 'donor_accepted' && n.request_id === requestId) as
      { title: string; message: string } | undefined;
    expect(patientPhone.decrypt(push!)).toEqual({
      title: told!.title,
      body: told!.message,
      url: `/app/requests/${requestId}`,
      tag: `request-${requestId}`,
      urgency: 'high',
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions?endpoint=${encodeURIComponent(patientPhone.endpoint)}`,
      headers: bearer(patient.accessToken),
    });
  });

  it('pushes once per donor and device even when the fan-out runs again', async () => {
    const res = await net.sos(patient, CENTRE);
    const requestId = res.json().data.request_id as string;
    await t.app.outbox.drain();
    const before = pushService.received.length;
    await enqueue(
      t.database.db,
      { topic: FANOUT_TOPIC, payload: { request_id: requestId, radius_km: 15 }, dedupeKey: `rerun:${requestId}` },
      clock.now(),
    );
    await t.app.outbox.drain();
    expect(pushService.received.length).toBe(before);
    const [alert] = await net.alertedFor(donor, requestId);
    const forThisAlert = (await pushRows()).filter((r) => r.dedupe_key!.startsWith(`push:${alert!.notification_id}:`));
    expect(forThisAlert).toHaveLength(2); // phone and laptop
  });

  it('holds a non-SOS notice until the recipient’s quiet hours end (07:00 IST), then pushes it with normal urgency', async () => {
    const res = await net.createRequest(patient, {
      blood_group_id: GROUP['O+'],
      component_id: 1,
      units_required: 1,
      urgency: 'Urgent',
      ...CENTRE,
    });
    expect(res.statusCode, res.body).toBe(201);
    const requestId = res.json().data.request_id as string;
    const before = pushService.to(phone).length;
    await t.app.outbox.drain();
    expect(await net.alertedFor(donor, requestId)).toHaveLength(1); // the notice is in the app at once
    expect(pushService.to(phone)).toHaveLength(before);

    const seven = new Date(clock.now().getTime() + 7.5 * 60 * MINUTE);
    const queued = (await pushRows()).filter((r) => r.status === 'pending');
    expect(queued.map((r) => r.next_attempt_at.toISOString())).toEqual([seven.toISOString(), seven.toISOString()]);

    clock.advance(7.5 * 60 * MINUTE - 1000);
    await t.app.outbox.drain();
    expect(pushService.to(phone)).toHaveLength(before);
    clock.advance(1000);
    await t.app.outbox.drain();
    const pushes = pushService.to(phone);
    expect(pushes).toHaveLength(before + 1);
    const last = pushes.at(-1)!;
    expect(last.headers.urgency).toBe('normal');
    expect(Number(last.headers.ttl)).toBe(6 * 60 * 60); // s
    expect(phone.decrypt(last)).toMatchObject({ url: `/app/requests/${requestId}`, urgency: 'normal' });
    await net.renew(patient, donor);
  });

  it('pushes a non-SOS notice at once outside quiet hours', async () => {
    // 07:00 IST now (the previous test moved the clock): outside the default quiet hours.
    const res = await net.createRequest(patient, {
      blood_group_id: GROUP['O+'],
      component_id: 1,
      units_required: 1,
      urgency: 'Scheduled',
      ...CENTRE,
    });
    expect(res.statusCode, res.body).toBe(201);
    const before = pushService.to(phone).length;
    await t.app.outbox.drain();
    expect(pushService.to(phone)).toHaveLength(before + 1);
  });

  it('deletes a subscription whose push service answers 410 Gone, and keeps the other device', async () => {
    pushService.answer(laptop, 410);
    const res = await net.sos(patient, CENTRE);
    expect(res.statusCode).toBe(201);
    await t.app.outbox.drain();
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, donor.userId));
    expect(left.map((r) => r.endpoint)).toEqual([phone.endpoint]);
  });

  it('retries through the outbox when the push service fails, and the log never names the endpoint', async () => {
    pushService.answer(phone, 500);
    const res = await net.sos(patient, CENTRE);
    const requestId = res.json().data.request_id as string;
    await t.app.outbox.drain();
    const [alert] = await net.alertedFor(donor, requestId);
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(and(like(outbox.dedupe_key, `push:${alert!.notification_id}:%`)));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Error: push service answered 500' });
    pushService.answer(phone, 201);
    clock.advance(5_000);
    await t.app.outbox.drain();
    const [after] = await t.database.db.select().from(outbox).where(eq(outbox.outbox_id, row!.outbox_id));
    expect(after!.status).toBe('done');

    const log = logLines.join('\n');
    expect(log).toMatch(/push sent/);
    for (const device of [phone, laptop]) {
      expect(log).not.toContain(new URL(device.endpoint).pathname);
      expect(log).not.toContain(device.json.keys.p256dh);
      expect(log).not.toContain(device.json.keys.auth);
    }
  });
});
