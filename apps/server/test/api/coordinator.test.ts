import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestResponses } from '../../src/db/schema/index.ts';
import { bearer } from '../support/accounts.ts';
import { addMember, coordinatorApi, insertPlan, insertSlot } from '../support/coordinator.ts';
import { CENTRE, networkApi, north, type Person } from '../support/network.ts';
import { bankId, commandAccount, type StaffPerson } from '../support/staff.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const ONLY = 'Only RaktSetu coordinators can see and do this.';
const MINUTE = 60_000;

describe('the coordinators: who may see the overview and act', () => {
  let t: TestApp;
  let api: ReturnType<typeof coordinatorApi>;
  let coordinator: StaffPerson;
  let admin: StaffPerson;
  let staff: StaffPerson;
  let patient: Person;
  let donor: Person;
  let planId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: createTestClock(), limits: RELAXED_LIMITS, runWorker: false });
    api = coordinatorApi(t.app);
    const net = networkApi(t.app);
    coordinator = await commandAccount(t.app, t.database.db, 'Coordinator');
    admin = await commandAccount(t.app, t.database.db, 'Admin');
    const bank = await bankId(t.database.db, 'Global Hospital Blood Bank', 'Mumbai');
    staff = await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank });
    patient = await net.patient('B+');
    donor = await net.donor('O+', north(3));
    planId = await insertPlan(t.database.db, patient.userId);
    await addMember(t.database.db, planId, donor.userId);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a stranger (401) and a patient, a donor and bank staff (403) on every route, changing nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes = (who: { accessToken: string } | null) => [
      api.overview(who),
      api.message(who, planId, 'Please confirm your dates this month.'),
      api.handled(who, id),
      api.verify(who, staff.userId),
      api.audit(who),
    ];
    for (const res of await Promise.all(routes(null))) expect(res.statusCode).toBe(401);
    for (const who of [patient, donor, staff]) {
      for (const res of await Promise.all(routes(who))) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(ONLY);
      }
    }
    const audit = await api.audit(coordinator);
    expect(audit.json().data).toMatchObject({ items: [], total: 0, page: 1 });
  });

  it('lets coordinators and admins in', async () => {
    for (const who of [coordinator, admin]) {
      const res = await api.overview(who);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveProperty('bridges');
    }
  });

  it("answers a coordinator on the app's other pages as it answers an admin: never a server error", async () => {
    for (const url of ['/api/dashboard', '/api/requests', '/api/auth/profile', '/api/notifications', '/api/history']) {
      const asAdmin = await t.app.inject({ method: 'GET', url, headers: bearer(admin.accessToken) });
      const asCoordinator = await t.app.inject({ method: 'GET', url, headers: bearer(coordinator.accessToken) });
      expect(asCoordinator.statusCode, url).toBeLessThan(500);
      expect(asCoordinator.statusCode, url).toBe(asAdmin.statusCode);
    }
  });

  it('answers 404 for ids that are not a plan, a report or a staff account', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await api.message(coordinator, id, 'Please confirm your dates this month.')).statusCode).toBe(404);
    expect((await api.handled(coordinator, id)).statusCode).toBe(404);
    expect((await api.verify(coordinator, id)).statusCode).toBe(404);
    // A patient's id is no staff account.
    expect((await api.verify(coordinator, patient.userId)).statusCode).toBe(404);
  });
});

