import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../src/db/schema/index.ts';
import { createRequestsRepository, type RequestsRepository } from '../../src/features/requests/requests.repository.ts';
import { ALERT_EMAIL_TOPIC } from '../../src/outbox/topics.ts';
import type { LiveEvent } from '../../src/realtime/hub.ts';
import { north, type Person } from '../support/network.ts';
import { fanoutRunner, requestsSuite } from '../support/requests-fixtures.ts';

/**
 * A batch written as two transactions at once (PostgreSQL's shape, sos-fanout.job.ts) where one fails: the donors
 * the other one alerted still hear live at once (the retry skips them, being alerted) and have their e-mails
 * queued at once (a retry may never succeed), and the retry alerts the rest. Every donor ends with one alert, one
 * live event and one e-mail.
 */
describe('a fan-out lane that fails', () => {
  const suite = requestsSuite();

  /** Runs the request's fan-out item once, with `repo` writing and every live event handed over kept. */
  const runFanout = (requestId: string, repo: RequestsRepository, delivered: LiveEvent[]) =>
    fanoutRunner(suite, { repo, delivered, batch: 12, lanes: 2 })(requestId);

  /** The alert e-mail items queued for these donors' notices of the request, by donor. */
  async function emailsQueued(requestId: string, donorIds: string[]) {
    const notices = await suite.t.database.db
      .select({ id: notifications.notification_id, user_id: notifications.user_id })
      .from(notifications)
      .where(and(eq(notifications.request_id, requestId), inArray(notifications.user_id, donorIds)));
    const keys = notices.map((n) => `alert-email:${n.id}`);
    const items = keys.length
      ? await suite.t.database.db
          .select({ key: outbox.dedupe_key })
          .from(outbox)
          .where(and(eq(outbox.topic, ALERT_EMAIL_TOPIC), inArray(outbox.dedupe_key, keys)))
      : [];
    const donorOf = new Map(notices.map((n) => [`alert-email:${n.id}`, n.user_id]));
    return items.map((item) => donorOf.get(item.key!)!).sort();
  }

  it("hands the committed lane's alerts to the streams, and the retry alerts the others once", async () => {
    const patient = await suite.net.patient('O+');
    const donors: Person[] = [];
    for (let km = 1; km <= 10; km++) donors.push(await suite.net.donor('O+', north(km / 2)));
    const requestId = (await suite.net.sos(patient)).json().data.request_id as string;
    const ours = new Set(donors.map((d) => d.userId));
    const alertEvents = (events: LiveEvent[]) => events.filter((e) => e.type === 'notification' && ours.has(e.user_id));

    // The second lane's transaction fails before it writes; the first commits.
    const real = createRequestsRepository(suite.t.database.db);
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
    const alertedFirst = await suite.t.database.db
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
    const alerts = await suite.t.database.db
      .select({ user_id: notifications.user_id })
      .from(notifications)
      .where(and(eq(notifications.request_id, requestId), inArray(notifications.user_id, [...ours])));
    expect(alerts.map((a) => a.user_id).sort()).toEqual([...ours].sort());
    expect(await emailsQueued(requestId, [...ours])).toEqual([...ours].sort());
  });
});
