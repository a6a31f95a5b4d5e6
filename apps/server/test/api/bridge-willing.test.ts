import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donors } from '../../src/db/schema/index.ts';
import { bearer } from '../support/accounts.ts';
import { bridgeApi } from '../support/bridge.ts';
import type { Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

describe('PUT /api/auth/profile bridge_willing: a donor says they are willing to join a Blood Bridge', () => {
  let t: TestApp;
  let b: ReturnType<typeof bridgeApi>;

  const update = (who: Person | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: who ? bearer(who.accessToken) : {}, payload });
  const profile = (who: Person) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(who.accessToken) });

  beforeAll(async () => {
    const clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    b = bridgeApi(t.app, clock.now);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is off for a new donor; the donor turns it on and off', async () => {
    const donor = await b.net.donor('O+', null);
    expect((await profile(donor)).json().data.bridge_willing).toBe(false);
    const on = await update(donor, { bridge_willing: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.bridge_willing).toBe(true);
    const [row] = await t.database.db.select().from(donors).where(eq(donors.donor_id, donor.userId));
    expect(row?.bridge_willing).toBe(true);
    expect((await update(donor, { bridge_willing: false })).json().data.bridge_willing).toBe(false);
  });

  it('refuses a patient setting it, and a value that is not true or false; nothing changes', async () => {
    const patient = await b.net.patient('B+');
    const res = await update(patient, { bridge_willing: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ field: 'bridge_willing' })]);
    expect((await profile(patient)).json().data.bridge_willing).toBeNull();

    const donor = await b.net.donor('O+', null);
    const bad = await update(donor, { bridge_willing: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('bridge_willing must be true or false');
    expect((await profile(donor)).json().data.bridge_willing).toBe(false);
    expect((await update(null, { bridge_willing: true })).statusCode).toBe(401);
  });

  it('a willing donor nearby is counted for a patient’s bridge; an unwilling one is not', async () => {
    const { patient } = await b.patientWithPlan();
    await b.donor({ willing: false });
    expect((await b.view(patient)).json().data.nearby_willing).toBe(0);
    const donor = await b.donor({ willing: false });
    await update(donor, { bridge_willing: true });
    expect((await b.view(patient)).json().data.nearby_willing).toBe(1);
  });
});
