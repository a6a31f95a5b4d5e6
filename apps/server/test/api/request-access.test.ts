import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests, notifications, requestResponses } from '../../src/db/schema/index.ts';
import { CENTRE, north, type Person } from '../support/network.ts';
import { madeRequest, requestsSuite, type RequestsSuite } from '../support/requests-fixtures.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
/** Pune is about 120 km from the centre in Mumbai; Delhi is about 1,150 km. */
const DELHI = { latitude: 28.6139, longitude: 77.209 };

/** The people around one SOS, and the SOS. */
interface SosAmongDonors {
  patient: Person;
  otherPatient: Person;
  alerted: Person; // B+ 3.4 km, alerted at 15 km
  at20: Person; // B+ 20 km: outside 15 km, inside 25 km
  farAway: Person; // B+ in Delhi
  offDuty: Person; // B+ 4 km, "Available for SOS" off
  incompatible: Person; // A+ 2 km
  requestId: string;
}

/**
 * One SOS made for the describe block's own app, with the donors around it: alerted at 15 km, one at 20 km (outside
 * 15 km, inside 25 km), one in Delhi, one with "Available for SOS" off, one of a group that cannot give. Set once the
 * block's first hooks have run.
 */
function sosAmongDonors(suite: RequestsSuite): SosAmongDonors {
  const sos = {} as SosAmongDonors;
  beforeAll(async () => {
    const { t, net } = suite;
    sos.patient = await net.patient('B+', { full_name: 'Kavya Iyer' });
    sos.otherPatient = await net.patient('B+');
    sos.alerted = await net.donor('B+', north(3.4));
    sos.at20 = await net.donor('B+', north(20));
    sos.farAway = await net.donor('B+', DELHI);
    sos.offDuty = await net.donor('B+', north(4), { is_available_for_sos: false });
    sos.incompatible = await net.donor('A+', north(2));
    sos.requestId = (await net.sos(sos.patient, CENTRE)).json().data.request_id;
    await t.app.outbox.drain();
  });
  return sos;
}

async function requestRow(suite: RequestsSuite, requestId: string) {
  return (await suite.t.database.db.select().from(bloodRequests).where(eq(bloodRequests.request_id, requestId)))[0]!;
}

/*
 * Who may open and answer a request: the owner; donors who were alerted, or could be alerted now (compatible,
 * eligible, available, within the current search radius); donors who answered. Everyone else is refused, and
 * a refused answer changes nothing — above all, it does not stop an SOS from widening.
 */

