import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMail, notifications, outbox } from '../../src/db/schema/index.ts';
import { ALERT_EMAIL_TOPIC } from '../../src/outbox/topics.ts';
import { networkApi, north, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

describe('SOS widening', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  const clock = createTestClock();
  let patient: Person;
  let at10: Person;
  let at20: Person;
  let at40: Person;
  let at80: Person;

  beforeAll(async () => {
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
    patient = await net.patient('A+');
    at10 = await net.donor('A+', north(10));
    at20 = await net.donor('O+', north(20));
    at40 = await net.donor('A-', north(40));
    at80 = await net.donor('A+', north(80));
  });
  afterAll(async () => {
    await t.close();
  });

  const step = async () => {
    await t.app.scheduler.tick();
    await t.app.outbox.drain();
    await net.renew(patient, at10, at20, at40, at80);
  };

  it('widens to 25 km and then 50 km while nobody accepts, alerting only new donors and telling the patient', async () => {
    const id = (await net.sos(patient)).json().data.request_id as string;
    await step();
    expect(await net.alertedFor(at10, id)).toHaveLength(1);
    expect(await net.alertedFor(at20, id)).toHaveLength(0);

    clock.advance(FIVE_MINUTES - 1000);
    await step();
    const d15 = await net.detail(patient, id);
    expect(d15.statusCode, d15.body).toBe(200);
    expect(d15.json().data.search_radius_km).toBe(15);

    clock.advance(1000);
    await step();
    let detail = (await net.detail(patient, id)).json().data;
    expect(detail.search_radius_km).toBe(25);
    expect(await net.alertedFor(at20, id)).toHaveLength(1);
    expect(await net.alertedFor(at40, id)).toHaveLength(0);
    expect(await net.alertedFor(at10, id)).toHaveLength(1); // not alerted twice

    clock.advance(FIVE_MINUTES);
    await step();
    detail = (await net.detail(patient, id)).json().data;
    expect(detail.search_radius_km).toBe(50);
    expect(detail.reach.next_widen_at).toBeNull();
    expect(await net.alertedFor(at40, id)).toHaveLength(1);
    expect(await net.alertedFor(at80, id)).toHaveLength(0);
    expect(detail.reach.donors_alerted).toBe(3);
    expect(detail.timeline.map((e: { type: string }) => e.type)).toEqual([
      'created',
      'search',
      'widened',
      'search',
      'widened',
      'search',
    ]);

    const told = (await net.alerts(patient)).filter((n) => n.kind === 'search_widened' && n.request_id === id);
    expect(told).toHaveLength(2);

    clock.advance(FIVE_MINUTES);
    await step();
    expect((await net.detail(patient, id)).json().data.search_radius_km).toBe(50);
  });

  it('stops widening once a donor accepts', async () => {
    const id = (await net.sos(patient)).json().data.request_id as string;
    await step();
    expect((await net.respond(at10, id, 'accept')).statusCode).toBe(200);
    clock.advance(FIVE_MINUTES * 3);
    await step();
    const detail = (await net.detail(patient, id)).json().data;
    expect(detail.search_radius_km).toBe(15);
    expect(await net.alertedFor(at20, id)).toHaveLength(0);
  });
});

describe('fan-out interrupted by a restart', () => {
  it('finishes after the restart with every donor alerted exactly once', async () => {
    const clock = createTestClock();
    let crash = true;
    const first = await createTestApp({
      clock,
      limits: RELAXED_LIMITS,
      runWorker: false,
      fanoutBatchSize: 2,
      afterFanoutBatch: () => {
        if (crash) throw new Error('simulated crash after the first batch');
      },
    });
    const net1 = networkApi(first.app);
    const patient = await net1.patient('O+');
    const donors: Person[] = [];
    for (let km = 1; km <= 5; km++) donors.push(await net1.donor('O+', north(km)));
    const id = (await net1.sos(patient)).json().data.request_id as string;

    await first.app.outbox.drain();
    const alertsAfterCrash = await first.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.request_id, id), eq(notifications.kind, 'request_alert')));
    expect(alertsAfterCrash).toHaveLength(2); // the first batch committed, then the process "died"

    // Restart: a new application on the same database; in-memory state is gone.
    crash = false;
    await first.app.close();
    const second = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false, database: first.database });
    clock.advance(60_000);
    await second.app.outbox.start();
    await second.app.outbox.drain();
    await second.app.outbox.stop();

    const net2 = networkApi(second.app);
    for (const donor of donors) expect(await net2.alertedFor(donor, id), donor.name).toHaveLength(1);
    // One e-mail item per donor, rendered and sent when the outbox delivered it (the fan-out only queued ids).
    const emails = await second.database.db.select().from(outbox).where(eq(outbox.topic, ALERT_EMAIL_TOPIC));
    const alertEmails = emails.filter((e) => e.dedupe_key?.startsWith('alert-email:'));
    expect(alertEmails).toHaveLength(5);
    expect(alertEmails.every((e) => e.status === 'done')).toBe(true);
    const sent = await second.database.db.select().from(devMail);
    for (const donor of donors) {
      expect(sent.filter((m) => m.to_address === donor.email && m.subject.startsWith('SOS:'))).toHaveLength(1);
    }
    const fanout = await second.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupe_key, `fanout:${id}:15`));
    expect(fanout[0]?.status).toBe('done');
    const detail = (await net2.detail(patient, id)).json().data;
    expect(detail.reach.donors_alerted).toBe(5);
    await second.close();
  });
});
