import { todayIso } from '@raktsetu/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, outbox } from '../../src/db/schema/index.ts';
import { CENTRE, networkApi, north, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

describe('blood requests', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  const clock = createTestClock();
  let patient: Person;
  let otherPatient: Person;
  let near: Person; // B+ 3 km
  let nearO: Person; // O- 6 km
  let incompatible: Person; // A+ 2 km
  let far: Person; // B+ 100 km
  let unavailable: Person; // B+ 4 km, SOS off
  let recent: Person; // B+ 5 km, donated 30 days ago
  let noLocation: Person; // B+, no saved location

  beforeAll(async () => {
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
    patient = await net.patient('B+', { full_name: 'Meera Desai' });
    otherPatient = await net.patient('B+');
    near = await net.donor('B+', north(3));
    nearO = await net.donor('O-', north(6));
    incompatible = await net.donor('A+', north(2));
    far = await net.donor('B+', north(100));
    unavailable = await net.donor('B+', north(4), { is_available_for_sos: false });
    const thirtyDaysAgo = new Date(clock.now().getTime() - 30 * 86_400_000);
    recent = await net.donor('B+', north(5), { last_donation_date: todayIso(thirtyDaysAgo) });
    noLocation = await net.donor('B+', null);
  });
  afterAll(async () => {
    await t.close();
  });

  const deliver = () => t.app.outbox.drain();

  it('an SOS without a blood group takes the patient’s own, and alerts exactly the compatible, eligible, available donors within 15 km', async () => {
    const res = await net.sos(patient);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Blood request created successfully!');
    expect(body.data).toMatchObject({
      blood_group: 'B+',
      component: 'Whole Blood',
      units_required: 1,
      urgency: 'SOS',
      status: 'Open',
    });
    const id = body.data.request_id as string;

    await deliver();
    for (const donor of [near, nearO]) expect(await net.alertedFor(donor, id), donor.name).toHaveLength(1);
    for (const donor of [incompatible, far, unavailable, recent, noLocation]) {
      expect(await net.alertedFor(donor, id), donor.name).toHaveLength(0);
    }
    const detail = (await net.detail(patient, id)).json().data;
    expect(detail.reach).toMatchObject({ donors_alerted: 2, accepted: 0, search_radius_km: 15 });
    expect(detail.timeline.map((e: { type: string }) => e.type)).toEqual(['created', 'search']);
    expect(detail.timeline[1].text).toBe('2 compatible donors alerted within 15 km');

    // The alert says how far away the patient is; the exact-group donor is asked first.
    const [alert] = await net.alertedFor(near, id);
    expect(alert?.distance_km).toBeCloseTo(3, 1);
  });

  it('a retried create with the same Idempotency-Key makes one request and one set of alerts', async () => {
    const key = `sos-${crypto.randomUUID()}`;
    const first = await net.sos(patient, CENTRE, key);
    const second = await net.sos(patient, CENTRE, key);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.request_id).toBe(first.json().data.request_id);
    await deliver();
    await deliver();
    expect(await net.alertedFor(near, first.json().data.request_id)).toHaveLength(1);
    const fanouts = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'request.fanout')));
    expect(fanouts.filter((f) => f.dedupe_key?.startsWith(`fanout:${first.json().data.request_id}`))).toHaveLength(1);
  });

  it('validates the form with the product’s messages and changes nothing', async () => {
    const base = { blood_group_id: 3, component_id: 2, units_required: 2, urgency: 'Urgent' };
    const before = (await net.get(patient, '/api/requests?page_size=100')).json().pagination.total;
    const units = await net.createRequest(patient, { ...base, units_required: 11 });
    expect(units.statusCode).toBe(400);
    expect(units.json().details).toEqual([
      { field: 'units_required', message: 'Units required must be between 1 and 10' },
    ]);
    const missing = await net.createRequest(patient, { units_required: 1, urgency: 'Urgent' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((d: { message: string }) => d.message)).toContain(
      'Please fill in all required fields',
    );
    expect((await net.get(patient, '/api/requests?page_size=100')).json().pagination.total).toBe(before);
  });

  it('only patients create requests', async () => {
    const res = await net.createRequest(near, {
      blood_group_id: 3,
      component_id: 1,
      units_required: 1,
      urgency: 'Urgent',
    });
    expect(res.statusCode).toBe(403);
  });

  it('a patient lists their own requests with status, urgency and blood-group filters applied on the server', async () => {
    const lister = await net.patient('B+');
    const scheduled = await net.createRequest(lister, {
      blood_group_id: 8,
      component_id: 2,
      units_required: 2,
      urgency: 'Scheduled',
      hospital_name: 'KEM Hospital',
      ...north(1),
    });
    expect(scheduled.statusCode).toBe(201);
    await net.createRequest(lister, {
      blood_group_id: 3,
      component_id: 1,
      units_required: 1,
      urgency: 'Urgent',
      ...north(1),
    });

    const all = (await net.get(lister, '/api/requests')).json();
    expect(all.pagination.total).toBe(2);
    expect(all.data.every((r: { patient_id: string }) => r.patient_id === lister.userId)).toBe(true);
    const byUrgency = (await net.get(lister, '/api/requests?urgency=Scheduled')).json().data;
    expect(byUrgency.map((r: { urgency: string }) => r.urgency)).toEqual(['Scheduled']);
    const byGroup = (await net.get(lister, '/api/requests?blood_group=O-')).json().data;
    expect(byGroup.map((r: { blood_group: string }) => r.blood_group)).toEqual(['O-']);
    const byStatus = (await net.get(lister, '/api/requests?status=Fulfilled')).json().data;
    expect(byStatus).toEqual([]);
    const bad = await net.get(lister, '/api/requests?status=Lost');
    expect(bad.statusCode).toBe(400);
  });

  it('a donor lists the open requests they can give to, nearest first, with distances and nothing private', async () => {
    // Requests of its own, sent out: B+ whole blood 2 and 1 km away, which the B+ donor can give, and O- red cells.
    const asker = await net.patient('B+');
    const ids: string[] = [];
    for (const [group, km] of [
      [3, 2],
      [3, 1],
      [8, 1],
    ] as const) {
      const made = await net.createRequest(asker, {
        blood_group_id: group,
        component_id: group === 8 ? 2 : 1,
        units_required: 1,
        urgency: 'Scheduled',
        ...north(km),
      });
      expect(made.statusCode).toBe(201);
      ids.push(made.json().data.request_id);
    }
    await deliver();
    const list = (await net.get(near, '/api/requests?page_size=100')).json();
    expect(list.eligibility).toMatchObject({ eligible: true });
    const distances = list.data.map((r: { distance_km: number }) => r.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const mine = list.data.filter((r: { request_id: string }) => ids.includes(r.request_id));
    expect(mine.map((r: { blood_group: string }) => r.blood_group)).toEqual(['B+', 'B+']);
    for (const r of list.data) {
      expect(r.hospital_name).toBeNull();
      expect(r.latitude).toBeNull();
      expect(['Open', 'In Progress']).toContain(r.status);
    }
    // Pages of one keep the order and the total; a page past the end is empty but still says the total.
    const total = list.pagination.total as number;
    expect(total).toBe(list.data.length);
    const second = (await net.get(near, '/api/requests?page=2&page_size=1')).json();
    expect(second.pagination.total).toBe(total);
    expect(second.data.map((r: { request_id: string }) => r.request_id)).toEqual([list.data[1].request_id]);
    expect(second.data[0].created_at).toBe(list.data[1].created_at);
    const past = (await net.get(near, `/api/requests?page=${total + 5}&page_size=1`)).json();
    expect(past).toMatchObject({ data: [], pagination: { total } });
    // The O- red-cell request cannot take B+ cells…
    expect(list.data.some((r: { blood_group: string }) => r.blood_group === 'O-')).toBe(false);
    // …and nothing is shown 100 km away.
    expect((await net.get(far, '/api/requests')).json().data).toEqual([]);
    // A donor without a saved location is told so.
    expect((await net.get(noLocation, '/api/requests')).json()).toMatchObject({ data: [], needs_location: true });
    // A donor who gave 30 days ago sees when they can give again.
    const recentList = (await net.get(recent, '/api/requests')).json();
    expect(recentList.data).toEqual([]);
    expect(recentList.eligibility.eligible).toBe(false);
    expect(recentList.eligibility.next_eligible_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  /**
   * One request followed through its life, in this order: refused answers, an accept and a decline, who sees
   * what, status changes, fulfilled, and a second request cancelled. Each step builds on the one before, so the
   * suite does not shuffle. It happens in a town of its own, 300 km north, with donors of its own, so nothing here
   * reaches the donors of the other tests (and the donor who gives blood here is not eligible again for weeks).
   */
  describe('responding and closing', { shuffle: false }, () => {
    const TOWN_KM = 300;
    const inTown = (km: number) => north(TOWN_KM + km);
    let id: string;
    let giver: Person; // B+ 3 km
    let decliner: Person; // O+ 4 km
    let bystander: Person; // O- 6 km
    let wrongGroup: Person; // A+ 2 km
    beforeAll(async () => {
      giver = await net.donor('B+', inTown(3));
      decliner = await net.donor('O+', inTown(4));
      bystander = await net.donor('O-', inTown(6));
      wrongGroup = await net.donor('A+', inTown(2));
      const res = await net.createRequest(patient, {
        blood_group_id: 3,
        component_id: 2,
        units_required: 2,
        urgency: 'Urgent',
        hospital_name: 'Tata Memorial Hospital',
        hospital_address: 'Parel, Mumbai',
        notes: 'Ward 4, ask for Dr. Rao',
        ...inTown(0),
      });
      id = res.json().data.request_id;
      await deliver();
    });

    it('refuses answers from a patient and from an incompatible donor', async () => {
      expect((await net.respond(patient, id, 'accept')).statusCode).toBe(403);
      const wrong = await net.respond(wrongGroup, id, 'accept');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toContain('blood group');
    });

    it('a compatible donor accepts once; the request moves to In Progress', async () => {
      const res = await net.respond(giver, id, 'accept', 'On my way');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Successfully accepted the request');
      expect(res.json().data.status).toBe('In Progress');
      const again = await net.respond(giver, id, 'decline');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already responded to this request.');
      const declined = await net.respond(decliner, id, 'decline');
      expect(declined.json().message).toBe('Successfully declined the request');
      const [alert] = await net.alertedFor(giver, id);
      expect(alert?.status).toBe('Accepted');
    });

    it('shows the accepted donor’s phone to the owner, the hospital and patient contact to that donor, and nothing private to others', async () => {
      const owner = (await net.detail(patient, id)).json().data;
      expect(owner.is_owner).toBe(true);
      expect(owner.accepted_donors).toHaveLength(1);
      expect(owner.accepted_donors[0]).toMatchObject({
        donor_id: giver.userId,
        full_name: giver.name,
        message: 'On my way',
      });
      expect(owner.accepted_donors[0].phone_number).toMatch(/^\+91 90000/);
      expect(owner.reach).toMatchObject({ accepted: 1, declined: 1 });

      const helper = (await net.detail(giver, id)).json().data;
      expect(helper.hospital_name).toBe('Tata Memorial Hospital');
      expect(helper.patient_contact).toEqual({ full_name: 'Meera Desai', phone_number: '+91 98765 43210' });
      expect(helper.accepted_donors).toBeNull();

      // Another patient learns nothing, not even that the request exists.
      expect((await net.detail(otherPatient, id)).statusCode).toBe(404);
      for (const other of [decliner, bystander]) {
        const view = (await net.detail(other, id)).json().data;
        expect(view.hospital_name, other.name).toBeNull();
        expect(view.notes).toBeNull();
        expect(view.patient_contact).toBeNull();
        expect(view.accepted_donors).toBeNull();
        expect(view.patient_name).toBe('Meera');
      }
    });

    it('allows only the owner to change the status, and only the allowed transitions', async () => {
      // Someone else's request, as on its page: not found, so a stranger cannot even tell it exists.
      expect((await net.setStatus(giver, id, { status: 'Cancelled' })).statusCode).toBe(404);
      expect((await net.setStatus(otherPatient, id, { status: 'Cancelled' })).statusCode).toBe(404);
      const stranger = await net.setStatus(patient, id, { status: 'Fulfilled', donor_ids: [decliner.userId] });
      expect(stranger.statusCode).toBe(400);
      const noDonors = await net.setStatus(patient, id, { status: 'Fulfilled', donor_ids: [] });
      expect(noDonors.statusCode).toBe(400);
      const bogus = await net.setStatus(patient, id, { status: 'Open' });
      expect(bogus.statusCode).toBe(400);
    });

    it('marking fulfilled records a donation for each listed donor and updates their last donation date', async () => {
      const res = await net.setStatus(patient, id, { status: 'Fulfilled', donor_ids: [giver.userId] });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Request status updated successfully');
      expect(res.json().data.status).toBe('Fulfilled');
      const rows = await t.database.db.select().from(donations).where(eq(donations.request_id, id));
      expect(rows).toMatchObject([{ donor_id: giver.userId, component_id: 2, donation_date: todayIso(clock.now()) }]);
      const profile = (await net.get(giver, '/api/auth/profile')).json().data;
      expect(profile.last_donation_date).toBe(todayIso(clock.now()));

      expect((await net.setStatus(patient, id, { status: 'Cancelled' })).statusCode).toBe(409);
      expect((await net.setStatus(patient, id, { status: 'Fulfilled', donor_ids: [giver.userId] })).statusCode).toBe(
        409,
      );
      expect((await net.respond(bystander, id, 'accept')).statusCode).toBe(409);
      // The donor who gave is told, and is not alerted again until eligible.
      const closed = (await net.alerts(giver)).filter((a) => a.kind === 'request_closed' && a.request_id === id);
      expect(closed).toHaveLength(1);
      const next = (await net.sos(otherPatient, inTown(1))).json().data.request_id;
      await deliver();
      expect(await net.alertedFor(giver, next)).toHaveLength(0);
      const early = await net.respond(giver, next, 'accept');
      expect(early.statusCode).toBe(403);
      expect(early.json().message).toMatch(/^You cannot donate yet: you can donate again from \d{4}-\d{2}-\d{2}\.$/);
    });

    it('an Open request can be cancelled by its owner, and Fulfilled needs an accepted donor first', async () => {
      const open = (
        await net.createRequest(patient, {
          blood_group_id: 3,
          component_id: 1,
          units_required: 1,
          urgency: 'Scheduled',
          ...inTown(0),
        })
      ).json().data.request_id;
      const early = await net.setStatus(patient, open, { status: 'Fulfilled', donor_ids: [bystander.userId] });
      expect(early.statusCode).toBe(409);
      expect((await net.setStatus(patient, open, { status: 'Cancelled' })).statusCode).toBe(200);
      expect((await net.setStatus(patient, open, { status: 'Cancelled' })).statusCode).toBe(409);
    });
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    expect((await net.detail(patient, crypto.randomUUID())).statusCode).toBe(404);
    expect((await net.detail(patient, 'not-an-id')).statusCode).toBe(400);
  });
});
