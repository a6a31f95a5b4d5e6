import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkApi, north, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

/**
 * `reach.first_wave_done` lets the request page tell "donors are still being alerted" from "nobody could be
 * alerted": only the second may say so plainly and send the family to a blood bank.
 */
describe('the first alert wave of a request', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  let patient: Person;
  let donor: Person;

  beforeAll(async () => {
    t = await createTestApp({ clock: createTestClock(), limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
    patient = await net.patient('A+');
    donor = await net.donor('A+', north(5));
  });
  afterAll(async () => {
    await t.close();
  });

  const reachOf = async (id: string) => {
    const res = await net.detail(patient, id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.reach as { donors_alerted: number; first_wave_done: boolean };
  };

  it('is not done while the fan-out waits in the outbox, and done once it ran', async () => {
    const created = await net.sos(patient);
    expect(created.json().data.reach.first_wave_done).toBe(false);
    const id = created.json().data.request_id as string;
    expect(await reachOf(id)).toMatchObject({ donors_alerted: 0, first_wave_done: false });

    await t.app.outbox.drain();

    expect(await reachOf(id)).toMatchObject({ donors_alerted: 1, first_wave_done: true });
    expect(await net.alertedFor(donor, id)).toHaveLength(1);
  });

  it('is done with 0 alerted when nobody compatible is within reach', async () => {
    const far = north(400);
    const id = (await net.sos(patient, far)).json().data.request_id as string;
    expect(await reachOf(id)).toMatchObject({ donors_alerted: 0, first_wave_done: false });

    await t.app.outbox.drain();

    expect(await reachOf(id)).toMatchObject({ donors_alerted: 0, first_wave_done: true });
  });

  it('is done at once for a request with no place to search around', async () => {
    const nowhere = await net.patient('A+', { city: 'Atlantis', state: 'Nowhere' });
    // Without coordinates and without a known town there is nothing to fan out: the page must not wait.
    const res = await net.createRequest(nowhere, { component_id: 1, units_required: 1, urgency: 'SOS' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.reach).toMatchObject({ donors_alerted: 0, first_wave_done: true });
  });
});
