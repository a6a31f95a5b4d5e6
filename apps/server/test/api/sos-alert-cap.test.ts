import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userEvents } from '../../src/db/schema/index.ts';
import { networkApi, north, type Person } from '../support/network.ts';
import { fanoutRunner } from '../support/requests-fixtures.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

/** The per-patient daily cap under test: one alert a day from one patient's requests. */
const CAP = 1;

/**
 * A patient's requests alert a donor at most `alertsPerPatientPerDonorPerDay` times a day. Two fan-outs of one
 * patient's requests running at the same moment (two server processes took one each, or a widening met a new SOS)
 * both searched before either wrote: the cap is checked again as each batch is written, under the patient's lock.
 */
describe('the per-patient alert cap with fan-outs running at once', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  const clock = createTestClock();

  beforeAll(async () => {
    // The app's own worker stays off: the test runs the two fan-outs itself, side by side.
    t = await createTestApp({
      clock,
      limits: { ...RELAXED_LIMITS, alertsPerPatientPerDonorPerDay: CAP },
      runWorker: false,
    });
    net = networkApi(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fan-out of its own, as a second process would run it (requests-fixtures.ts), with the cap under test. */
  const runner = (shape: { batch: number; lanes: number }) =>
    fanoutRunner({ t, clock }, { ...shape, alertsPerPatientPerDonorPerDay: CAP });

  // One donor per batch: the two runs interleave batch by batch. Four per batch in two lanes: each batch is two
  // transactions at once, one per lock bucket, as on PostgreSQL (sos-fanout.job.ts).
  it.each([
    { batch: 1, lanes: 1 },
    { batch: 4, lanes: 2 },
  ])(
    'never gives a donor more alerts from one patient than the cap, and every donor still gets one (%o)',
    async (shape) => {
      const patient = await net.patient('O+');
      const donors: Person[] = [];
      for (let km = 1; km <= 6; km++) donors.push(await net.donor('O+', north(km)));
      const first = (await net.sos(patient)).json().data.request_id as string;
      const second = (await net.sos(patient)).json().data.request_id as string;

      await Promise.all([runner(shape)(first), runner(shape)(second)]);

      const alerts = await t.database.db
        .select({ user_id: notifications.user_id, notification_id: notifications.notification_id })
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, 'request_alert'),
            inArray(notifications.request_id, [first, second]),
            // Only this case's donors: the other case's donors nearby are alerted too.
            inArray(
              notifications.user_id,
              donors.map((d) => d.userId),
            ),
          ),
        );
      for (const donor of donors) {
        expect(
          alerts.filter((a) => a.user_id === donor.userId),
          donor.name,
        ).toHaveLength(CAP);
      }
      // A donor skipped for the cap has no live event either: one event per notice written.
      const events = await t.database.db
        .select({ user_id: userEvents.user_id })
        .from(userEvents)
        .where(
          and(
            eq(userEvents.type, 'notification'),
            inArray(
              userEvents.user_id,
              donors.map((d) => d.userId),
            ),
          ),
        );
      expect(events).toHaveLength(alerts.length);
    },
  );
});
