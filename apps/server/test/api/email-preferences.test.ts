import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../src/db/schema/index.ts';
import { bearer } from '../support/accounts.ts';
import { CENTRE, GROUP, networkApi, north, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

describe('e-mail preferences: SOS alerts always e-mailed, other alerts with email_alerts, notices with email_notices', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;

  const put = (who: Person, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(who.accessToken), payload });
  const profile = async (who: Person) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(who.accessToken) })).json().data;
  /** Alert e-mails queued for this person, by the notices they tell of (a delivered item keeps no payload). */
  const alertMailsTo = async (who: Person) => {
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.user_id, who.userId));
    const urgencyOf = new Map(notices.map((n) => [`alert-email:${n.notification_id}`, n.request_urgency]));
    const items = await t.database.db.select().from(outbox).where(like(outbox.dedupe_key, 'alert-email:%'));
    return items
      .filter((item) => urgencyOf.has(item.dedupe_key ?? ''))
      .map((item) => urgencyOf.get(item.dedupe_key ?? ''));
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: createTestClock(), limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('both preferences show in the profile, default on, and each role may change only its own', async () => {
    const donor = await net.donor('A+', null);
    expect(await profile(donor)).toMatchObject({ email_alerts: true, email_notices: true });
    const res = await put(donor, { email_alerts: false, email_notices: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email_alerts: false, email_notices: false });
    const patient = await net.patient('A+');
    expect((await put(patient, { email_notices: false })).json().data).toMatchObject({
      email_alerts: null,
      email_notices: false,
    });
    expect((await put(patient, { email_alerts: true })).statusCode).toBe(400);
    expect((await put(donor, { email_alerts: 'yes' })).json().message).toContain('email_alerts must be true or false');
  });

  it('a donor with e-mail alerts off gets the SOS e-mail but not an Urgent request’s; one with them on gets both', async () => {
    const patient = await net.patient('O+');
    const off = await net.donor('O+', north(3));
    const on = await net.donor('O+', north(4));
    expect((await put(off, { email_alerts: false })).statusCode).toBe(200);

    const urgent = await net.createRequest(patient, {
      blood_group_id: GROUP['O+'],
      component_id: 1,
      units_required: 1,
      urgency: 'Urgent',
      ...CENTRE,
    });
    expect(urgent.statusCode).toBe(201);
    await t.app.outbox.drain();
    expect(await net.alertedFor(off, urgent.json().data.request_id)).toHaveLength(1); // the notice still comes
    expect(await alertMailsTo(off)).toEqual([]);
    expect(await alertMailsTo(on)).toEqual(['Urgent']);

    const sos = await net.sos(patient, CENTRE);
    expect(sos.statusCode).toBe(201);
    await t.app.outbox.drain();
    expect(await alertMailsTo(off)).toEqual(['SOS']);
    expect((await alertMailsTo(on)).sort()).toEqual(['SOS', 'Urgent']);
  });
});
