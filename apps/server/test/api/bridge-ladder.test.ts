import { BRIDGE, addDaysIso } from '@raktsetu/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests, bridgeMembers, bridgeSlots, notifications } from '../../src/db/schema/index.ts';
import { bridgeApi, nearMumbai } from '../support/bridge.ts';
import type { Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The asking ladder (features/bridge/bridge-ladder.ts) as the scheduler runs it while the clock moves. */
describe('the Blood Bridge ladder: ask, backup, escalate, SOS', () => {
  let t: TestApp;
  let clock: TestClock;
  let b: ReturnType<typeof bridgeApi>;

  const slotsOf = (planId: string) =>
    t.database.db
      .select()
      .from(bridgeSlots)
      .where(and(eq(bridgeSlots.plan_id, planId), ne(bridgeSlots.state, 'cancelled')))
      .orderBy(asc(bridgeSlots.transfusion_date), asc(bridgeSlots.unit_index));
  const firstSlot = async (planId: string) => (await slotsOf(planId))[0]!;
  const noticesOf = (who: Person, kind: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, who.userId), eq(notifications.kind, kind)));
  const requestsOf = (who: Person) =>
    t.database.db.select().from(bloodRequests).where(eq(bloodRequests.patient_id, who.userId));
  const unanswered = async (planId: string, who: string) => {
    const [row] = await t.database.db
      .select({ n: bridgeMembers.unanswered_count })
      .from(bridgeMembers)
      .where(and(eq(bridgeMembers.plan_id, planId), eq(bridgeMembers.donor_id, who)));
    return row?.n;
  };
  const tick = () => t.app.scheduler.tick();
  const later = (ms: number) => clock.advance(ms);

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    b = bridgeApi(t.app, clock.now);
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks at −10 days once, the backup after 48 h, escalates at −4 with one Urgent request, an SOS the day before', async () => {
    const { patient, planId, code } = await b.patientWithPlan();
    const [first, second] = await b.donorsJoin(code, 2);
    const outsider = await b.net.donor('O+', nearMumbai(2), { is_available_for_sos: true });
    const today = b.today();
    // Transfusion in 14 days: donation in 11, asked from day 1, escalated from day 7, SOS on day 13.
    await tick();
    let slot = await firstSlot(planId);
    expect(slot.transfusion_date).toBe(addDaysIso(today, 14));
    expect(slot.state).toBe('planned');
    expect(slot.donor_id).not.toBeNull();
    expect(slot.backup_id).not.toBeNull();
    const donor = [first!, second!].find((d) => d.userId === slot.donor_id)!;
    const backup = [first!, second!].find((d) => d.userId === slot.backup_id)!;
    expect(await noticesOf(donor, 'bridge_ask')).toHaveLength(0);

    later(DAY_MS);
    await tick();
    await tick();
    slot = await firstSlot(planId);
    expect(slot.state).toBe('asked');
    expect(await noticesOf(donor, 'bridge_ask')).toHaveLength(1);

    later(BRIDGE.answerHours * HOUR_MS);
    await tick();
    slot = await firstSlot(planId);
    expect(slot.state).toBe('backup_asked');
    expect(await unanswered(planId, donor.userId)).toBe(1);
    expect(await noticesOf(backup, 'bridge_ask')).toHaveLength(1);

    later(BRIDGE.answerHours * HOUR_MS);
    await tick();
    slot = await firstSlot(planId);
    expect(slot.state).toBe('uncovered');
    expect(await unanswered(planId, backup.userId)).toBe(1);
    expect(slot.passed_over.sort()).toEqual([donor.userId, backup.userId].sort());

    later(2 * DAY_MS); // day 7: 4 days before the donation
    await tick();
    await tick();
    slot = await firstSlot(planId);
    expect(slot.state).toBe('escalated');
    expect(slot.request_id).not.toBeNull();
    expect(await noticesOf(patient, 'bridge_update')).toHaveLength(1);
    const urgent = await requestsOf(patient);
    expect(urgent).toHaveLength(1);
    expect(urgent[0]).toMatchObject({ urgency: 'Urgent', status: 'Open', units_required: 1 });
    await t.app.outbox.drain();
    expect(await noticesOf(outsider, 'request_alert')).toHaveLength(1);

    later(6 * DAY_MS); // day 13: the day before the transfusion
    await tick();
    await tick();
    slot = await firstSlot(planId);
    expect(slot.sos_request_id).not.toBeNull();
    const all = await requestsOf(patient);
    expect(all).toHaveLength(2);
    expect(all.find((r) => r.request_id === slot.request_id)?.status).toBe('Cancelled');
    expect(all.find((r) => r.request_id === slot.sos_request_id)).toMatchObject({ urgency: 'SOS', status: 'Open' });
    expect(await noticesOf(patient, 'bridge_update')).toHaveLength(2);

    // The transfusion moves a week later: that slot is gone, and so is its open SOS.
    await b.net.renew(patient);
    const to = addDaysIso(slot.transfusion_date, 7);
    const moved = await b.moveDate(patient, { date: slot.transfusion_date, to, scope: 'one' });
    expect(moved.statusCode).toBe(200);
    await tick();
    const [gone] = await t.database.db.select().from(bridgeSlots).where(eq(bridgeSlots.slot_id, slot.slot_id));
    expect(gone?.state).toBe('cancelled');
    const [sos] = await t.database.db
      .select()
      .from(bloodRequests)
      .where(eq(bloodRequests.request_id, slot.sos_request_id!));
    expect(sos?.status).toBe('Cancelled');
  });

  it('asks left unanswered twice in a row flag a member not responding in the patient view', async () => {
    const { patient, planId, code } = await b.patientWithPlan();
    const members = await b.donorsJoin(code, 2);
    await tick();
    // The first date (donation on day 11): its donor and backup are asked on day 1 and 3 and answer neither.
    later(DAY_MS);
    await tick();
    later(BRIDGE.answerHours * HOUR_MS);
    await tick();
    later(BRIDGE.answerHours * HOUR_MS);
    await tick();
    for (const m of members) expect(await unanswered(planId, m.userId)).toBe(1);
    // The second date (donation on day 32) is asked on day 22 and left unanswered too.
    later(17 * DAY_MS);
    await tick();
    const second = (await slotsOf(planId)).find((s) => s.state === 'asked')!;
    expect(second).toBeDefined();
    later(BRIDGE.answerHours * HOUR_MS);
    await tick();
    expect(await unanswered(planId, second.donor_id!)).toBe(BRIDGE.notRespondingAfter);
    await b.net.renew(patient);
    const view = (await b.view(patient)).json().data;
    const flagged = view.members.filter((m: { not_responding: boolean }) => m.not_responding);
    expect(flagged.map((m: { donor_id: string }) => m.donor_id)).toEqual([second.donor_id]);
  });

  it('a donor who leaves is replaced, and a moved date is planned again', async () => {
    const { patient, planId, code } = await b.patientWithPlan();
    const donors = await b.donorsJoin(code, 3);
    await tick();
    const before = await firstSlot(planId);
    const leaver = donors.find((d) => d.userId === before.donor_id)!;
    expect((await b.leave(leaver, planId)).statusCode).toBe(200);
    await tick();
    const after = await firstSlot(planId);
    expect(after.slot_id).toBe(before.slot_id);
    expect(after.donor_id).not.toBeNull();
    expect(after.donor_id).not.toBe(leaver.userId);

    const to = addDaysIso(before.transfusion_date, 2);
    const moved = await b.moveDate(patient, { date: before.transfusion_date, to, scope: 'one' });
    expect(moved.statusCode).toBe(200);
    await tick();
    const [old] = await t.database.db.select().from(bridgeSlots).where(eq(bridgeSlots.slot_id, before.slot_id));
    expect(old?.state).toBe('cancelled');
    const now = await firstSlot(planId);
    expect(now.transfusion_date).toBe(to);
    expect(now.donation_date).toBe(addDaysIso(to, -3));
    expect(now.donor_id).not.toBeNull();
  });
});
