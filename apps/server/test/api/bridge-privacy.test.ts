import { addDaysIso } from '@raktsetu/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeSlots } from '../../src/db/schema/index.ts';
import { bridgeApi } from '../support/bridge.ts';
import { commandAccount } from '../support/staff.ts';
import type { Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const NOTE = 'Anti-Kell antibodies; needs K-negative units';
const HOSPITAL = 'Wadia Children Hospital';

describe('Blood Bridge privacy: who may see and do what', () => {
  let t: TestApp;
  let b: ReturnType<typeof bridgeApi>;
  let patient: Person;
  let planId: string;
  let code: string;
  let member: Person;
  let elsewhere: Person;
  let otherPatient: Person;

  beforeAll(async () => {
    const clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    b = bridgeApi(t.app, clock.now);
    patient = await b.net.patient('B+', { full_name: 'Meera Deshpande', phone_number: '+91 91234 56789' });
    const res = await b.putPlan(patient, b.planPayload({ hospital_name: HOSPITAL, antibodies_note: NOTE }));
    expect(res.statusCode).toBe(200);
    planId = res.json().data.plan.plan_id;
    code = b.codeOf(res.json().data.plan.invite_url);
    member = await b.joiningDonor(code, { group: 'O+' });
    elsewhere = await b.donor({ group: 'O+' });
    otherPatient = await b.net.patient('B+');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Nothing a donor reads may carry the patient's surname, phone, hospital or antibodies note. */
  const expectNothingPrivate = (body: string) => {
    expect(body).not.toContain('Deshpande');
    expect(body).not.toContain('91234');
    expect(body).not.toContain(HOSPITAL);
    expect(body).not.toContain('Kell');
  };

  it('a stranger (no token) gets 401 everywhere', async () => {
    const calls: Array<[Parameters<typeof b.call>[1], string]> = [
      ['GET', '/api/bridge'],
      ['PUT', '/api/bridge/plan'],
      ['POST', '/api/bridge/dates/move'],
      ['POST', '/api/bridge/invite-code'],
      ['POST', '/api/bridge/invitations'],
      ['DELETE', `/api/bridge/members/${member.userId}`],
      ['GET', '/api/bridge/calendar.ics'],
      ['GET', `/api/bridge/invites/${code}`],
      ['POST', `/api/bridge/invites/${code}/join`],
      ['POST', `/api/bridge/invitations/${planId}/accept`],
      ['GET', '/api/bridge/memberships'],
      ['DELETE', `/api/bridge/memberships/${planId}`],
      ['GET', '/api/bridge/memberships/calendar.ics'],
    ];
    for (const [method, url] of calls) {
      expect((await b.call(null, method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
    }
  });

  it('another patient sees only their own (no) plan and cannot move, remove, re-link or export this one', async () => {
    expect((await b.view(otherPatient)).json().data).toBeNull();
    const today = b.today();
    expect(
      (await b.moveDate(otherPatient, { date: addDaysIso(today, 14), to: addDaysIso(today, 15), scope: 'one' }))
        .statusCode,
    ).toBe(404);
    expect((await b.removeMember(otherPatient, member.userId)).statusCode).toBe(404);
    expect((await b.newInviteCode(otherPatient)).statusCode).toBe(404);
    expect((await b.inviteNearby(otherPatient)).statusCode).toBe(404);
    expect((await b.call(otherPatient, 'GET', '/api/bridge/calendar.ics')).statusCode).toBe(404);
    // Their own plan is theirs alone: removing this bridge's member from it is a 404.
    await b.putPlan(otherPatient, b.planPayload());
    expect((await b.removeMember(otherPatient, member.userId)).statusCode).toBe(404);
    const view = (await b.view(patient)).json().data;
    expect(view.members.map((m: { donor_id: string }) => m.donor_id)).toEqual([member.userId]);
    expect(view.plan.invite_url).toContain(code);
  });

  it('a donor elsewhere sees nothing of this bridge and cannot act on it', async () => {
    const theirs = await b.memberships(elsewhere);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toEqual({ bridges: [], invitations: [] });
    expect((await b.leave(elsewhere, planId)).statusCode).toBe(404);
    expect((await b.accept(elsewhere, planId)).statusCode).toBe(404);
    expect((await b.view(elsewhere)).statusCode).toBe(403);
    expect((await b.removeMember(elsewhere, member.userId)).statusCode).toBe(403);
    expect((await b.call(elsewhere, 'GET', '/api/bridge/calendar.ics')).statusCode).toBe(403);
    expect((await b.call(patient, 'GET', '/api/bridge/memberships')).statusCode).toBe(403);
  });

  it('the link preview carries only the contract fields: no surname, phone, hospital or antibodies', async () => {
    const res = await b.preview(elsewhere, code);
    expect(Object.keys(res.json().data).sort()).toEqual(
      [
        'already_member',
        'blood_group',
        'can_give',
        'hospital_city',
        'interval_days',
        'patient_first_name',
        'units_per_transfusion',
      ].sort(),
    );
    expect(res.json().data.patient_first_name).toBe('Meera');
    expectNothingPrivate(res.body);
  });

  it('a member sees the hospital and the patient’s phone only for a date they confirmed', async () => {
    const slot = await slotFor(member);
    const before = await b.memberships(member);
    expectNothingPrivate(before.body);
    const asked = before.json().data.bridges[0].slots.find((s: { slot_id: string }) => s.slot_id === slot);
    expect(asked).toMatchObject({ role: 'donor', hospital_name: null, patient_phone: null });
    const beforeIcs = await b.call(member, 'GET', '/api/bridge/memberships/calendar.ics');
    expect(beforeIcs.body).toContain('Give blood for Meera (Blood Bridge)');
    expect(beforeIcs.body).not.toContain(HOSPITAL);
    expect((await b.view(patient)).json().data.dates.flatMap((d: { slots: unknown[] }) => d.slots)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slot_id: slot, donor: expect.objectContaining({ phone_number: null }) }),
      ]),
    );

    // h3 records answers; here the answer is written directly.
    await t.database.db.update(bridgeSlots).set({ state: 'confirmed' }).where(eq(bridgeSlots.slot_id, slot));
    const after = await b.memberships(member);
    const confirmed = after.json().data.bridges[0].slots.find((s: { slot_id: string }) => s.slot_id === slot);
    expect(confirmed.hospital_name).toBe(HOSPITAL);
    expect(confirmed.patient_phone).toContain('91234');
    expect(after.body).not.toContain('Deshpande');
    expect(after.body).not.toContain('Kell');
    const afterIcs = await b.call(member, 'GET', '/api/bridge/memberships/calendar.ics');
    expect(afterIcs.body).toContain(HOSPITAL);
    expect(afterIcs.body).not.toContain('Kell');

    const patientSlot = (await b.view(patient))
      .json()
      .data.dates.flatMap((d: { slots: Array<{ slot_id: string }> }) => d.slots)
      .find((s: { slot_id: string }) => s.slot_id === slot);
    expect(patientSlot.donor.phone_number).toMatch(/\d{5}/);
    expect(patientSlot.donor.name).toMatch(/^Donor [A-Z0-9]\.$/);
  });

  it('the antibodies note is the patient’s alone: never in a join, preview, memberships or calendar', async () => {
    expect((await b.view(patient)).json().data.plan.antibodies_note).toBe(NOTE);
    const donorBodies = [
      (await b.join(member, code)).body,
      (await b.preview(member, code)).body,
      (await b.memberships(member)).body,
      (await b.call(member, 'GET', '/api/bridge/memberships/calendar.ics')).body,
    ];
    for (const body of donorBodies) expect(body).not.toContain('Kell');
  });

  it('a coordinator sees the bridge on their page without the antibodies note, and cannot use the patient’s or donor’s calls', async () => {
    const coordinator = await commandAccount(t.app, t.database.db, 'Coordinator');
    const overview = await b.call(coordinator, 'GET', '/api/coordinator/overview');
    expect(overview.statusCode).toBe(200);
    expect(overview.body).not.toContain('Kell');
    expect(overview.body).not.toContain('91234');
    expect((await b.view(coordinator)).statusCode).toBe(403);
    expect((await b.memberships(coordinator)).statusCode).toBe(403);
    expect((await b.join(coordinator, code)).statusCode).toBe(403);
    expect((await b.preview(coordinator, code)).json().data.can_give).toBe(false);
  });

  it('the patient’s calendar: one all-day event per date, a stable UID, an attachment', async () => {
    const res = await b.call(patient, 'GET', '/api/bridge/calendar.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="raktsetu-bridge.ics"');
    expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    expect(res.body).toContain(`SUMMARY:Transfusion — ${HOSPITAL}`);
    expect(res.body).toContain('DTSTART;VALUE=DATE:');
    expect(res.body).not.toContain('Kell');
    const again = await b.call(patient, 'GET', '/api/bridge/calendar.ics');
    const uids = (body: string) => body.match(/UID:[^\r\n]+/g);
    expect(uids(again.body)).toEqual(uids(res.body));
  });

  /** The first slot of the plan, given to this donor (whatever the planner chose). */
  async function slotFor(donor: Person): Promise<string> {
    const rows = await t.database.db
      .select()
      .from(bridgeSlots)
      .where(eq(bridgeSlots.plan_id, planId))
      .orderBy(asc(bridgeSlots.transfusion_date));
    const live = rows.filter((r) => r.state !== 'cancelled');
    const mine = live.find((r) => r.donor_id === donor.userId) ?? live[0];
    if (mine) {
      await t.database.db
        .update(bridgeSlots)
        .set({ donor_id: donor.userId, state: 'asked' })
        .where(eq(bridgeSlots.slot_id, mine.slot_id));
      return mine.slot_id;
    }
    const date = addDaysIso(b.today(), 14);
    const [made] = await t.database.db
      .insert(bridgeSlots)
      .values({
        plan_id: planId,
        transfusion_date: date,
        unit_index: 1,
        donation_date: addDaysIso(date, -3),
        donor_id: donor.userId,
        state: 'asked',
      })
      .returning();
    return made?.slot_id as string;
  }
});