describe('GET /api/coordinator/overview: what is slipping', () => {
  let clock: TestClock;
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  let api: ReturnType<typeof coordinatorApi>;
  let coordinator: StaffPerson;
  let patient: Person;
  let donors: Person[];

  const overview = async () => {
    const res = await api.overview(coordinator);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
    api = coordinatorApi(t.app);
    coordinator = await commandAccount(t.app, t.database.db, 'Coordinator');
    patient = await net.patient('B+', { full_name: 'Meera Shah' });
    donors = [];
    for (let i = 0; i < 4; i += 1) donors.push(await net.donor('O+', north(3 + i)));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists a bridge short of donors with the first name, town and counts only', async () => {
    const db = t.database.db;
    // 2 units every 14 days: ~52 units a year, far more than one donor gives.
    const planId = await insertPlan(db, patient.userId, {
      units_per_transfusion: 2,
      interval_days: 14,
      antibodies_note: 'Anti-Kell antibodies',
    });
    await addMember(db, planId, donors[0]!.userId, { sex: 'male' });
    await addMember(db, planId, donors[1]!.userId, { status: 'left' });
    const data = await overview();
    const bridge = data.bridges.find((b: { plan_id: string }) => b.plan_id === planId);
    expect(bridge).toMatchObject({
      patient_first_name: 'Meera',
      hospital_city: 'Mumbai',
      blood_group: 'B+',
      members: 1,
      dates_at_risk: [],
    });
    expect(bridge.missing).toBe(bridge.needed - 1);
    const json = JSON.stringify(data);
    for (const secret of ['Shah', 'Anti-Kell', 'Wadia', patient.email, ...donors.map((d) => d.email)]) {
      expect(json).not.toContain(secret);
    }
    expect(json).not.toMatch(/\+91/);
  });

  it('lists a full bridge only while one of its dates nearby is uncovered, escalated or still unconfirmed', async () => {
    const db = t.database.db;
    const other = await net.patient('B+', { full_name: 'Ravi Kumar' });
    // 1 unit every 90 days needs 3 donors (2 + 1 spare): it has them.
    const planId = await insertPlan(db, other.userId, { units_per_transfusion: 1, interval_days: 90 });
    for (const d of donors.slice(1, 4)) await addMember(db, planId, d.userId);
    const listed = async () =>
      (await overview()).bridges.find((b: { plan_id: string }) => b.plan_id === planId) as
        { missing: number; dates_at_risk: { transfusion_date: string; state: string }[] } | undefined;
    expect(await listed()).toBeUndefined();
    await insertSlot(db, planId, 40, 'uncovered'); // too far ahead to worry about yet
    await insertSlot(db, planId, 30, 'asked'); // asked in good time
    expect(await listed()).toBeUndefined();
    await insertSlot(db, planId, 10, 'uncovered');
    await insertSlot(db, planId, 9, 'asked'); // donation date in 6 days: inside the escalation window + 2
    const bridge = await listed();
    expect(bridge?.missing).toBe(0);
    expect(bridge?.dates_at_risk.map((d) => d.state)).toEqual(['asked', 'uncovered']);
  });

  it('lists an SOS nobody accepted once it is 15 minutes old, and not one a donor accepted', async () => {
    const sos = await net.sos(patient, CENTRE);
    expect(sos.statusCode).toBe(201);
    const answered = await net.sos(patient, north(1), 'second-sos');
    expect(answered.statusCode, answered.body).toBe(201);
    const unansweredId = sos.json().data.request_id as string;
    const answeredId = answered.json().data.request_id as string;
    await t.app.outbox.drain();
    await t.database.db
      .insert(requestResponses)
      .values({ request_id: answeredId, donor_id: donors[0]!.userId, response: 'accept' });
    const ids = async () => (await overview()).unanswered_sos.map((s: { request_id: string }) => s.request_id);
    expect(await ids()).toEqual([]);
    clock.advance(16 * MINUTE);
    await net.renew(coordinator, patient);
    const data = await overview();
    expect(data.unanswered_sos.map((s: { request_id: string }) => s.request_id)).toEqual([unansweredId]);
    expect(data.unanswered_sos[0]).toMatchObject({ blood_group: 'B+', component: 'Whole Blood' });
    expect(data.unanswered_sos[0].minutes_open).toBeGreaterThanOrEqual(16);
    expect(data.unanswered_sos[0].alerted).toBeGreaterThanOrEqual(0);
  });

  it('lists an open report until a coordinator marks it handled; twice is the same answer', async () => {
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(patient.accessToken),
      payload: { subject_type: 'user', subject_id: donors[0]!.userId, reason: 'harassment', details: 'Rude calls' },
    });
    expect(filed.statusCode).toBe(201);
    const reportId = filed.json().data.report_id as string;
    const before = await overview();
    expect(before.reports).toEqual([
      expect.objectContaining({ report_id: reportId, reason: 'harassment', reporter_name: 'Meera' }),
    ]);
    const first = await api.handled(coordinator, reportId);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ report_id: reportId, status: 'reviewed' });
    const again = await api.handled(coordinator, reportId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect((await overview()).reports).toEqual([]);
  });

  it('lists staff waiting for verification with their bank until verified; verifying twice changes nothing', async () => {
    const bank = await bankId(t.database.db, 'Global Hospital Blood Bank', 'Mumbai');
    const waiting = await commandAccount(t.app, t.database.db, 'BloodBankStaff', {
      bank,
      name: 'Nikhil Patil',
      verified: false,
    });
    await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank });
    const before = await overview();
    expect(before.staff_pending).toEqual([
      expect.objectContaining({
        user_id: waiting.userId,
        full_name: 'Nikhil Patil',
        email: waiting.email,
        bank_id: bank,
        bank_name: 'Global Hospital Blood Bank',
        bank_city: 'Mumbai',
      }),
    ]);
    const first = await api.verify(coordinator, waiting.userId);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.verified_at).toEqual(expect.any(String));
    const again = await api.verify(coordinator, waiting.userId);
    expect(again.json().data).toEqual(first.json().data);
    expect((await overview()).staff_pending).toEqual([]);
  });
});
