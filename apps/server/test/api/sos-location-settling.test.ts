import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/accounts.ts';
import { networkApi, north } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * A saved location counts for requests made before it was saved only after 24 hours (docs/decisions/0007). The
 * fan-out keeps that rule too: otherwise a donor could move next to an open SOS, wait for it to widen, be alerted,
 * accept, and read the patient's contact.
 */
describe('SOS widening and a location saved after the request', () => {
  let t: TestApp;
  const clock = createTestClock();

  beforeAll(async () => {
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not alert a donor who moved near the SOS after it was made, until the move has settled', async () => {
    const net = networkApi(t.app);
    const patient = await net.patient('A+');
    const mover = await net.donor('A+', north(300));
    const settled = await net.donor('A+', north(20));
    clock.advance(2 * DAY);
    await net.renew(patient, mover, settled);
    const id = (await net.sos(patient)).json().data.request_id as string;
    await t.app.scheduler.tick();
    await t.app.outbox.drain();

    clock.advance(60_000);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/donors/${mover.userId}/location`,
      headers: bearer(mover.accessToken),
      payload: north(20),
    });
    expect(moved.statusCode).toBe(200);

    clock.advance(FIVE_MINUTES - 60_000);
    await t.app.scheduler.tick();
    await t.app.outbox.drain();
    await net.renew(patient, mover, settled);
    expect((await net.detail(patient, id)).json().data.search_radius_km).toBe(25);
    // The donor who lived there all along is alerted by the widening; the one who just moved there is not.
    expect(await net.alertedFor(settled, id)).toHaveLength(1);
    expect(await net.alertedFor(mover, id)).toHaveLength(0);
    expect((await net.respond(mover, id, 'accept')).statusCode).toBe(403);
  });
});
