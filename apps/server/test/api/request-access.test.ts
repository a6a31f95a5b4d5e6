import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests, notifications, requestResponses } from '../../src/db/schema/index.ts';
import { CENTRE, networkApi, north, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
/** Pune is about 120 km from the centre in Mumbai; Delhi is about 1,150 km. */
const DELHI = { latitude: 28.6139, longitude: 77.209 };

/**
 * Who may open and answer a request: the owner; donors who were alerted, or could be alerted now (compatible,
 * eligible, available, within the current search radius); donors who answered. Everyone else is refused, and
 * a refused answer changes nothing — above all, it does not stop an SOS from widening.
 *
 * One SOS is followed through its life, in this order: searching 15 km, widened to 25 km, then closed. Each step
 * builds on the one before, so the suite does not shuffle.
 */
describe('who may see and answer a request', { shuffle: false }, () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  const clock = createTestClock();
  let patient: Person;
  let otherPatient: Person;
  let alerted: Person; // B+ 3 km, alerted at 15 km
  let at20: Person; // B+ 20 km: outside 15 km, inside 25 km
  let farAway: Person; // B+ in Delhi
  let offDuty: Person; // B+ 4 km, "Available for SOS" off
  let incompatible: Person; // A+ 2 km
  let requestId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
    patient = await net.patient('B+', { full_name: 'Kavya Iyer' });
    otherPatient = await net.patient('B+');
    alerted = await net.donor('B+', north(3));
    at20 = await net.donor('B+', north(20));
    farAway = await net.donor('B+', DELHI);
    offDuty = await net.donor('B+', north(4), { is_available_for_sos: false });
    incompatible = await net.donor('A+', north(2));
    requestId = (await net.sos(patient, CENTRE)).json().data.request_id;
    await t.app.outbox.drain();
  });
  afterAll(async () => {
    await t.close();
  });

  const requestRow = async () =>
    (await t.database.db.select().from(bloodRequests).where(eq(bloodRequests.request_id, requestId)))[0]!;

  it('refuses an answer from a donor far away with a clear 403, and nothing changes: no answer, no notice, the SOS keeps widening', async () => {
    const before = await requestRow();
    const res = await net.respond(farAway, requestId, 'accept');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/km from your saved location, outside its current search area of 15 km/);
    expect(res.body).not.toContain('Kavya Iyer');
    expect(res.body).not.toContain('98765');

    const after = await requestRow();
    expect(after.status).toBe('Open');
    expect(after.next_widen_at).toEqual(before.next_widen_at);
    const answers = await t.database.db
      .select()
      .from(requestResponses)
      .where(eq(requestResponses.request_id, requestId));
    expect(answers).toHaveLength(0);
    const patientNotices = (await net.alerts(patient)).filter((n) => n.kind === 'donor_accepted');
    expect(patientNotices).toHaveLength(0);
  });

  it('refuses a donor just outside the current radius, an unavailable donor and an incompatible one, each saying why', async () => {
    const outside = await net.respond(at20, requestId, 'decline');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toContain('outside its current search area of 15 km');

    const off = await net.respond(offDuty, requestId, 'accept');
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toContain('Available for SOS');

    const wrongGroup = await net.respond(incompatible, requestId, 'accept');
    expect(wrongGroup.statusCode).toBe(403);
    expect(wrongGroup.json().message).toContain('blood group');
  });

  it('hides the request from another patient and from donors it cannot reach (404), and shows it to the owner and the alerted donor', async () => {
    for (const stranger of [otherPatient, farAway, at20, offDuty, incompatible]) {
      const res = await net.detail(stranger, requestId);
      expect(res.statusCode, stranger.name).toBe(404);
      expect(res.body).not.toContain('Kavya');
    }
    expect((await net.detail(patient, requestId)).statusCode).toBe(200);
    const view = await net.detail(alerted, requestId);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.can_respond).toBe(true);
  });

  it('a donor who registers nearby after the alerts went out may open and answer it (they could be alerted now)', async () => {
    const newcomer = await net.donor('O-', north(5));
    const view = await net.detail(newcomer, requestId);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.can_respond).toBe(true);
    const listed = (await net.get(newcomer, '/api/requests'))
      .json()
      .data.map((r: { request_id: string }) => r.request_id);
    expect(listed).toContain(requestId);
    expect((await net.respond(newcomer, requestId, 'decline')).statusCode).toBe(200);
    // Having answered, they can still open it.
    expect((await net.detail(newcomer, requestId)).statusCode).toBe(200);
  });

  it('lists for a donor only what they may see: nothing beyond the current radius, nothing while unavailable', async () => {
    const ids = async (who: Person) =>
      (await net.get(who, '/api/requests')).json().data.map((r: { request_id: string }) => r.request_id);
    expect(await ids(at20)).not.toContain(requestId);
    expect(await ids(offDuty)).not.toContain(requestId);
    expect(await ids(alerted)).toContain(requestId);
  });

  it('once the SOS widens to 25 km the donor at 20 km is alerted and may answer; an alerted donor may answer even after switching off', async () => {
    clock.advance(FIVE_MINUTES);
    await t.app.scheduler.tick();
    await t.app.outbox.drain();
    await net.renew(patient, at20, alerted, farAway);
    expect((await requestRow()).search_radius_km).toBe(25);
    expect((await net.detail(at20, requestId)).statusCode).toBe(200);

    // The donor alerted at 15 km turns "Available for SOS" off, and may still say no to what they were asked.
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/donors/${alerted.userId}/settings`,
      headers: { authorization: `Bearer ${alerted.accessToken}` },
      payload: { is_available_for_sos: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await net.respond(alerted, requestId, 'decline')).statusCode).toBe(200);

    const accept = await net.respond(at20, requestId, 'accept');
    expect(accept.statusCode).toBe(200);
    expect(accept.json().data.patient_contact).toMatchObject({ full_name: 'Kavya Iyer' });
    const row = await requestRow();
    expect(row.status).toBe('In Progress');
    expect(row.next_widen_at).toBeNull();
    // Still nothing for the donor far away.
    expect((await net.respond(farAway, requestId, 'accept')).statusCode).toBe(403);
    expect((await net.detail(farAway, requestId)).statusCode).toBe(404);
  });

  it('keeps a closed request visible to those who were part of it, and no one else', async () => {
    const closed = await net.setStatus(patient, requestId, { status: 'Fulfilled', donor_ids: [at20.userId] });
    expect(closed.statusCode).toBe(200);
    await net.renew(at20, otherPatient);
    expect((await net.detail(at20, requestId)).statusCode).toBe(200);
    expect((await net.detail(otherPatient, requestId)).statusCode).toBe(404);
    const alerts = await t.database.db.select().from(notifications).where(eq(notifications.request_id, requestId));
    expect(alerts.length).toBeGreaterThan(0);
  });
});
