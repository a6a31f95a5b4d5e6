import { addDaysIso } from '@raktsetu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeDateMoves, transfusionPlans } from '../../src/db/schema/index.ts';
import { MUMBAI, bridgeApi } from '../support/bridge.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

describe('PUT /api/bridge/plan, GET /api/bridge, POST /api/bridge/dates/move: the patient’s transfusion plan', () => {
  let t: TestApp;
  let clock: TestClock;
  let b: ReturnType<typeof bridgeApi>;

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    b = bridgeApi(t.app, clock.now);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is null before a plan; creating one places it at the hospital town and shows six dates', async () => {
    const patient = await b.net.patient('B+');
    const before = await b.view(patient);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ status: 'success', data: null });

    const today = b.today();
    const res = await b.putPlan(patient, b.planPayload({ antibodies_note: 'Anti-K; Kell-negative units' }));
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view.plan).toMatchObject({
      hospital_name: 'KEM Hospital',
      hospital_city: 'Mumbai',
      units_per_transfusion: 1,
      interval_days: 21,
      next_date: addDaysIso(today, 14),
      blood_group: 'B+',
      component_id: 2,
      antibodies_note: 'Anti-K; Kell-negative units',
    });
    expect(view.plan.invite_url).toMatch(/^http:\/\/localhost:3999\/app\/bridge\/join\/[A-Za-z0-9_-]{16}$/);
    expect(view.dates.map((d: { transfusion_date: string }) => d.transfusion_date)).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => addDaysIso(today, 14 + 21 * i)),
    );
    expect(view.dates[0]).toMatchObject({ moved: false, donation_date: addDaysIso(today, 11) });
    // 1 unit every 21 days ≈ 17.4 units a year; 3 donations a donor a year → 6 donors, plus one spare.
    expect(view.capacity).toEqual({ members: 0, needed: 7, missing: 7, units_per_year: 17.4 });
    expect(view.members).toEqual([]);

    const [row] = await t.database.db
      .select()
      .from(transfusionPlans)
      .where(eq(transfusionPlans.patient_id, patient.userId));
    expect(row?.latitude).toBeCloseTo(MUMBAI.latitude, 3);
    expect(row?.longitude).toBeCloseTo(MUMBAI.longitude, 3);
    expect((await b.view(patient)).json().data.plan.plan_id).toBe(view.plan.plan_id);
  });

  it('an unknown town leaves the plan without a point; changing the plan keeps its id and link', async () => {
    const { patient, planId, view } = await b.patientWithPlan({ hospital_city: 'Nowhereville' });
    const [row] = await t.database.db.select().from(transfusionPlans).where(eq(transfusionPlans.plan_id, planId));
    expect(row?.latitude).toBeNull();
    expect(view.nearby_willing).toBe(0);

    const changed = await b.putPlan(patient, b.planPayload({ units_per_transfusion: 2, interval_days: 14 }));
    expect(changed.statusCode).toBe(200);
    const data = changed.json().data;
    expect(data.plan.plan_id).toBe(planId);
    expect(data.plan.invite_url).toBe(view.plan.invite_url);
    expect(data.plan.hospital_city).toBe('Mumbai');
    // 2 units every 14 days ≈ 52.1 a year; 52.1 / 3 → 18, plus one spare.
    expect(data.capacity).toMatchObject({ needed: 19, units_per_year: 52.1 });
    const rows = await t.database.db
      .select()
      .from(transfusionPlans)
      .where(eq(transfusionPlans.patient_id, patient.userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a past date, a date too far ahead and bad numbers with field errors, changing nothing', async () => {
    const { patient, view } = await b.patientWithPlan();
    const today = b.today();
    const past = await b.putPlan(patient, b.planPayload({ next_date: addDaysIso(today, -1), interval_days: 30 }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      status: 'error',
      message: 'The next transfusion date cannot be in the past.',
      details: [{ field: 'next_date', message: 'The next transfusion date cannot be in the past.' }],
    });
    const far = await b.putPlan(patient, b.planPayload({ next_date: addDaysIso(today, 181) }));
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('The next transfusion date must be within 180 days.');
    const hindi = await t.app.inject({
      method: 'PUT',
      url: '/api/bridge/plan',
      headers: { authorization: `Bearer ${patient.accessToken}`, 'accept-language': 'hi' },
      payload: b.planPayload({ next_date: addDaysIso(today, 181) }),
    });
    expect(hindi.json().message).toBe('अगले ट्रांसफ़्यूज़न की तारीख़ 180 दिनों के भीतर होनी चाहिए।');
    const units = await b.putPlan(patient, b.planPayload({ units_per_transfusion: 5, interval_days: 3 }));
    expect(units.statusCode).toBe(400);
    const fields = units.json().details.map((e: { field: string }) => e.field);
    expect(fields.sort()).toEqual(['interval_days', 'units_per_transfusion']);
    expect((await b.view(patient)).json().data.plan).toEqual(view.plan);
  });

  it('only a patient has a plan: a donor is refused (403), a stranger 401', async () => {
    const donor = await b.donor();
    expect((await b.putPlan(donor, b.planPayload())).statusCode).toBe(403);
    expect((await b.view(donor)).statusCode).toBe(403);
    expect((await b.call(null, 'PUT', '/api/bridge/plan', b.planPayload())).statusCode).toBe(401);
  });

  it('moves one date: only that one moves, the series stays; moving it again replaces the move', async () => {
    const { patient, planId } = await b.patientWithPlan();
    const today = b.today();
    const second = addDaysIso(today, 35);
    const res = await b.moveDate(patient, { date: second, to: addDaysIso(today, 37), scope: 'one' });
    expect(res.statusCode).toBe(200);
    const dates = res.json().data.dates;
    expect(dates[1]).toMatchObject({
      transfusion_date: addDaysIso(today, 37),
      original_date: second,
      moved: true,
      donation_date: addDaysIso(today, 34),
    });
    expect(dates[0].transfusion_date).toBe(addDaysIso(today, 14));
    expect(dates[2].transfusion_date).toBe(addDaysIso(today, 56));

    const again = await b.moveDate(patient, { date: addDaysIso(today, 37), to: addDaysIso(today, 33), scope: 'one' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.dates[1]).toMatchObject({
      transfusion_date: addDaysIso(today, 33),
      original_date: second,
    });
    const moves = await t.database.db.select().from(bridgeDateMoves).where(eq(bridgeDateMoves.plan_id, planId));
    expect(moves).toHaveLength(1);
  });

  it('moves all: every date shifts by the same days, a date moved on its own keeps its own move', async () => {
    const { patient } = await b.patientWithPlan();
    const today = b.today();
    const one = await b.moveDate(patient, { date: addDaysIso(today, 35), to: addDaysIso(today, 33), scope: 'one' });
    expect(one.statusCode).toBe(200);
    const res = await b.moveDate(patient, { date: addDaysIso(today, 56), to: addDaysIso(today, 60), scope: 'all' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const got = data.dates.map((d: { transfusion_date: string }) => d.transfusion_date);
    expect(got).toEqual([18, 37, 60, 81, 102, 123].map((n) => addDaysIso(today, n)));
    // The plan says the first date of the series; only the date moved on its own says "moved", from its series date.
    expect(data.plan.next_date).toBe(addDaysIso(today, 18));
    expect(data.dates.map((d: { moved: boolean }) => d.moved)).toEqual([false, true, false, false, false, false]);
    expect(data.dates[1].original_date).toBe(addDaysIso(today, 39));

    const back = await b.moveDate(patient, { date: addDaysIso(today, 18), to: addDaysIso(today, 10), scope: 'all' });
    expect(back.json().data.dates.map((d: { transfusion_date: string }) => d.transfusion_date)).toEqual(
      [10, 29, 52, 73, 94, 115].map((n) => addDaysIso(today, n)),
    );
  });

  it('moving all refuses a shift that puts the first date in the past', async () => {
    const { patient } = await b.patientWithPlan();
    const today = b.today();
    const res = await b.moveDate(patient, { date: addDaysIso(today, 35), to: addDaysIso(today, 20), scope: 'all' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Moving every date by that much would put the first one in the past.');
  });

  it('refuses a move from a date not in the plan, onto itself, to the past, too far or onto another date', async () => {
    const { patient, view } = await b.patientWithPlan();
    const today = b.today();
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { date: addDaysIso(today, 15), to: addDaysIso(today, 16) },
        'date',
        'That date is not one of your upcoming transfusion dates.',
      ],
      [
        { date: addDaysIso(today, 14), to: addDaysIso(today, 14) },
        'to',
        'That is the date it already has. Choose a different date.',
      ],
      [{ date: addDaysIso(today, 14), to: addDaysIso(today, -1) }, 'to', 'The new date cannot be in the past.'],
      [{ date: addDaysIso(today, 14), to: addDaysIso(today, 200) }, 'to', 'The new date must be within 180 days.'],
      [
        { date: addDaysIso(today, 14), to: addDaysIso(today, 35) },
        'to',
        'Another transfusion is already planned on that date.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await b.moveDate(patient, { ...body, scope: 'one' } as never);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, details: [{ field, message }] });
    }
    const bad = await b.call(patient, 'POST', '/api/bridge/dates/move', { date: 'soon', to: 'later', scope: 'some' });
    expect(bad.statusCode).toBe(400);
    expect((await b.view(patient)).json().data.dates).toEqual(view.dates);
  });

  it('a new plan date drops the one-off moves before it', async () => {
    const { patient, planId } = await b.patientWithPlan();
    const today = b.today();
    await b.moveDate(patient, { date: addDaysIso(today, 14), to: addDaysIso(today, 12), scope: 'one' });
    expect(await t.database.db.select().from(bridgeDateMoves).where(eq(bridgeDateMoves.plan_id, planId))).toHaveLength(
      1,
    );
    const res = await b.putPlan(patient, b.planPayload({ next_date: addDaysIso(today, 20) }));
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(bridgeDateMoves).where(eq(bridgeDateMoves.plan_id, planId))).toHaveLength(
      0,
    );
    expect(res.json().data.dates[0]).toMatchObject({ transfusion_date: addDaysIso(today, 20), moved: false });
  });

  it('shows members with their capacity: two men need fewer donors than no one known', async () => {
    const { patient, code } = await b.patientWithPlan();
    await b.donorsJoin(code, 2, { sex: 'male' });
    const view = (await b.view(patient)).json().data;
    // 17.4 units a year / 4 donations a man → 5, plus one spare.
    expect(view.capacity).toEqual({ members: 2, needed: 6, missing: 4, units_per_year: 17.4 });
    expect(view.members).toHaveLength(2);
    expect(view.members[0]).toMatchObject({
      blood_group: 'O+',
      not_responding: false,
      can_give: true,
      donations: 0,
      eligible_from: null,
    });
    expect(view.members[0].name).toBe('Donor O.');
  });
});
