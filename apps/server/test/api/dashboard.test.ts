import { todayIso } from '@raktsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeApi, northOf } from '../support/home.ts';
import type { Person } from '../support/network.ts';
import { rewardsApi } from '../support/rewards.ts';
import { commandAccount } from '../support/staff.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Nagpur and Bhopal: far from every other test's people, so each count below is this test's own. */
const NAGPUR = { latitude: 21.1458, longitude: 79.0882 };
const BHOPAL = { latitude: 23.2599, longitude: 77.4126 };
const DONATION_TOPICS = ['donation-eligibility', 'donation-process'];

describe('GET /api/dashboard', () => {
  let clock: TestClock;
  let t: TestApp;
  let api: ReturnType<typeof homeApi>;

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    api = homeApi(t.app, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a patient their own counts and the compatible, eligible, available donors within 15 km', async () => {
    const patient = await api.patient('Meera Shah', 'B+');
    const gave = await api.donor('Arjun Rao', 'O+', northOf(NAGPUR, 2));
    await api.donor('Bina Das', 'B+', northOf(NAGPUR, 5));
    await api.donor('Chetan Iyer', 'O-', northOf(NAGPUR, 10));
    await api.donor('Dev Singh', 'A+', northOf(NAGPUR, 3)); // cannot give to B+
    await api.donor('Esha Jain', 'O+', northOf(NAGPUR, 20)); // beyond 15 km
    await api.donor('Farah Khan', 'O+', northOf(NAGPUR, 1), false); // not available

    const first = await api.request(patient, NAGPUR, { hospital_name: 'Mayo Hospital' });
    await api.fulfil(patient, first, [gave]);
    const second = await api.request(patient, NAGPUR);

    const board = await api.dashboard(patient);
    expect(board.full_name).toBe('Meera Shah');
    // Arjun just gave, so he is not eligible: Bina and Chetan remain.
    expect(board.stats).toEqual({
      role: 'Patient',
      total_requests: 2,
      active_requests: 1,
      donations_received: 1,
      nearby_donors: 2,
    });
    expect(board.recent_requests.map((r: { request_id: string }) => r.request_id)).toEqual([second, first]);
    expect(board.nearby_requests).toEqual([]);
    expect(board.expiring_coupons).toEqual([]);
    expect(DONATION_TOPICS).not.toContain(board.health_tip.topic);
    expect(board.health_tip.source.organisation).toBeTruthy();
  });

  it('gives a donor their giving, their eligibility and the requests they may still answer within 15 km', async () => {
    const donor = await api.donor('Kiran Desai', 'O+', BHOPAL);
    const earlier = await api.patient('Lata Menon', 'A+');
    const answered = await api.request(earlier, northOf(BHOPAL, 14), { blood_group_id: 1 });
    await api.fulfil(earlier, answered, [donor]);

    const today = todayIso(clock.now());
    const resting = await api.dashboard(donor);
    expect(resting.stats).toEqual({
      role: 'Donor',
      donations_given: 1,
      requests_answered: 1,
      eligible_from: todayIso(new Date(new Date(`${today}T00:00:00Z`).getTime() + 90 * DAY_MS)),
      eligibility_reasons: ['Gave blood recently'],
      nearby_requests: 0,
    });
    expect(resting.recent_requests).toEqual([]);
    expect(DONATION_TOPICS.concat('myths', 'using-raktsetu')).toContain(resting.health_tip.topic);

    // 91 days on the donor may give again; new requests around them.
    clock.advance(91 * DAY_MS);
    await api.net.renew(donor, earlier);
    const patient = await api.patient('Nisha Verma', 'B+');
    const near = await api.request(patient, northOf(BHOPAL, 3), { hospital_name: 'Hamidia Hospital' });
    const further = await api.request(patient, northOf(BHOPAL, 8), { blood_group_id: 1 });
    await api.request(patient, northOf(BHOPAL, 12), { blood_group_id: 6 }); // AB-: O+ cannot give
    await api.request(patient, northOf(BHOPAL, 30)); // beyond 15 km
    const accepted = await api.request(patient, northOf(BHOPAL, 5));
    expect((await api.net.respond(donor, accepted, 'accept')).statusCode).toBe(200);

    const board = await api.dashboard(donor);
    expect(board.stats).toEqual({
      role: 'Donor',
      donations_given: 1,
      requests_answered: 2,
      eligible_from: null,
      eligibility_reasons: [],
      nearby_requests: 2,
    });
    expect(board.nearby_requests.map((r: { request_id: string }) => r.request_id)).toEqual([near, further]);
    // The list's privacy holds: a donor who has not accepted sees a first name and no hospital.
    expect(board.nearby_requests[0]).toMatchObject({ patient_name: 'Nisha', hospital_name: null, latitude: null });

    const nearby = await api.get(donor, '/api/requests?filter=nearby');
    expect(nearby.statusCode).toBe(200);
    expect(nearby.json().data.map((r: { request_id: string }) => r.request_id)).toEqual([near, further]);
    expect(nearby.json().pagination.total).toBe(2);
    const all = await api.get(donor, '/api/requests');
    expect(all.json().pagination.total).toBe(3); // the two, and the one already accepted

    // A patient's own list ignores the filter.
    const own = await api.get(patient, '/api/requests?filter=nearby');
    expect(own.json().pagination.total).toBe(5);
    expect((await api.get(patient, '/api/requests?filter=far')).statusCode).toBe(400);
  });

  it('refuses staff and admins (403) and strangers (401)', async () => {
    for (const role of ['Admin', 'BloodBankStaff'] as const) {
      const who = await commandAccount(t.app, t.database.db, role);
      const res = await api.get(who as Person, '/api/dashboard');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('The dashboard is for patients and donors.');
    }
    expect((await api.get(null, '/api/dashboard')).statusCode).toBe(401);
  });

  it('tells a donor once, live, whom their donation reached, and their count moves', async () => {
    const at = { latitude: 12.9716, longitude: 77.5946 }; // Bengaluru
    const donor = await api.donor('Ravi Kumar', 'O+', northOf(at, 1));
    const patient = await api.patient('Meera Joshi', 'B+', 'Bengaluru');
    const id = await api.request(patient, at, { hospital_name: 'KEM Hospital' });
    expect((await api.dashboard(donor)).stats.donations_given).toBe(0);
    await api.fulfil(patient, id, [donor]);
    const again = await api.net.setStatus(patient, id, { status: 'Fulfilled', donor_ids: [donor.userId] });
    expect(again.statusCode).toBe(409);

    const notices = await api.notices(donor, 'impact');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toBe('Your blood reached Meera at KEM Hospital today — thank you');
    expect((await api.dashboard(donor)).stats.donations_given).toBe(1);
  });

  it('shows a donor up to 3 of their coupons expiring within 7 days, soonest first', async () => {
    const rewards = rewardsApi(t.app, t.database.db, clock);
    const admin = await commandAccount(t.app, t.database.db, 'Admin');
    await rewards.retireAllPartners(admin);
    const partner = await rewards.partner(admin, { name: 'Chai Point Pune', city: 'Pune' });
    await rewards.offer(admin, partner, { title: 'Free masala chai', validity_days: 30 });
    const at = { latitude: 22.5726, longitude: 88.3639 }; // Kolkata
    const donor = await api.donor('Tara Bose', 'O+', northOf(at, 1));
    const patient = await api.patient('Uma Sen', 'B+', 'Kolkata');
    await api.fulfil(patient, await api.request(patient, at), [donor]);
    await t.app.outbox.drain();
    expect((await api.dashboard(donor)).expiring_coupons).toEqual([]);

    clock.advance(24 * DAY_MS);
    await api.net.renew(donor);
    const board = await api.dashboard(donor);
    expect(board.expiring_coupons).toHaveLength(1);
    expect(board.expiring_coupons[0]).toMatchObject({ coupon_title: 'Free masala chai', status: 'Issued' });
  });
});
