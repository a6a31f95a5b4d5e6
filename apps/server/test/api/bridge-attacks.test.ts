import { addDaysIso } from '@raktsetu/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeMembers, bridgeSlots, donations, notifications } from '../../src/db/schema/index.ts';
import { bridgeApi } from '../support/bridge.ts';
import { coordinatorApi } from '../support/coordinator.ts';
import { commandAccount } from '../support/staff.ts';
import { GROUP, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A security review of the Blood Bridge: each test is an attack that must fail, or a finding left as a todo. */
describe('Blood Bridge attacks', () => {
  let t: TestApp;
  let clock: TestClock;
  let b: ReturnType<typeof bridgeApi>;

  const liveSlots = (planId: string) =>
    t.database.db
      .select()
      .from(bridgeSlots)
      .where(and(eq(bridgeSlots.plan_id, planId), ne(bridgeSlots.state, 'cancelled')))
      .orderBy(asc(bridgeSlots.transfusion_date), asc(bridgeSlots.unit_index));
  const answer = (who: Person, slotId: string, a: string) =>
    b.call(who, 'POST', `/api/bridge/slots/${slotId}/answer`, { answer: a });
  const outcome = (who: Person, slotId: string, o: string) =>
    b.call(who, 'POST', `/api/bridge/slots/${slotId}/outcome`, { outcome: o });

  /** A plan whose first date is asked of one of two members (a day after joining). */
  async function askedBridge() {
    const plan = await b.patientWithPlan();
    const members = await b.donorsJoin(plan.code, 2);
    clock.advance(DAY_MS);
    await b.net.renew(plan.patient, ...members);
    await t.app.scheduler.tick();
    const slot = (await liveSlots(plan.planId))[0]!;
    expect(slot.state).toBe('asked');
    const donor = members.find((d) => d.userId === slot.donor_id)!;
    const other = members.find((d) => d.userId !== slot.donor_id)!;
    return { ...plan, slot, donor, other, members };
  }

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    b = bridgeApi(t.app, clock.now);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('slots of other people', () => {
    it('the backup, a non-member and another patient cannot answer or mark a date asked of someone else', async () => {
      const { slot, other, patient } = await askedBridge();
      const stranger = await b.donor();
      const otherPatient = await b.net.patient('B+');
      for (const who of [other, stranger]) {
        expect((await answer(who, slot.slot_id, 'confirm')).statusCode).toBe(404);
        expect((await answer(who, slot.slot_id, 'decline')).statusCode).toBe(404);
      }
      expect((await answer(patient, slot.slot_id, 'confirm')).statusCode).toBe(403);
      expect((await outcome(otherPatient, slot.slot_id, 'donated')).statusCode).toBe(404);
      expect((await outcome(other, slot.slot_id, 'donated')).statusCode).toBe(403);
      const after = (await liveSlots(slot.plan_id))[0]!;
      expect(after.state).toBe('asked');
      expect(after.donor_id).toBe(slot.donor_id);
    });

    it('a non-uuid or unknown slot id is refused without a server error', async () => {
      const donor = await b.donor();
      expect((await answer(donor, "1' or '1'='1", 'confirm')).statusCode).toBe(400);
      expect((await answer(donor, '00000000-0000-4000-8000-000000000000', 'confirm')).statusCode).toBe(404);
    });

    it('a removed member can no longer answer the date they were asked, nor see the bridge', async () => {
      const { slot, donor, patient, planId } = await askedBridge();
      expect((await b.removeMember(patient, donor.userId)).statusCode).toBe(200);
      expect((await answer(donor, slot.slot_id, 'confirm')).statusCode).toBe(404);
      const mine = (await b.memberships(donor)).json().data;
      expect(mine.bridges.map((x: { plan_id: string }) => x.plan_id)).not.toContain(planId);
    });
  });

  describe('races and repeats', () => {
    it('joining twice at once makes one membership', async () => {
      const { code, planId } = await b.patientWithPlan();
      const donor = await b.donor();
      const results = await Promise.all([b.join(donor, code), b.join(donor, code), b.join(donor, code)]);
      for (const r of results) expect(r.statusCode).toBe(200);
      const rows = await t.database.db.select().from(bridgeMembers).where(eq(bridgeMembers.plan_id, planId));
      expect(rows).toHaveLength(1);
    });

    it('confirming twice at once confirms once; marking donated twice at once writes one donation', async () => {
      const { slot, donor, patient } = await askedBridge();
      const answers = await Promise.all([
        answer(donor, slot.slot_id, 'confirm'),
        answer(donor, slot.slot_id, 'confirm'),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
      while (b.today() < slot.donation_date) clock.advance(DAY_MS);
      await b.net.renew(patient, donor);
      const marks = await Promise.all([
        outcome(patient, slot.slot_id, 'donated'),
        outcome(patient, slot.slot_id, 'donated'),
        outcome(patient, slot.slot_id, 'missed'),
      ]);
      expect(marks.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      const given = await t.database.db.select().from(donations).where(eq(donations.bridge_slot_id, slot.slot_id));
      expect(given.length).toBeLessThanOrEqual(1);
    });
  });

  describe('the plan and its dates', () => {
    it('a donor whose blood no longer suits the plan (the patient corrected the group) is not planned', async () => {
      const plan = await b.patientWithPlan({}, 'B+');
      const bDonor = await b.joiningDonor(plan.code, { group: 'B+' });
      const res = await b.putPlan(plan.patient, b.planPayload({ blood_group_id: GROUP['O+'] }));
      expect(res.statusCode).toBe(200);
      const slots = await liveSlots(plan.planId);
      expect(slots.length).toBeGreaterThan(0);
      for (const s of slots) {
        expect(s.donor_id).not.toBe(bDonor.userId);
        expect(s.backup_id).not.toBe(bDonor.userId);
      }
      // The patient still sees them, marked, and the capacity no longer counts them.
      const view = res.json().data;
      expect(view.members).toMatchObject([{ donor_id: bDonor.userId, can_give: false }]);
      expect(view.capacity.members).toBe(0);
    });

    it('moving dates cannot put two transfusions on one day (one-off move past a later series date)', async () => {
      const plan = await b.patientWithPlan({ interval_days: 7 });
      const first = plan.view.dates[0].transfusion_date as string;
      // The 6 shown dates end at first + 35; first + 42 is the 7th series date, not shown yet.
      const moved = await b.moveDate(plan.patient, { date: first, to: addDaysIso(first, 42), scope: 'one' });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().message).toBe('Another transfusion is already planned on that date.');
    });

    it('moving all dates moves a date moved on its own with them, so no two land on one day', async () => {
      const plan = await b.patientWithPlan();
      const [d1, d2] = plan.view.dates.map((d: { transfusion_date: string }) => d.transfusion_date) as string[];
      // d1 moves to d3 + 1, then every date shifts by a day: d3 and the moved d1 shift together, a day apart still.
      const one = await b.moveDate(plan.patient, { date: d1!, to: addDaysIso(d1!, 43), scope: 'one' });
      expect(one.statusCode).toBe(200);
      const all = await b.moveDate(plan.patient, { date: d2!, to: addDaysIso(d2!, 1), scope: 'all' });
      expect(all.statusCode).toBe(200);
      const dates = (await b.view(plan.patient))
        .json()
        .data.dates.map((d: { transfusion_date: string }) => d.transfusion_date);
      expect(new Set(dates).size).toBe(dates.length);
    });

    it('moving an asked date back and forth does not flood its donor with notices', async () => {
      const { slot, donor, patient } = await askedBridge();
      const date = slot.transfusion_date;
      const codes: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        const [from, to] = i % 2 === 0 ? [date, addDaysIso(date, 1)] : [addDaysIso(date, 1), date];
        codes.push((await b.moveDate(patient, { date: from, to, scope: 'one' })).statusCode);
      }
      // 10 changes a day (the plan was made the day before), then 429 with the reason.
      expect(codes.filter((c) => c === 200)).toHaveLength(10);
      expect(codes[10]).toBe(429);
      expect(codes.slice(10)).not.toContain(200);
      const told = await t.database.db.select().from(notifications).where(eq(notifications.user_id, donor.userId));
      expect(told.length).toBeLessThanOrEqual(12);
    });

    it('a huge, negative or non-integer plan is refused', async () => {
      const patient = await b.net.patient('B+');
      for (const bad of [
        { units_per_transfusion: 1e9 },
        { interval_days: -21 },
        { interval_days: 1.5 },
        { next_date: '2026-02-30' },
        { next_date: addDaysIso(b.today(), -1) },
        { hospital_name: 'x'.repeat(10_000) },
        { antibodies_note: 'n'.repeat(501) },
      ]) {
        expect((await b.putPlan(patient, b.planPayload(bad))).statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
      }
    });
  });

  describe('joining and leaving', () => {
    it('a donor who left cannot dodge removal: the patient may still take them out, and the link stays closed', async () => {
      const { patient, code, planId } = await b.patientWithPlan();
      const donor = await b.joiningDonor(code);
      expect((await b.leave(donor, planId)).statusCode).toBe(200);
      expect((await b.removeMember(patient, donor.userId)).statusCode).toBe(200);
      expect((await b.join(donor, code)).statusCode).toBe(403);
    });

    it('an old link stops working once replaced; codes are long and random', async () => {
      const { patient, code } = await b.patientWithPlan();
      expect(code.length).toBeGreaterThanOrEqual(16);
      expect((await b.newInviteCode(patient)).statusCode).toBe(200);
      const donor = await b.donor();
      expect((await b.preview(donor, code)).statusCode).toBe(404);
      expect((await b.join(donor, code)).statusCode).toBe(404);
    });

    it('accepting an invitation that was never sent is refused', async () => {
      const { planId } = await b.patientWithPlan();
      const donor = await b.donor();
      expect((await b.accept(donor, planId)).statusCode).toBe(404);
    });

    it('the preview shows no hospital, phone, surname or note, and the memberships no phone before confirming', async () => {
      const patient = await b.net.patient('B+', { full_name: 'Kavya Raghunathan', phone_number: '+91 98765 43210' });
      const res = await b.putPlan(
        patient,
        b.planPayload({ hospital_name: 'Secret Care Hospital', antibodies_note: 'anti-E' }),
      );
      const code = b.codeOf(res.json().data.plan.invite_url);
      const donor = await b.joiningDonor(code);
      for (const body of [(await b.preview(donor, code)).body, (await b.memberships(donor)).body]) {
        for (const secret of ['Raghunathan', '98765', 'Secret Care', 'anti-E']) expect(body).not.toContain(secret);
      }
    });
  });

  describe('coordinators', () => {
    it('only coordinators reach coordinator calls; a coordinator cannot answer or mark a date', async () => {
      const { slot, donor, patient, planId } = await askedBridge();
      const c = coordinatorApi(t.app);
      const staff = await commandAccount(t.app, t.database.db, 'BloodBankStaff');
      const coordinator = await commandAccount(t.app, t.database.db, 'Coordinator');
      const someId = '00000000-0000-4000-8000-000000000000';
      for (const who of [donor, patient, staff]) {
        expect((await c.overview(who)).statusCode).toBe(403);
        expect((await c.audit(who)).statusCode).toBe(403);
        expect((await c.message(who, planId, 'Please confirm your date soon.')).statusCode).toBe(403);
        expect((await c.handled(who, someId)).statusCode).toBe(403);
        expect((await c.verify(who, staff.userId)).statusCode).toBe(403);
      }
      const asCoordinator = coordinator as unknown as Person;
      expect((await answer(asCoordinator, slot.slot_id, 'confirm')).statusCode).toBe(403);
      expect((await outcome(asCoordinator, slot.slot_id, 'donated')).statusCode).toBe(403);
      expect((await b.view(asCoordinator)).statusCode).toBe(403);
    });

    it('a coordinator message reaches active members only, not one the patient removed', async () => {
      const { other, patient, planId } = await askedBridge();
      expect((await b.removeMember(patient, other.userId)).statusCode).toBe(200);
      const coordinator = await commandAccount(t.app, t.database.db, 'Coordinator');
      const res = await coordinatorApi(t.app).message(coordinator, planId, 'Please confirm your date soon.');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.reached).toBe(1);
      const told = await t.database.db.select().from(notifications).where(eq(notifications.user_id, other.userId));
      expect(told.map((n) => n.message).join(' ')).not.toContain('Please confirm your date soon.');
    });
  });
});
