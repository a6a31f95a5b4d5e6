import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeInvitations, bridgeMembers, outbox } from '../../src/db/schema/index.ts';
import { bridgeApi, nearMumbai } from '../support/bridge.ts';
import type { Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const BAD_LINK = 'This invitation link is not valid or was replaced. Ask the family for a new one.';

describe('Blood Bridge invitations: the link, joining, leaving, and inviting nearby willing donors', () => {
  let t: TestApp;
  let b: ReturnType<typeof bridgeApi>;

  beforeAll(async () => {
    const clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    b = bridgeApi(t.app, clock.now);
  });
  afterAll(async () => {
    await t.close();
  });

  const memberRow = async (planId: string, donor: Person) =>
    (
      await t.database.db
        .select()
        .from(bridgeMembers)
        .where(and(eq(bridgeMembers.plan_id, planId), eq(bridgeMembers.donor_id, donor.userId)))
    )[0];

  it('the link previews the bridge, a compatible donor joins once, leaves and comes back', async () => {
    const { patient, planId, code } = await b.patientWithPlan();
    const donor = await b.donor({ group: 'O-' });
    const preview = await b.preview(donor, code);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      patient_first_name: 'Patient',
      blood_group: 'B+',
      hospital_city: 'Mumbai',
      interval_days: 21,
      units_per_transfusion: 1,
      can_give: true,
      already_member: false,
    });

    const joined = await b.join(donor, code);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toEqual({ plan_id: planId });
    const twice = await b.join(donor, code);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data).toEqual({ plan_id: planId });
    expect((await b.preview(donor, code)).json().data.already_member).toBe(true);
    expect((await b.view(patient)).json().data.members).toHaveLength(1);

    const mine = (await b.memberships(donor)).json().data;
    expect(mine.bridges).toHaveLength(1);
    expect(mine.bridges[0]).toMatchObject({ plan_id: planId, patient_first_name: 'Patient', hospital_city: 'Mumbai' });

    const left = await b.leave(donor, planId);
    expect(left.statusCode).toBe(200);
    expect(left.json().data.bridges).toEqual([]);
    expect(await memberRow(planId, donor)).toMatchObject({ status: 'left' });
    expect((await b.view(patient)).json().data.members).toHaveLength(0);
    expect((await b.leave(donor, planId)).statusCode).toBe(404);

    await t.database.db
      .update(bridgeMembers)
      .set({ unanswered_count: 3 })
      .where(eq(bridgeMembers.donor_id, donor.userId));
    expect((await b.join(donor, code)).statusCode).toBe(200);
    expect(await memberRow(planId, donor)).toMatchObject({ status: 'active', left_at: null, unanswered_count: 0 });
  });

  it('a patient removing a donor takes them out for good; a donor who is not a member cannot be removed (404)', async () => {
    const { patient, code } = await b.patientWithPlan();
    const [donor, other] = await b.donorsJoin(code, 2);
    const res = await b.removeMember(patient, (donor as Person).userId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.members.map((m: { donor_id: string }) => m.donor_id)).toEqual([(other as Person).userId]);
    expect((await b.removeMember(patient, (donor as Person).userId)).statusCode).toBe(404);
    expect((await b.removeMember(patient, 'not-a-uuid')).statusCode).toBe(404);
    // Taken out by the family, the donor cannot come back by the link.
    const back = await b.join(donor as Person, code);
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe('The family took you out of this bridge, so you cannot join it again.');
    expect((await b.view(patient)).json().data.members).toHaveLength(1);
  });

  it('a new link kills the old one (404 with a clear message)', async () => {
    const { patient, code } = await b.patientWithPlan();
    const res = await b.newInviteCode(patient);
    expect(res.statusCode).toBe(200);
    const fresh = b.codeOf(res.json().data.plan.invite_url);
    expect(fresh).not.toBe(code);
    const donor = await b.donor();
    const old = await b.preview(donor, code);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(BAD_LINK);
    expect((await b.join(donor, code)).statusCode).toBe(404);
    expect((await b.join(donor, fresh)).statusCode).toBe(200);
    expect((await b.preview(donor, 'abcdefghijklmnop')).statusCode).toBe(404);
  });

  it('an incompatible donor sees can_give false and is refused; a patient cannot join', async () => {
    const { planId, code } = await b.patientWithPlan({}, 'O-');
    const donor = await b.donor({ group: 'A+' });
    expect((await b.preview(donor, code)).json().data.can_give).toBe(false);
    const res = await b.join(donor, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Your blood group cannot be given to this patient, so you cannot join this bridge.',
    );
    expect(await memberRow(planId, donor)).toBeUndefined();

    const patient = await b.net.patient('O-');
    expect((await b.preview(patient, code)).json().data.can_give).toBe(false);
    expect((await b.join(patient, code)).statusCode).toBe(403);
  });

  it('invites nearby willing compatible donors once each, with a notice and an e-mail; they can accept', async () => {
    const { patient, planId } = await b.patientWithPlan({}, 'A+');
    const willing = await b.donor({ group: 'O+', willing: true, at: nearMumbai(5) });
    const willingToo = await b.donor({ group: 'A-', willing: true, at: nearMumbai(20) });
    const unwilling = await b.donor({ group: 'A+', willing: false, at: nearMumbai(2) });
    const incompatible = await b.donor({ group: 'B+', willing: true, at: nearMumbai(2) });
    const far = await b.donor({ group: 'A+', willing: true, at: nearMumbai(40) });
    const nowhere = await b.donor({ group: 'A+', willing: true, at: null });

    const before = (await b.view(patient)).json().data;
    expect(before.nearby_willing).toBe(2);

    const res = await b.inviteNearby(patient);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ invited: 2 });
    const rows = await t.database.db.select().from(bridgeInvitations).where(eq(bridgeInvitations.plan_id, planId));
    expect(rows.map((r) => r.donor_id).sort()).toEqual([willing.userId, willingToo.userId].sort());
    expect((await b.view(patient)).json().data.nearby_willing).toBe(0);

    const notices = (await b.net.alerts(willing)).filter((n) => n.kind === 'bridge_invite');
    expect(notices).toHaveLength(1);
    for (const other of [unwilling, incompatible, far, nowhere]) {
      expect((await b.net.alerts(other)).filter((n) => n.kind === 'bridge_invite')).toHaveLength(0);
    }
    const mails = await t.database.db.select().from(outbox).where(like(outbox.dedupe_key, 'bridge-invite-email:%'));
    const to = mails.map((m) => (m.payload as { to: string }).to).sort();
    expect(to).toEqual([willing.email, willingToo.email].sort());

    const again = await b.inviteNearby(patient);
    expect(again.json().data).toEqual({ invited: 0 });
    expect((await b.net.alerts(willing)).filter((n) => n.kind === 'bridge_invite')).toHaveLength(1);

    const waiting = (await b.memberships(willing)).json().data;
    expect(waiting.invitations).toEqual([
      expect.objectContaining({ plan_id: planId, patient_first_name: 'Patient', blood_group: 'A+' }),
    ]);
    const accepted = await b.accept(willing, planId);
    expect(accepted.statusCode).toBe(200);
    expect(await memberRow(planId, willing)).toMatchObject({ status: 'active', source: 'invited' });
    expect((await b.memberships(willing)).json().data.invitations).toEqual([]);
    // Only an invited donor may accept.
    expect((await b.accept(unwilling, planId)).statusCode).toBe(404);
  });

  it('inviting is limited to 3 times a day, with a clear 429', async () => {
    const { patient } = await b.patientWithPlan();
    for (let i = 0; i < 3; i += 1) expect((await b.inviteNearby(patient)).statusCode).toBe(200);
    const res = await b.inviteNearby(patient);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'You have invited nearby donors several times today. You can invite more tomorrow.',
    );
  });

  it('a plan whose town is not on the map cannot invite nearby donors (400)', async () => {
    const { patient } = await b.patientWithPlan({ hospital_city: 'Nowhereville' });
    const res = await b.inviteNearby(patient);
    expect(res.statusCode).toBe(400);
  });

  it('the invitation code never reaches a log line', async () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    const logged = await createTestApp({
      limits: RELAXED_LIMITS,
      runWorker: false,
      logger: undefined,
      logStream,
      env: { LOG_LEVEL: 'trace' },
    });
    try {
      const lb = bridgeApi(logged.app);
      const { code } = await lb.patientWithPlan();
      const donor = await lb.donor();
      await lb.preview(donor, code);
      await lb.join(donor, code);
      const text = lines.join('');
      expect(text).toContain('/api/bridge/invites/[redacted]');
      expect(text).not.toContain(code);
    } finally {
      await logged.close();
    }
  });
});
