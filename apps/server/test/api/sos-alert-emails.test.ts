import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests, devMail, donors, notifications, outbox } from '../../src/db/schema/index.ts';
import { queueAlertEmails } from '../../src/features/requests/sos-alert.repository.ts';
import { ALERT_EMAIL_TOPIC } from '../../src/outbox/topics.ts';
import { networkApi, north, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

/**
 * The alert e-mails are queued after the fan-out's last batch (sos-fanout.job.ts), from the request's notices, so
 * no alert waits for them and a donor alerted by a run that died before its e-mails were queued still gets one,
 * exactly once.
 */
let t: TestApp;
let net: ReturnType<typeof networkApi>;
const clock = createTestClock();
/** What the test seam does after each committed batch of the running fan-out. */
let afterBatch: (requestId: string) => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  t = await createTestApp({
    clock,
    limits: RELAXED_LIMITS,
    runWorker: false,
    fanoutBatchSize: 2,
    afterFanoutBatch: (requestId) => afterBatch(requestId),
  });
  net = networkApi(t.app);
});
afterAll(async () => {
  afterBatch = () => Promise.resolve();
  await t.close();
});

/** The alert e-mail items queued for this request's notices. */
const alertEmailItems = (requestId: string) =>
  t.database.db
    .select({ dedupe_key: outbox.dedupe_key, status: outbox.status })
    .from(outbox)
    .innerJoin(notifications, sql`${outbox.dedupe_key} = 'alert-email:' || ${notifications.notification_id}::text`)
    .where(and(eq(outbox.topic, ALERT_EMAIL_TOPIC), eq(notifications.request_id, requestId)));

/** An SOS from a new patient with `count` new donors 1..count km north of it; the request and its donors. */
async function sosWithDonors(count: number): Promise<{ requestId: string; donorsOf: Person[] }> {
  // Donors of the earlier tests are out of reach, so each SOS alerts only its own.
  await t.database.db.update(donors).set({ is_available_for_sos: false });
  const patient = await net.patient('AB+');
  const donorsOf: Person[] = [];
  for (let km = 1; km <= count; km++) donorsOf.push(await net.donor('AB+', north(km / 10)));
  const requestId = (await net.sos(patient)).json().data.request_id as string;
  return { requestId, donorsOf };
}

describe('alert e-mails of an SOS fan-out', () => {
  it('queues no e-mail while the alerts are written, and every one after the last batch', async () => {
    const { requestId, donorsOf } = await sosWithDonors(5);
    const seenDuringBatches: number[] = [];
    afterBatch = async (id) => {
      if (id === requestId) seenDuringBatches.push((await alertEmailItems(requestId)).length);
    };
    await t.app.outbox.drain();
    afterBatch = () => Promise.resolve();

    expect(seenDuringBatches).toEqual([0, 0, 0]); // three batches of 2, 2 and 1 donors
    expect(await alertEmailItems(requestId)).toHaveLength(donorsOf.length);
  });

  it('a run that dies after its last batch: the re-run alerts nobody again and queues each e-mail once', async () => {
    const { requestId, donorsOf } = await sosWithDonors(3);
    let batches = 0;
    afterBatch = (id) => {
      if (id === requestId && ++batches === 2) return Promise.reject(new Error('simulated crash after the last batch'));
      return Promise.resolve();
    };
    await t.app.outbox.drain();
    expect(batches).toBe(2);
    for (const donor of donorsOf) expect(await net.alertedFor(donor, requestId), donor.name).toHaveLength(1);
    expect(await alertEmailItems(requestId)).toHaveLength(0);

    clock.advance(60_000);
    await t.app.outbox.drain();
    await t.app.outbox.drain();
    expect(batches).toBe(2); // the re-run found nobody left to alert
    for (const donor of donorsOf) expect(await net.alertedFor(donor, requestId), donor.name).toHaveLength(1);
    const items = await alertEmailItems(requestId);
    expect(items).toHaveLength(donorsOf.length);
    expect(items.every((i) => i.status === 'done')).toBe(true);
    const sent = await t.database.db.select().from(devMail);
    for (const donor of donorsOf) {
      expect(sent.filter((m) => m.to_address === donor.email && m.subject.startsWith('SOS:'))).toHaveLength(1);
    }
    afterBatch = () => Promise.resolve();
  });
});

describe('alert e-mails of a request closed during its fan-out', () => {
  it('queues none: the donors are not mailed for a request that no longer needs them', async () => {
    const { requestId } = await sosWithDonors(3);
    afterBatch = async (id) => {
      if (id !== requestId) return;
      await t.database.db
        .update(bloodRequests)
        .set({ status: 'Cancelled' })
        .where(eq(bloodRequests.request_id, requestId));
    };
    await t.app.outbox.drain();
    afterBatch = () => Promise.resolve();
    expect(await alertEmailItems(requestId)).toHaveLength(0);
  });
});

describe('queueAlertEmails', () => {
  it('pages through every notice, skips donors without e-mail alerts unless everyone is mailed, never twice', async () => {
    const { requestId, donorsOf } = await sosWithDonors(5);
    await t.app.outbox.drain();
    const { db } = t.database;
    await db.delete(outbox).where(like(outbox.dedupe_key, 'alert-email:%'));
    await db.update(donors).set({ email_alerts: false }).where(eq(donors.donor_id, donorsOf[0]!.userId));
    const notice = { request_id: requestId, dedupe_key: `alert:${requestId}` };

    const walk = async (emailEveryone: boolean) => {
      let queued = 0;
      let pages = 0;
      for (let after: string | null = null; ; pages++) {
        const page = await queueAlertEmails(db, notice, { at: clock.now(), emailEveryone, after, limit: 2 });
        queued += page.queued;
        if (page.last === null) return { queued, pages };
        after = page.last;
      }
    };
    expect(await walk(false)).toEqual({ queued: 4, pages: 3 });
    expect(await walk(false)).toEqual({ queued: 0, pages: 3 });
    expect(await walk(true)).toEqual({ queued: 1, pages: 3 });
    expect(await walk(true)).toEqual({ queued: 0, pages: 3 });
    expect(await alertEmailItems(requestId)).toHaveLength(5);
  });
});
