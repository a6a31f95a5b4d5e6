import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carebotChats, reports } from '../../src/db/schema/index.ts';
import { bearer } from '../support/accounts.ts';
import { CENTRE, networkApi, north, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const THANKS = 'Thank you. Our coordinators will look at this.';

describe('POST /api/reports: people, requests and CareBot messages reported to the coordinators, once each', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  let patient: Person;
  let donor: Person;

  const report = (who: Person | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: who ? bearer(who.accessToken) : {},
      payload,
    });
  const reportsBy = (who: Person) => t.database.db.select().from(reports).where(eq(reports.reporter_id, who.userId));

  beforeAll(async () => {
    t = await createTestApp({ clock: createTestClock(), limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
    patient = await net.patient('O+');
    donor = await net.donor('O+', north(5));
  });
  afterAll(async () => {
    await t.close();
  });

  it('a patient reports a donor: 201 the first time, 200 and the same one report the second', async () => {
    const first = await report(patient, {
      subject_type: 'user',
      subject_id: donor.userId,
      reason: 'asked_for_money',
      details: 'Asked for ₹2000 before coming',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'success', message: THANKS, data: { created: true } });
    const again = await report(patient, { subject_type: 'user', subject_id: donor.userId, reason: 'harassment' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: THANKS, data: { created: false } });
    expect(again.json().data.report_id).toBe(first.json().data.report_id);
    const rows = await reportsBy(patient);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'harassment', details: null, status: 'open', subject_type: 'user' });
  });

  it('a request is reportable by those who may see it; a donor it never reached gets 404 and nothing is stored', async () => {
    const id = (await net.sos(patient, CENTRE)).json().data.request_id as string;
    await t.app.outbox.drain();
    const far = await net.donor('O+', north(300));
    const hidden = await report(far, { subject_type: 'request', subject_id: id, reason: 'fake_request' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('We could not find that request.');
    expect(await reportsBy(far)).toHaveLength(0);

    const seen = await report(donor, { subject_type: 'request', subject_id: id, reason: 'fake_request' });
    expect(seen.statusCode).toBe(201);
    const own = await report(patient, { subject_type: 'request', subject_id: id, reason: 'other', details: 'x' });
    expect(own.statusCode).toBe(201);
  });

  it('a CareBot message must be the reporter’s own; unknown subjects are 404; strangers are 401; bad input 400', async () => {
    const [chat] = await t.database.db
      .insert(carebotChats)
      .values({ user_id: patient.userId, prompt: 'Is it safe?', response: 'Take 4 tablets', source: 'kb' })
      .returning();
    const chatId = chat?.chat_id as string;
    expect(
      (await report(donor, { subject_type: 'message', subject_id: chatId, reason: 'unsafe_advice' })).statusCode,
    ).toBe(404);
    expect(
      (await report(patient, { subject_type: 'message', subject_id: chatId, reason: 'unsafe_advice' })).statusCode,
    ).toBe(201);
    const nobody = await report(patient, {
      subject_type: 'user',
      subject_id: '00000000-0000-4000-8000-000000000000',
      reason: 'other',
    });
    expect(nobody.statusCode).toBe(404);
    expect(
      (await report(patient, { subject_type: 'user', subject_id: 'not-a-uuid', reason: 'other' })).statusCode,
    ).toBe(404);
    const stranger = await report(null, { subject_type: 'user', subject_id: donor.userId, reason: 'other' });
    expect(stranger.statusCode).toBe(401);
    const badReason = await report(patient, { subject_type: 'user', subject_id: donor.userId, reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toContain('Choose a reason');
  });

  it('counts simultaneous reports together: 25 at once file 20', async () => {
    const busy = await net.patient('A+');
    const targets: Person[] = [];
    for (let i = 0; i < 25; i++) targets.push(await net.patient('A+'));
    const answers = await Promise.all(
      targets.map((target) => report(busy, { subject_type: 'user', subject_id: target.userId, reason: 'other' })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(20);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });

  it('limits each person to 20 reports a day with a clear 429', async () => {
    const busy = await net.patient('A+');
    const targets: Person[] = [];
    for (let i = 0; i < 21; i++) targets.push(await net.patient('A+'));
    for (const target of targets.slice(0, 20)) {
      const res = await report(busy, { subject_type: 'user', subject_id: target.userId, reason: 'other' });
      expect(res.statusCode).toBe(201);
    }
    const over = await report(busy, { subject_type: 'user', subject_id: targets[20]?.userId, reason: 'other' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/You have sent many reports today/);
    expect(await reportsBy(busy)).toHaveLength(20);
  });
});
