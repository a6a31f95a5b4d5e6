import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeSlots, donations, donors, notifications, rewardGrants } from '../../src/db/schema/index.ts';
import { bridgeApi } from '../support/bridge.ts';
import type { Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** POST /api/bridge/slots/{slot_id}/outcome: the patient says whether the confirmed donor gave. */
describe('the patient marks a Blood Bridge date donated or missed', () => {
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
  const outcome = (who: Person | null, slotId: string, o: string) =>
    b.call(who, 'POST', `/api/bridge/slots/${slotId}/outcome`, { outcome: o });
  const donationsOf = (slotId: string) =>
    t.database.db.select().from(donations).where(eq(donations.bridge_slot_id, slotId));

  /** A plan whose first date its donor confirmed (asked a day after joining). */
  async function confirmedBridge() {
    const plan = await b.patientWithPlan();
    const members = await b.donorsJoin(plan.code, 2);
    await t.app.scheduler.tick();
    clock.advance(DAY_MS);
    await b.net.renew(plan.patient, ...members);
    await t.app.scheduler.tick();
    const slot = await firstSlot(plan.planId);
    const donor = members.find((d) => d.userId === slot.donor_id)!;
    const res = await b.call(donor, 'POST', `/api/bridge/slots/${slot.slot_id}/answer`, { answer: 'confirm' });
    expect(res.statusCode).toBe(200);
    return { ...plan, slot, donor, members };
  }
  /** Moves the clock to the slot's donation date and signs the people in again. */
  async function onDonationDay(donationDate: string, ...people: Person[]) {
    while (b.today() < donationDate) clock.advance(DAY_MS);
    await b.net.renew(...people);
  }

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    b = bridgeApi(t.app, clock.now);
  });
  afterAll(async () => {
    await t.close();
  });

  it('donated: one donation, the reward after the outbox runs, the impact notice; twice changes nothing', async () => {
    const { patient, slot, donor } = await confirmedBridge();
    const early = await outcome(patient, slot.slot_id, 'donated');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can mark this date on or after its donation date.');
    expect(await donationsOf(slot.slot_id)).toHaveLength(0);

    await onDonationDay(slot.donation_date, patient, donor);
    expect((await outcome(patient, slot.slot_id, 'donated')).statusCode).toBe(200);
    const again = await outcome(patient, slot.slot_id, 'donated');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.plan.plan_id).toBe(slot.plan_id);
    const given = await donationsOf(slot.slot_id);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({
      donor_id: donor.userId,
      donation_date: slot.donation_date,
      confirmed_by: 'patient',
      confirmed_by_user: patient.userId,
      component_id: 2,
    });
    expect((await firstSlot(slot.plan_id)).state).toBe('donated');
    const [profile] = await t.database.db.select().from(donors).where(eq(donors.donor_id, donor.userId));
    expect(profile?.last_donation_date).toBe(slot.donation_date);

    await t.app.outbox.drain();
    const grants = await t.database.db.select().from(rewardGrants).where(eq(rewardGrants.donor_id, donor.userId));
    expect(grants.length).toBeGreaterThan(0);
    const impact = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, donor.userId), eq(notifications.kind, 'impact')));
    expect(impact).toHaveLength(1);

    const contrary = await outcome(patient, slot.slot_id, 'missed');
    expect(contrary.statusCode).toBe(409);
    expect(await donationsOf(slot.slot_id)).toHaveLength(1);
  });

  it('missed records no donation; a date nobody confirmed cannot be marked', async () => {
    const { patient, slot, planId } = await confirmedBridge();
    await onDonationDay(slot.donation_date, patient);
    expect((await outcome(patient, slot.slot_id, 'missed')).statusCode).toBe(200);
    expect((await firstSlot(planId)).state).toBe('missed');
    expect(await donationsOf(slot.slot_id)).toHaveLength(0);
    const [next] = (
      await t.database.db
        .select()
        .from(bridgeSlots)
        .where(and(eq(bridgeSlots.plan_id, planId), eq(bridgeSlots.state, 'planned')))
    ).slice(0, 1);
    expect(next).toBeDefined();
    expect((await outcome(patient, next!.slot_id, 'donated')).statusCode).toBe(409);
  });

  it('refuses a stranger, a donor, and another patient (as if the date did not exist)', async () => {
    const { slot, donor } = await confirmedBridge();
    const other = await b.net.patient('B+');
    expect((await outcome(null, slot.slot_id, 'donated')).statusCode).toBe(401);
    expect((await outcome(donor, slot.slot_id, 'donated')).statusCode).toBe(403);
    const res = await outcome(other, slot.slot_id, 'donated');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This date is not in your Blood Bridge.');
    expect((await outcome(other, '00000000-0000-4000-8000-000000000000', 'donated')).statusCode).toBe(404);
    expect((await firstSlot(slot.plan_id)).state).toBe('confirmed');
  });
});
