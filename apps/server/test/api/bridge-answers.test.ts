import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeSlots, notifications } from '../../src/db/schema/index.ts';
import { bridgeApi } from '../support/bridge.ts';
import type { Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** POST /api/bridge/slots/{slot_id}/answer: the donor asked (or the backup) confirms or declines. */
describe('a donor answers a Blood Bridge date', () => {
  let t: TestApp;
  let clock: TestClock;
  let b: ReturnType<typeof bridgeApi>;

  const firstSlot = async (planId: string) => {
    const rows = await t.database.db
      .select()
      .from(bridgeSlots)
      .where(and(eq(bridgeSlots.plan_id, planId), ne(bridgeSlots.state, 'cancelled')))
      .orderBy(asc(bridgeSlots.transfusion_date), asc(bridgeSlots.unit_index));
    return rows[0]!;
  };
  const answer = (who: Person | null, slotId: string, a: string) =>
    b.call(who, 'POST', `/api/bridge/slots/${slotId}/answer`, { answer: a });
  const noticesOf = (who: Person, kind: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, who.userId), eq(notifications.kind, kind)));
  /** The slot as the donor's memberships show it. */
  const seenBy = async (who: Person, slotId: string) => {
    const res = await b.memberships(who);
    expect(res.statusCode).toBe(200);
    const slots = res.json().data.bridges.flatMap((m: { slots: Array<{ slot_id: string }> }) => m.slots);
    return slots.find((s: { slot_id: string }) => s.slot_id === slotId) as Record<string, unknown> | undefined;
  };

  /** A plan with three donors; a day later the first date is asked of its donor. */
  async function askedBridge() {
    const plan = await b.patientWithPlan();
    const donors = await b.donorsJoin(plan.code, 3);
    await t.app.scheduler.tick();
    clock.advance(DAY_MS);
    await b.net.renew(plan.patient, ...donors);
    await t.app.scheduler.tick();
    const slot = await firstSlot(plan.planId);
    expect(slot.state).toBe('asked');
    const byId = (id: string | null) => donors.find((d) => d.userId === id)!;
    const donor = byId(slot.donor_id);
    const backup = byId(slot.backup_id);
    const third = donors.find((d) => d !== donor && d !== backup)!;
    return { ...plan, slot, donor, backup, third };
  }

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    b = bridgeApi(t.app, clock.now);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a stranger, a patient, a member not asked and a donor elsewhere; nothing changes', async () => {
    const { patient, slot, backup, third } = await askedBridge();
    const elsewhere = await b.donor();
    expect((await answer(null, slot.slot_id, 'confirm')).statusCode).toBe(401);
    expect((await answer(patient, slot.slot_id, 'confirm')).statusCode).toBe(403);
    const otherPatient = await b.net.patient('B+');
    expect((await answer(otherPatient, slot.slot_id, 'confirm')).statusCode).toBe(403);
    for (const who of [backup, third, elsewhere]) {
      const res = await answer(who, slot.slot_id, 'confirm');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This date is not asked of you.');
    }
    expect((await answer(elsewhere, '00000000-0000-4000-8000-000000000000', 'confirm')).statusCode).toBe(404);
    expect((await answer(third, slot.slot_id, 'maybe')).statusCode).toBe(400);
    expect((await firstSlot(slot.plan_id)).state).toBe('asked');
  });

  it('confirm: the patient is told, and only the confirmer sees the hospital and the phone', async () => {
    const { patient, slot, donor, backup } = await askedBridge();
    expect(await seenBy(donor, slot.slot_id)).toMatchObject({ hospital_name: null, patient_phone: null });
    const res = await answer(donor, slot.slot_id, 'confirm');
    expect(res.statusCode).toBe(200);
    const answered = res.json().data.bridges[0].slots.find((x: { slot_id: string }) => x.slot_id === slot.slot_id);
    expect(answered).toMatchObject({ state: 'confirmed', hospital_name: 'KEM Hospital' });
    const now = await firstSlot(slot.plan_id);
    expect(now.state).toBe('confirmed');
    expect(now.confirmed_at).not.toBeNull();
    expect(await noticesOf(patient, 'bridge_update')).toHaveLength(1);
    const mine = await seenBy(donor, slot.slot_id);
    expect(mine?.hospital_name).toBe('KEM Hospital');
    expect(mine?.patient_phone).toBeTruthy();
    const theirs = await seenBy(backup, slot.slot_id);
    expect(theirs?.hospital_name ?? null).toBeNull();
    expect(theirs?.patient_phone ?? null).toBeNull();
    // Answering again: it is no longer asked of them.
    expect((await answer(donor, slot.slot_id, 'confirm')).statusCode).toBe(404);
  });

  it('decline asks the backup at once; the backup who confirms becomes the donor', async () => {
    const { slot, donor, backup } = await askedBridge();
    expect((await answer(donor, slot.slot_id, 'decline')).statusCode).toBe(200);
    let now = await firstSlot(slot.plan_id);
    expect(now.state).toBe('backup_asked');
    expect(now.passed_over).toContain(donor.userId);
    expect(await noticesOf(backup, 'bridge_ask')).toHaveLength(1);
    expect((await answer(backup, slot.slot_id, 'confirm')).statusCode).toBe(200);
    now = await firstSlot(slot.plan_id);
    expect(now).toMatchObject({ state: 'confirmed', donor_id: backup.userId });
  });

  it('both decline: the next member is asked; a confirmed donor who withdraws is replaced and the patient told', async () => {
    const { patient, slot, donor, backup, third } = await askedBridge();
    await answer(donor, slot.slot_id, 'decline');
    await answer(backup, slot.slot_id, 'decline');
    let now = await firstSlot(slot.plan_id);
    expect(now).toMatchObject({ state: 'asked', donor_id: third.userId });
    expect((await answer(third, slot.slot_id, 'confirm')).statusCode).toBe(200);
    expect((await answer(third, slot.slot_id, 'decline')).statusCode).toBe(200);
    now = await firstSlot(slot.plan_id);
    expect(now.state).not.toBe('confirmed');
    const updates = await noticesOf(patient, 'bridge_update');
    expect(updates.map((n) => n.dedupe_key)).toContain(`bridge-withdrew:${slot.slot_id}:${third.userId}`);
  });
});
