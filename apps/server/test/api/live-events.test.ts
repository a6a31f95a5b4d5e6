import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests } from '../../src/db/schema/index.ts';
import { createUserEventsRepository } from '../../src/realtime/user-events.repository.ts';
import { NEW_PASSWORD, PASSWORD, accountApi, bearer } from '../support/accounts.ts';
import { networkApi, north, type Person } from '../support/network.ts';
import { openSse, type SseEvent, type SseStream } from '../support/sse.ts';
import { RELAXED_LIMITS, createTestApp, type TestApp } from '../support/test-app.ts';

describe('GET /api/events (server-sent events)', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  let base: string;
  let patient: Person;
  let donor: Person;

  beforeAll(async () => {
    t = await createTestApp({ limits: RELAXED_LIMITS });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    net = networkApi(t.app);
    patient = await net.patient('O+');
    donor = await net.donor('O-', north(3));
  });
  afterAll(async () => {
    await t.close();
  });

  const stream = (who: Person, lastEventId?: string) =>
    openSse(`${base}/api/events`, {
      authorization: `Bearer ${who.accessToken}`,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    });
  const isAlertFor = (id: string) => (e: SseEvent) =>
    e.event === 'notification' &&
    (e.data as { request_id: string; kind: string }).request_id === id &&
    (e.data as { kind: string }).kind === 'request_alert';

  it('refuses a stream without a session, and never takes the token from the URL', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
    const inUrl = await fetch(`${base}/api/events?access_token=${encodeURIComponent(donor.accessToken)}`);
    expect(inUrl.status).toBe(401);
  });

  it('pushes a new alert to the donor and the acceptance to the patient, without polling', async () => {
    const donorStream = await stream(donor);
    const patientStream = await stream(patient);
    expect(donorStream.status).toBe(200);

    const id = (await net.sos(patient)).json().data.request_id as string;
    const alert = await donorStream.waitFor(isAlertFor(id));
    expect(alert.id).toMatch(/^\d+$/);
    expect(alert.data).toMatchObject({ blood_group: 'O+', request_urgency: 'SOS', status: 'Sent' });
    await patientStream.waitFor((e) => e.event === 'request' && (e.data as { reason: string }).reason === 'search');

    // The donor opens the alert: the patient's page hears that it was seen.
    await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${(alert.data as { notification_id: string }).notification_id}/read`,
      headers: { authorization: `Bearer ${donor.accessToken}` },
    });
    await patientStream.waitFor((e) => e.event === 'request' && (e.data as { reason: string }).reason === 'seen');

    await net.respond(donor, id, 'accept');
    const accepted = await patientStream.waitFor(
      (e) => e.event === 'notification' && (e.data as { kind: string }).kind === 'donor_accepted',
    );
    expect((accepted.data as { request_id: string }).request_id).toBe(id);
    donorStream.close();
    patientStream.close();
  });

  it('catches a reconnecting client up on what it missed (Last-Event-ID), and a fresh one starts from now', async () => {
    const first = await stream(donor);
    const id1 = (await net.sos(patient)).json().data.request_id as string;
    const seen = await first.waitFor(isAlertFor(id1));
    first.close();

    const id2 = (await net.sos(patient)).json().data.request_id as string;
    // Let the fan-out for id2 happen while the donor is away.
    await new Promise((r) => setTimeout(r, 300));
    await t.app.outbox.drain();

    const resumed = await stream(donor, seen.id!);
    const missed = await resumed.waitFor(isAlertFor(id2));
    expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
    expect(resumed.events.some(isAlertFor(id1))).toBe(false);
    resumed.close();

    const fresh = await stream(donor);
    await new Promise((r) => setTimeout(r, 300));
    expect(fresh.events.some(isAlertFor(id2))).toBe(false);
    fresh.close();
  });

  it('replays a missed notice as it is now, and none whose request is gone, still a full page', async () => {
    // Their own patient and donor: the daily cap on one patient's alerts to one donor stays out of the way.
    const owner = await net.patient('O+');
    const away = await net.donor('O-', north(4));
    const first = await stream(away);
    const seen = await first.waitFor(isAlertFor((await net.sos(owner)).json().data.request_id as string));
    first.close();

    const gone = (await net.sos(owner)).json().data.request_id as string;
    const kept = (await net.sos(owner)).json().data.request_id as string;
    await t.app.outbox.drain();
    const [alert] = await net.alertedFor(away, kept);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${alert!.notification_id}/read`,
      headers: bearer(away.accessToken),
    });
    expect(read.statusCode).toBe(200);
    await t.database.db.delete(bloodRequests).where(eq(bloodRequests.request_id, gone));

    const resumed = await stream(away, seen.id!);
    const missed = await resumed.waitFor(isAlertFor(kept));
    expect(missed.data).toMatchObject({ notification_id: alert!.notification_id, status: 'Read' });
    expect((missed.data as { read_at: string | null }).read_at).not.toBeNull();
    expect(resumed.events.some(isAlertFor(gone))).toBe(false);
    resumed.close();
    // The gone notice's event comes first, yet a page of one is the kept alert, not an empty page.
    const page = await createUserEventsRepository(t.database.db).since(away.userId, Number(seen.id), 1);
    expect(page.map((e) => (e.payload as { request_id: string }).request_id)).toEqual([kept]);
  });

  describe('ends at once when its session is revoked', () => {
    /** 'ended' when the server closes the stream within the time, else 'open'. */
    const outcome = (s: SseStream, withinMs: number) =>
      Promise.race([
        s.ended.then(() => 'ended' as const),
        new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), withinMs)),
      ]);
    const post = (url: string, accessToken: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });

    it('when one user opens more than 6 streams: the oldest ends, the newest stay', async () => {
      const someone = await net.patient('A-');
      const streams: SseStream[] = [];
      for (let i = 0; i < 7; i++) streams.push(await stream(someone));
      expect(await outcome(streams[0]!, 10_000)).toBe('ended');
      for (const s of streams.slice(1)) expect(await outcome(s, 50)).toBe('open');
      for (const s of streams) s.close();
    });

    it('after sign-out everywhere: every stream of the user', async () => {
      const someone = await net.patient('A+');
      const other = await accountApi(t.app).signIn(someone.email, PASSWORD);
      const first = await stream(someone);
      const second = await stream({ ...someone, ...other });
      const bystander = await stream(patient);
      expect(await outcome(first, 200)).toBe('open');

      expect((await post('/api/auth/logout-all', someone.accessToken)).statusCode).toBe(200);
      expect(await outcome(first, 2_000)).toBe('ended');
      expect(await outcome(second, 2_000)).toBe('ended');
      expect(await outcome(bystander, 200)).toBe('open');
      bystander.close();
    });

    it('after a password change', async () => {
      const someone = await net.patient('B-');
      const live = await stream(someone);
      expect(await outcome(live, 200)).toBe('open');
      const res = await post('/api/auth/change-password', someone.accessToken, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(await outcome(live, 2_000)).toBe('ended');
    });

    it('after signing out that session, while the user’s other sessions keep theirs', async () => {
      const someone = await net.patient('AB+');
      const other = await accountApi(t.app).signIn(someone.email, PASSWORD);
      const signingOut = await stream(someone);
      const staying = await stream({ ...someone, ...other });

      const res = await post('/api/auth/logout', someone.accessToken, { refresh_token: someone.refreshToken });
      expect(res.statusCode).toBe(200);
      expect(await outcome(signingOut, 2_000)).toBe('ended');
      expect(await outcome(staying, 300)).toBe('open');
      staying.close();
    });
  });
});