describe('who may answer an SOS searching 15 km', () => {
  const suite = requestsSuite();
  const sos = sosAmongDonors(suite);

  it('refuses an answer from a donor far away with a clear 403, and nothing changes: no answer, no notice, the SOS keeps widening', async () => {
    const before = await requestRow(suite, sos.requestId);
    const res = await suite.net.respond(sos.farAway, sos.requestId, 'accept');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'This request does not reach your saved location. You can answer it if its search widens to reach you.',
    );
    expect(res.body).not.toContain('Kavya Iyer');
    expect(res.body).not.toContain('98765');

    const after = await requestRow(suite, sos.requestId);
    expect(after.status).toBe('Open');
    expect(after.next_widen_at).toEqual(before.next_widen_at);
    const answers = await suite.t.database.db
      .select()
      .from(requestResponses)
      .where(eq(requestResponses.request_id, sos.requestId));
    expect(answers).toHaveLength(0);
    const patientNotices = (await suite.net.alerts(sos.patient)).filter((n) => n.kind === 'donor_accepted');
    expect(patientNotices).toHaveLength(0);
  });

  it('refuses a donor just outside the current radius, an unavailable donor and an incompatible one, each saying why', async () => {
    const outside = await suite.net.respond(sos.at20, sos.requestId, 'decline');
    expect(outside.statusCode).toBe(403);
    // Refusals say why without giving away the request's distance, radius or group.
    expect(outside.json().message).toContain('does not reach your saved location');
    expect(outside.json().message).not.toMatch(/\d+(\.\d+)? km/);

    const off = await suite.net.respond(sos.offDuty, sos.requestId, 'accept');
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toContain('Available for SOS');

    const wrongGroup = await suite.net.respond(sos.incompatible, sos.requestId, 'accept');
    expect(wrongGroup.statusCode).toBe(403);
    expect(wrongGroup.json().message).toBe('Your blood group cannot be given for this request.');
  });

  it('a donor far away who moves their saved location next to the patient still learns nothing', async () => {
    const moved = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/donors/${sos.farAway.userId}/location`,
      headers: { authorization: `Bearer ${sos.farAway.accessToken}` },
      payload: north(1),
    });
    expect(moved.statusCode).toBe(200);
    expect((await suite.net.detail(sos.farAway, sos.requestId)).statusCode).toBe(404);
    const res = await suite.net.respond(sos.farAway, sos.requestId, 'accept');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Kavya Iyer');
    expect((await requestRow(suite, sos.requestId)).status).toBe('Open');
    // Back home, so the later tests see the donor far away again.
    await suite.t.app.inject({
      method: 'PUT',
      url: `/api/donors/${sos.farAway.userId}/location`,
      headers: { authorization: `Bearer ${sos.farAway.accessToken}` },
      payload: DELHI,
    });
  });
});

describe('who may see an SOS searching 15 km', () => {
  const suite = requestsSuite();
  const sos = sosAmongDonors(suite);

  it('hides the request from another patient and from donors it cannot reach (404), and shows it to the owner and the alerted donor', async () => {
    for (const stranger of [sos.otherPatient, sos.farAway, sos.at20, sos.offDuty, sos.incompatible]) {
      const res = await suite.net.detail(stranger, sos.requestId);
      expect(res.statusCode, stranger.name).toBe(404);
      expect(res.body).not.toContain('Kavya');
    }
    expect((await suite.net.detail(sos.patient, sos.requestId)).statusCode).toBe(200);
    const view = await suite.net.detail(sos.alerted, sos.requestId);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.can_respond).toBe(true);
  });

  it('a donor who saves a location near the request after it was made may not open or answer it for a day', async () => {
    const newcomer = await suite.net.donor('O-', north(5));
    expect((await suite.net.detail(newcomer, sos.requestId)).statusCode).toBe(404);
    const listed = (await suite.net.get(newcomer, '/api/requests'))
      .json()
      .data.map((r: { request_id: string }) => r.request_id);
    expect(listed).not.toContain(sos.requestId);
    const refused = await suite.net.respond(newcomer, sos.requestId, 'accept');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('You saved your location after this request was made');
  });

  it('shows a donor who may see the request its distance in whole km only, never the exact figure', async () => {
    const view = (await suite.net.detail(sos.alerted, sos.requestId)).json().data;
    expect(view.distance_km).toBe(3);
    const [alert] = await suite.net.alertedFor(sos.alerted, sos.requestId);
    expect(Number.isInteger(alert?.distance_km)).toBe(true);
  });

  it('lists for a donor only what they may see: nothing beyond the current radius, nothing while unavailable', async () => {
    const ids = async (who: Person) =>
      (await suite.net.get(who, '/api/requests')).json().data.map((r: { request_id: string }) => r.request_id);
    expect(await ids(sos.at20)).not.toContain(sos.requestId);
    expect(await ids(sos.offDuty)).not.toContain(sos.requestId);
    expect(await ids(sos.alerted)).toContain(sos.requestId);
  });
});

/** The SOS followed on through its life: widened to 25 km, then closed. Each step builds on the one before. */
describe('who may see and answer an SOS once it widens, and once it is closed', { shuffle: false }, () => {
  const suite = requestsSuite();
  const sos = sosAmongDonors(suite);

  it('once the SOS widens to 25 km the donor at 20 km is alerted and may answer; an alerted donor may answer even after switching off', async () => {
    suite.clock.advance(FIVE_MINUTES);
    await suite.t.app.scheduler.tick();
    await suite.t.app.outbox.drain();
    await suite.net.renew(sos.patient, sos.at20, sos.alerted, sos.farAway);
    expect((await requestRow(suite, sos.requestId)).search_radius_km).toBe(25);
    expect((await suite.net.detail(sos.at20, sos.requestId)).statusCode).toBe(200);

    // The donor alerted at 15 km turns "Available for SOS" off, and may still say no to what they were asked.
    const off = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/donors/${sos.alerted.userId}/settings`,
      headers: { authorization: `Bearer ${sos.alerted.accessToken}` },
      payload: { is_available_for_sos: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await suite.net.respond(sos.alerted, sos.requestId, 'decline')).statusCode).toBe(200);

    const accept = await suite.net.respond(sos.at20, sos.requestId, 'accept');
    expect(accept.statusCode).toBe(200);
    expect(accept.json().data.patient_contact).toMatchObject({ full_name: 'Kavya Iyer' });
    const row = await requestRow(suite, sos.requestId);
    expect(row.status).toBe('In Progress');
    expect(row.next_widen_at).toBeNull();
    // Still nothing for the donor far away.
    expect((await suite.net.respond(sos.farAway, sos.requestId, 'accept')).statusCode).toBe(403);
    expect((await suite.net.detail(sos.farAway, sos.requestId)).statusCode).toBe(404);
  });

  it('keeps a closed request visible to those who were part of it, and no one else', async () => {
    const closed = await suite.net.setStatus(sos.patient, sos.requestId, {
      status: 'Fulfilled',
      donor_ids: [sos.at20.userId],
    });
    expect(closed.statusCode).toBe(200);
    await suite.net.renew(sos.at20, sos.otherPatient);
    expect((await suite.net.detail(sos.at20, sos.requestId)).statusCode).toBe(200);
    expect((await suite.net.detail(sos.otherPatient, sos.requestId)).statusCode).toBe(404);
    const alerts = await suite.t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.request_id, sos.requestId));
    expect(alerts.length).toBeGreaterThan(0);
  });
});

describe('a newly saved location counts for earlier requests after a day', () => {
  const suite = requestsSuite();

  it('lets a donor who moved near a scheduled request open and answer it 24 hours later', async () => {
    const { t, net, clock } = suite;
    const patient = await net.patient('B+');
    const requestId = await madeRequest(net, patient, {
      blood_group_id: 3,
      component_id: 2,
      units_required: 1,
      urgency: 'Scheduled',
      ...CENTRE,
    });
    await t.app.outbox.drain();
    const mover = await net.donor('B+', north(2));
    expect((await net.detail(mover, requestId)).statusCode).toBe(404);

    clock.advance(24 * 60 * 60 * 1000 + 60_000);
    await net.renew(mover, patient);
    expect((await net.detail(mover, requestId)).statusCode).toBe(200);
    const listed = (await net.get(mover, '/api/requests')).json().data.map((r: { request_id: string }) => r.request_id);
    expect(listed).toContain(requestId);
    expect((await net.respond(mover, requestId, 'accept')).statusCode).toBe(200);
  });
});
