import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index.ts';
import { CENTRE, networkApi, north, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

/**
 * A notice about a request carries that request's status now, so an alert for an SOS since fulfilled or
 * cancelled says so instead of still pleading for blood. Only the donor who accepted is told of the close by a
 * notice of its own; every other alerted donor learns it from this status. The steps build on each other.
 */
describe('notices carry their request’s status now', { shuffle: false }, () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  let patient: Person;
  let giver: Person;
  let bystander: Person;
  let elsewhere: Person;
  let fulfilledId: string;

  type Listed = { kind: string; status: string; request_id: string | null; request_status?: string | null };
  const list = async (who: Person, url = '/api/notifications?limit=200') => {
    const res = await net.get(who, url);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Listed[]; unread_count: number };
  };
  const alertFor = async (who: Person, requestId: string) => {
    const alerts = (await list(who)).data.filter((n) => n.kind === 'request_alert' && n.request_id === requestId);
    expect(alerts).toHaveLength(1);
    return alerts[0] as Listed;
  };
  const newSos = async (who: Person, at = CENTRE) => {
    const res = await net.sos(who, at);
    expect(res.statusCode).toBe(201);
    await t.app.outbox.drain();
    return res.json().data.request_id as string;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: createTestClock(), limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
    patient = await net.patient('AB+');
    giver = await net.donor('AB-', north(1));
    bystander = await net.donor('O-', north(2));
    // 60 km north: out of reach of the patient's SOS even at its widest (50 km).
    elsewhere = await net.donor('AB+', north(60.5));
    fulfilledId = await newSos(patient);
  });
  afterAll(async () => {
    await t.close();
  });

  it('an alert for an open request says Open, on both list paths', async () => {
    expect((await alertFor(bystander, fulfilledId)).request_status).toBe('Open');
    const legacy = await list(bystander, `/api/donors/${bystander.userId}/notifications`);
    expect(legacy.data.find((n) => n.request_id === fulfilledId)?.request_status).toBe('Open');
  });

  it('follows the request to In Progress and Fulfilled, for the donor who gave and the one who did not answer', async () => {
    expect((await net.respond(giver, fulfilledId, 'accept')).statusCode).toBe(200);
    expect((await alertFor(bystander, fulfilledId)).request_status).toBe('In Progress');

    const before = await list(bystander);
    const closed = await net.setStatus(patient, fulfilledId, { status: 'Fulfilled', donor_ids: [giver.userId] });
    expect(closed.statusCode).toBe(200);

    const after = await list(bystander);
    const alert = await alertFor(bystander, fulfilledId);
    expect(alert).toMatchObject({ request_status: 'Fulfilled', status: 'Sent' });
    // The status is news about the request, not a new notice: nothing is read or unread because of it.
    expect(after.unread_count).toBe(before.unread_count);
    expect(after.data).toHaveLength(before.data.length);
    expect(await alertFor(giver, fulfilledId)).toMatchObject({ request_status: 'Fulfilled', status: 'Accepted' });
    // The patient's own notices about the request (the donor accepted) carry it too.
    const own = (await list(patient)).data.filter((n) => n.request_id === fulfilledId);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((n) => n.request_status === 'Fulfilled')).toBe(true);
  });

  it('says Cancelled once the patient cancels', async () => {
    const cancelledId = await newSos(patient);
    expect((await alertFor(bystander, cancelledId)).request_status).toBe('Open');
    expect((await net.setStatus(patient, cancelledId, { status: 'Cancelled' })).statusCode).toBe(200);
    expect((await alertFor(bystander, cancelledId)).request_status).toBe('Cancelled');
  });

  it('gives no status for a notice whose request is gone, or that has no request, and still lists it', async () => {
    const goneId = await newSos(patient);
    await t.database.db.execute(sql`delete from blood_requests where request_id = ${goneId}::uuid`);
    // No key ties a notice to its request (migration 0013): a fan-out lane that wrote after the delete leaves one.
    const late = { user_id: bystander.userId, kind: 'request_alert', title: 'SOS: AB+ blood needed', message: '…' };
    await t.database.db.insert(notifications).values([
      { ...late, request_id: goneId, dedupe_key: `late:${goneId}` },
      { ...late, kind: 'eligible_again', request_id: null, dedupe_key: 'no-request' },
    ]);

    const listed = (await list(bystander)).data;
    expect(listed.filter((n) => n.request_id === goneId).map((n) => n.request_status)).toEqual([null]);
    expect(listed.find((n) => n.kind === 'eligible_again')?.request_status).toBeNull();
  });

  it('lists only the user’s own notices: a donor never alerted for a request never sees its status', async () => {
    const neighbour = await net.patient('AB+');
    const theirsId = await newSos(neighbour, north(60));

    const seen = await list(elsewhere);
    expect(seen.data.map((n) => [n.request_id, n.request_status])).toEqual([[theirsId, 'Open']]);
    const body = JSON.stringify(seen);
    expect(body).not.toContain(fulfilledId);
    expect(body).not.toContain('Fulfilled');
    expect(body).not.toContain('Cancelled');
    // Nor through another person's list: that path refuses anyone but its owner.
    expect((await net.get(elsewhere, `/api/donors/${bystander.userId}/notifications`)).statusCode).toBe(403);
    // And the patient's donors were not alerted for the far request.
    expect((await list(bystander)).data.some((n) => n.request_id === theirsId)).toBe(false);
  });
});
