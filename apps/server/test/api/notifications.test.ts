import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/accounts.ts';
import { CENTRE, networkApi, north, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

/**
 * One SOS alert followed through its life, in this order: sent and counted unread, listed by status, read, then
 * answered. Each step builds on the one before, so the suite does not shuffle.
 */
describe('notifications', { shuffle: false }, () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  let patient: Person;
  let donor: Person;
  let other: Person;
  let requestId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: createTestClock(), limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
    patient = await net.patient('AB+');
    donor = await net.donor('AB-', north(2));
    other = await net.donor('O-', north(3));
    requestId = (await net.sos(patient, CENTRE)).json().data.request_id;
    await t.app.outbox.drain();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives each alerted donor one notification with the product’s fields, and counts it unread', async () => {
    const res = await net.get(donor, '/api/notifications');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unread_count).toBe(1);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      status: 'Sent',
      blood_group: 'AB+',
      component: 'Whole Blood',
      request_urgency: 'SOS',
      request_id: requestId,
      kind: 'request_alert',
    });
    expect(body.data[0].message).toContain('km from you');
    expect(Date.parse(body.data[0].sent_at)).not.toBeNaN();
  });

  it('GET /api/donors/{id}/notifications filters by status and is the donor’s own only', async () => {
    const sent = await net.get(donor, `/api/donors/${donor.userId}/notifications?status=Sent`);
    expect(sent.json().data).toHaveLength(1);
    const read = await net.get(donor, `/api/donors/${donor.userId}/notifications?status=Read`);
    expect(read.json().data).toHaveLength(0);
    // The unread count is the user's, whatever the filter leaves on the page (an empty one included).
    expect(read.json().unread_count).toBe(1);
    const patientNotices = (await net.get(patient, '/api/notifications')).json();
    expect(patientNotices.unread_count).toBe(
      patientNotices.data.filter((n: { status: string }) => n.status === 'Sent').length,
    );
    const newcomer = (await net.get(await net.patient('B+'), '/api/notifications?status=Sent')).json();
    expect(newcomer).toMatchObject({ data: [], unread_count: 0 });
    expect((await net.get(other, `/api/donors/${donor.userId}/notifications`)).statusCode).toBe(403);
    expect((await net.get(donor, `/api/donors/${donor.userId}/notifications?status=Unknown`)).statusCode).toBe(400);
  });

  it('marks a notification read, only for its owner', async () => {
    const [alert] = (await net.get(donor, '/api/notifications')).json().data;
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${alert.notification_id}/read`,
      headers: bearer(other.accessToken),
    });
    expect(foreign.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${alert.notification_id}/read`,
      headers: bearer(donor.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Read' });
    expect((await net.get(donor, '/api/notifications')).json().unread_count).toBe(0);
    const detail = (await net.detail(patient, requestId)).json().data;
    expect(detail.reach.donors_seen).toBe(1);
  });

  it('tells the patient when a donor accepts, and the alert follows the answer', async () => {
    await net.respond(donor, requestId, 'accept');
    const [alert] = (await net.get(donor, '/api/notifications')).json().data;
    expect(alert.status).toBe('Accepted');
    const patientNotices = (await net.get(patient, '/api/notifications')).json().data;
    expect(patientNotices.map((n: { kind: string }) => n.kind)).toContain('donor_accepted');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
