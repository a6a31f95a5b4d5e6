import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, outbox, users } from '../../src/db/schema/index.ts';
import { bearer } from '../support/accounts.ts';
import { addMember, coordinatorApi, insertPlan } from '../support/coordinator.ts';
import { networkApi, north, type Person } from '../support/network.ts';
import { bankId, commandAccount, type StaffPerson } from '../support/staff.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const TEXT = 'Please confirm your dates for next month, Meera needs you.';

describe('the coordinators audit trail: every action, once, with who did it', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  let api: ReturnType<typeof coordinatorApi>;
  let coordinator: StaffPerson;
  let admin: StaffPerson;
  let patient: Person;
  let active: Person[];
  let gone: Person;
  let planId: string;

  const rows = () => t.database.db.select().from(auditLog).orderBy(auditLog.audit_id);
  const messagesTo = (who: Person) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, who.userId), eq(notifications.kind, 'bridge_message')));

  beforeAll(async () => {
    t = await createTestApp({ clock: createTestClock(), limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
    api = coordinatorApi(t.app);
    coordinator = await commandAccount(t.app, t.database.db, 'Coordinator', { name: 'Kavita Joshi' });
    admin = await commandAccount(t.app, t.database.db, 'Admin', { name: 'Arjun Desai' });
    patient = await net.patient('B+', { full_name: 'Meera Shah' });
    active = [await net.donor('O+', north(3)), await net.donor('B+', north(4))];
    gone = await net.donor('O+', north(5));
    planId = await insertPlan(t.database.db, patient.userId, { antibodies_note: 'Anti-Kell antibodies' });
    for (const d of active) await addMember(t.database.db, planId, d.userId);
    await addMember(t.database.db, planId, gone.userId, { status: 'left' });
    // One active donor keeps e-mail notices off: the notice reaches them, no e-mail does.
    await t.database.db.update(users).set({ email_notices: false }).where(eq(users.user_id, active[1]!.userId));
  });
  afterAll(async () => {
    await t.close();
  });

  it('a bridge message reaches the active donors only (notice, and e-mail when they want it), with one audit row', async () => {
    const res = await api.message(coordinator, planId, TEXT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { reached: 2 }, message: 'Message sent to 2 donors.' });
    for (const d of active) {
      const [notice, ...more] = await messagesTo(d);
      expect(more).toEqual([]);
      expect(notice?.message).toContain(TEXT);
      expect(notice?.message).not.toContain('Shah');
      expect(notice?.message).not.toContain('Anti-Kell');
    }
    expect(await messagesTo(gone)).toEqual([]);
    const mails = await t.database.db.select().from(outbox).where(like(outbox.dedupe_key, 'bridge-message-email:%'));
    expect(mails.map((m) => (m.payload as { to: string }).to)).toEqual([active[0]!.email]);
    const audit = await rows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: coordinator.userId,
      actor_name: 'Kavita Joshi',
      actor_role: 'Coordinator',
      action: 'bridge.messaged',
      subject_type: 'bridge',
      subject_id: planId,
      details: { message: TEXT, reached: 2 },
    });
    const details = JSON.stringify(audit[0]?.details);
    for (const d of [...active, patient]) expect(details).not.toContain(d.email);
  });

  it('a message too short is refused with a clear message, and nothing is sent or audited', async () => {
    const res = await api.message(coordinator, planId, 'Hi');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at least 10 characters/);
    expect(await rows()).toHaveLength(1);
    expect(await messagesTo(active[0]!)).toHaveLength(1);
  });

  it('verifying staff and handling a report write one row each, naming the admin who did it', async () => {
    const bank = await bankId(t.database.db, 'Global Hospital Blood Bank', 'Mumbai');
    const waiting = await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank, verified: false });
    expect((await api.verify(admin, waiting.userId)).statusCode).toBe(200);
    expect((await api.verify(coordinator, waiting.userId)).statusCode).toBe(200);
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(patient.accessToken),
      payload: { subject_type: 'user', subject_id: gone.userId, reason: 'harassment' },
    });
    const reportId = filed.json().data.report_id as string;
    expect((await api.handled(coordinator, reportId)).statusCode).toBe(200);
    expect((await api.handled(admin, reportId)).statusCode).toBe(200);
    const audit = await rows();
    expect(audit.map((r) => [r.action, r.actor_name, r.actor_role, r.subject_id])).toEqual([
      ['bridge.messaged', 'Kavita Joshi', 'Coordinator', planId],
      ['staff.verified', 'Arjun Desai', 'Admin', waiting.userId],
      ['report.handled', 'Kavita Joshi', 'Coordinator', reportId],
    ]);
    expect(JSON.stringify(audit.map((r) => r.details))).not.toContain(waiting.email);
  });

  it('GET /api/coordinator/audit lists the trail newest first, 20 a page', async () => {
    const res = await api.audit(coordinator);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 3, page: 1 });
    expect(data.items.map((i: { action: string }) => i.action)).toEqual([
      'report.handled',
      'staff.verified',
      'bridge.messaged',
    ]);
    expect(data.items[2]).toMatchObject({ actor_name: 'Kavita Joshi', details: { message: TEXT, reached: 2 } });
    expect((await api.audit(coordinator, 2)).json().data).toMatchObject({ items: [], total: 3, page: 2 });
    expect((await api.audit(coordinator, 0)).statusCode).toBe(400);
  });

  it('allows 20 bridge messages an hour per coordinator, then a clear 429 that sends nothing', async () => {
    // One was sent in the first test.
    for (let i = 0; i < 19; i += 1)
      expect((await api.message(coordinator, planId, `${TEXT} (${i})`)).statusCode).toBe(200);
    const before = (await rows()).length;
    const refused = await api.message(coordinator, planId, `${TEXT} (one more)`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have sent 20 bridge messages in the last hour/);
    expect(await rows()).toHaveLength(before);
    // The limit is the coordinator's own: another may still send.
    expect((await api.message(admin, planId, TEXT)).statusCode).toBe(200);
  });
});
