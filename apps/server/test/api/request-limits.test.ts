import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests, users } from '../../src/db/schema/index.ts';
import { DEFAULT_LIMITS } from '../../src/lib/limits.ts';
import { CENTRE, networkApi, north, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const scheduled = { blood_group_id: 3, component_id: 2, units_required: 1, urgency: 'Scheduled', ...CENTRE };

/**
 * Each SOS alerts every matching donor by app and e-mail, so a patient holds at most 2 open SOS (1 before the
 * address is verified) and creates at most 10 requests a day. The refusal says when to try again and where
 * else to turn, so a real emergency is never left without a next step.
 */
describe('limits on creating requests', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  const clock = createTestClock();

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      runWorker: false,
      limits: {
        ...RELAXED_LIMITS,
        openSosPerPatient: DEFAULT_LIMITS.openSosPerPatient,
        openSosUnverified: DEFAULT_LIMITS.openSosUnverified,
        requestsPerDay: DEFAULT_LIMITS.requestsPerDay,
        alertsPerPatientPerDonorPerDay: DEFAULT_LIMITS.alertsPerPatientPerDonorPerDay,
      },
    });
    net = networkApi(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const verify = (who: Person) =>
    t.database.db.update(users).set({ is_verified: true }).where(eq(users.user_id, who.userId));
  const countRequests = async (who: Person) =>
    (await t.database.db.select({ n: count() }).from(bloodRequests).where(eq(bloodRequests.patient_id, who.userId)))[0]!
      .n;

  const expectHelpfulRefusal = (res: { statusCode: number; json(): { code: string; message: string } }) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(res.json().message).toContain('112');
    expect(res.json().message).toContain('Blood Banks directory');
    // The app puts a "Find a blood bank" button under it: no raw path in words a family reads.
    expect(res.json().message).not.toContain('/app/');
  };

  it('an unverified patient holds one open SOS; the second is refused with where else to turn', async () => {
    const patient = await net.patient('B+');
    expect((await net.sos(patient)).statusCode).toBe(201);
    const second = await net.sos(patient);
    expectHelpfulRefusal(second);
    expect(second.json().message).toContain('Verify your e-mail address');
    expect(await countRequests(patient)).toBe(1);
    // A non-SOS request is still possible.
    expect((await net.createRequest(patient, scheduled)).statusCode).toBe(201);
  });

  it('a verified patient holds two open SOS; closing one frees a place', async () => {
    const patient = await net.patient('B+');
    await verify(patient);
    const first = (await net.sos(patient)).json().data.request_id;
    expect((await net.sos(patient)).statusCode).toBe(201);
    const third = await net.sos(patient);
    expectHelpfulRefusal(third);
    expect(third.json().message).toContain('You already have 2 open SOS requests');
    expect((await net.setStatus(patient, first, { status: 'Cancelled' })).statusCode).toBe(200);
    expect((await net.sos(patient)).statusCode).toBe(201);
  });

  it('30 simultaneous SOS from one patient create exactly two', async () => {
    const patient = await net.patient('B+');
    await verify(patient);
    const answers = await Promise.all(Array.from({ length: 30 }, () => net.sos(patient)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 429)).toHaveLength(28);
    expect(await countRequests(patient)).toBe(2);
  });

  it('allows 10 new requests in 24 hours, says when the next is possible, and allows it then', async () => {
    const patient = await net.patient('B+');
    const made = await Promise.all(Array.from({ length: 12 }, () => net.createRequest(patient, scheduled)));
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = made.find((r) => r.statusCode === 429)!;
    expectHelpfulRefusal(refused);
    expect(refused.json().message).toMatch(/You can create another from .+ IST \(in about 24 hours\)/);
    expect(await countRequests(patient)).toBe(10);

    clock.advance(DAY + 1000);
    await net.renew(patient);
    expect((await net.createRequest(patient, scheduled)).statusCode).toBe(201);
  });

  it('one patient’s requests alert a donor at most 3 times a day; other patients’ requests still reach them', async () => {
    const donor = await net.donor('B+', north(50.3));
    const patient = await net.patient('B+');
    const near = { ...scheduled, ...north(50) };
    for (let i = 0; i < 4; i++) expect((await net.createRequest(patient, near)).statusCode).toBe(201);
    await t.app.outbox.drain();
    const alerts = (await net.alerts(donor)).filter((a) => a.kind === 'request_alert');
    expect(alerts).toHaveLength(3);

    const another = await net.patient('B+');
    const theirs = (await net.createRequest(another, near)).json().data.request_id;
    await t.app.outbox.drain();
    expect(await net.alertedFor(donor, theirs)).toHaveLength(1);
  });

  it('a retry with the same Idempotency-Key is answered with the first request and is not counted again', async () => {
    const patient = await net.patient('B+');
    const key = `retry-${crypto.randomUUID()}`;
    const first = await net.sos(patient, CENTRE, key);
    const again = await net.sos(patient, CENTRE, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.request_id).toBe(first.json().data.request_id);
    expect(await countRequests(patient)).toBe(1);
  });
});
