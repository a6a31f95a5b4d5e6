import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../src/db/schema/index.ts';
import { createNotificationsRepository } from '../../src/features/notifications/notifications.repository.ts';
import { createNotificationsService } from '../../src/features/notifications/notifications.service.ts';
import { createRequestsRepository, type RequestsRepository } from '../../src/features/requests/requests.repository.ts';
import { createSosFanout } from '../../src/features/requests/sos-fanout.job.ts';
import { ALERT_EMAIL_TOPIC, FANOUT_TOPIC } from '../../src/outbox/topics.ts';
import { createHub, type LiveEvent } from '../../src/realtime/hub.ts';
import { networkApi, north, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

/**
 * A batch written as two transactions at once (PostgreSQL's shape, sos-fanout.job.ts) where one fails: the donors
 * the other one alerted still hear live at once (the retry skips them, being alerted) and have their e-mails
 * queued at once (a retry may never succeed), and the retry alerts the rest. Every donor ends with one alert, one
 * live event and one e-mail.
 */
describe('a fan-out lane that fails', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  const clock = createTestClock();

  beforeAll(async () => {
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Runs the request's fan-out item once, with `repo` writing and every live event handed over kept. */
  async function runFanout(requestId: string, repo: RequestsRepository, delivered: LiveEvent[]) {
    const { db } = t.database;
    const hub = createHub();
    const sos = createSosFanout({
      repo,
      notifications: createNotificationsService({ repo: createNotificationsRepository(db), clock, hub }),
      clock,
      hub: { ...hub, deliver: (events: LiveEvent[]) => delivered.push(...events) },
      onQueued: () => undefined,
      alertsPerPatientPerDonorPerDay: 100,
      fanoutBatchSize: 12,
      fanoutLanes: 2,
      databaseKind: t.database.kind,
    });
    const [item] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, FANOUT_TOPIC), eq(outbox.dedupe_key, `fanout:${requestId}:15`)));
    await sos.outboxHandlers[FANOUT_TOPIC]({ request_id: requestId, radius_km: 15 }, item!);
  }

  /** The alert e-mail items queued for these donors' notices of the request, by donor. */
  async function emailsQueued(requestId: string, donorIds: string[]) {
    const notices = await t.database.db
      .select({ id: notifications.notification_id, user_id: notifications.user_id })
      .from(notifications)
      .where(and(eq(notifications.request_id, requestId), inArray(notifications.user_id, donorIds)));
    const keys = notices.map((n) => `alert-email:${n.id}`);
    const items = keys.length
      ? await t.database.db
          .select({ key: outbox.dedupe_key })
          .from(outbox)
          .where(and(eq(outbox.topic, ALERT_EMAIL_TOPIC), inArray(outbox.dedupe_key, keys)))
      : [];
    const donorOf = new Map(notices.map((n) => [`alert-email:${n.id}`, n.user_id]));
    return items.map((item) => donorOf.get(item.key!)!).sort();
  }

  it("hands the committed lane's alerts to the streams, and the retry alerts the others once", async () => {
    const patient = await net.patient('O+');
    const donors: Person[] = [];
    for (let km = 1; km <= 10; km++) donors.push(await net.donor('O+', north(km / 2)));
    const requestId = (await net.sos(patient)).json().data.request_id as string;
    const ours = new Set(donors.map((d) => d.userId));
    const alertEvents = (events: LiveEvent[]) => events.filter((e) => e.type === 'notification' && ours.has(e.user_id));

    // The second lane's transaction fails before it writes; the first commits.
    const real = createRequestsRepository(t.database.db);
    let calls = 0;
    const failing: RequestsRepository = {
      ...real,
      transaction: ((work: Parameters<RequestsRepository['transaction']>[0]) =>
        ++calls === 2
          ? Promise.reject(new Error('lane lost'))
          : real.transaction(work)) as RequestsRepository['transaction'],
    };
    const first: LiveEvent[] = [];
    await expect(runFanout(requestId, failing, first)).rejects.toThrow('lane lost');
    const heardFirst = alertEvents(first).map((e) => e.user_id);
    const alertedFirst = await t.database.db
      .select({ user_id: notifications.user_id })
      .from(notifications)
      .where(and(eq(notifications.request_id, requestId), inArray(notifications.user_id, [...ours])));
    expect(alertedFirst.length).toBeGreaterThan(0);
    expect(alertedFirst.length).toBeLessThan(donors.length);
    expect(new Set(heardFirst)).toEqual(new Set(alertedFirst.map((a) => a.user_id)));
    expect(await emailsQueued(requestId, [...ours])).toEqual(alertedFirst.map((a) => a.user_id).sort());

    const retry: LiveEvent[] = [];
    await runFanout(requestId, real, retry);
    const heard = [...heardFirst, ...alertEvents(retry).map((e) => e.user_id)];
    expect(heard.sort()).toEqual([...ours].sort());
    const alerts = await t.database.db
      .select({ user_id: notifications.user_id })
      .from(notifications)
      .where(and(eq(notifications.request_id, requestId), inArray(notifications.user_id, [...ours])));
    expect(alerts.map((a) => a.user_id).sort()).toEqual([...ours].sort());
    expect(await emailsQueued(requestId, [...ours])).toEqual([...ours].sort());
  });
});
