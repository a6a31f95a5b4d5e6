import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userEvents } from '../../src/db/schema/index.ts';
import { networkApi, north } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Notices and live events carry no foreign keys (checking one per row was a third of an SOS's statements), so
 * migration 0013's statement triggers delete them with their user or request, as the keys' ON DELETE CASCADE did
 * (docs/decisions/0037-alert-path-without-row-checks.md). The app deletes neither; an operator may. On PostgreSQL
 * each test file has a schema of its own, so these also prove the triggers find the tables of the schema deleted
 * from, not of the session's search path.
 */
let t: TestApp;
let net: ReturnType<typeof networkApi>;

beforeAll(async () => {
  t = await createTestApp({ limits: RELAXED_LIMITS });
  net = networkApi(t.app);
});
afterAll(() => t.close());

const noticesOf = (userIds: string[]) =>
  t.database.db.select().from(notifications).where(inArray(notifications.user_id, userIds));
const eventsOf = (userIds: string[]) =>
  t.database.db.select().from(userEvents).where(inArray(userEvents.user_id, userIds));

/** An SOS that alerted two new donors; its id, its patient's and theirs. */
async function sosAlertingTwo() {
  const patient = await net.patient('AB+');
  const first = await net.donor('AB+', north(0.2));
  const second = await net.donor('AB+', north(0.3));
  const requestId = (await net.sos(patient)).json().data.request_id as string;
  await t.app.outbox.drain();
  expect(await net.alertedFor(first, requestId)).toHaveLength(1);
  expect(await net.alertedFor(second, requestId)).toHaveLength(1);
  return { requestId, patient: patient.userId, first: first.userId, second: second.userId };
}

describe('deleting a user or a request deletes what the alert path wrote for it', () => {
  it("a deleted user's notices and live events go with the user; another donor's stay", async () => {
    const { first, second } = await sosAlertingTwo();
    expect(await eventsOf([first])).not.toHaveLength(0);

    await t.database.db.execute(sql`delete from users where user_id = ${first}::uuid`);

    expect(await noticesOf([first])).toHaveLength(0);
    expect(await eventsOf([first])).toHaveLength(0);
    expect(await noticesOf([second])).not.toHaveLength(0);
    expect(await eventsOf([second])).not.toHaveLength(0);
  });

  it("a deleted request's notices go with it; the donors' other notices stay", async () => {
    const older = await sosAlertingTwo();
    const { requestId, first } = await sosAlertingTwo();
    const before = await noticesOf([older.first, first]);

    await t.database.db.execute(sql`delete from blood_requests where request_id = ${requestId}::uuid`);

    const after = await noticesOf([older.first, first]);
    expect(after.filter((n) => n.request_id === requestId)).toHaveLength(0);
    expect(after).toEqual(before.filter((n) => n.request_id !== requestId));
    expect(await t.database.db.select().from(notifications).where(eq(notifications.request_id, requestId))).toEqual([]);
  });

  it("a deleted patient's requests go by their keys' cascade, and those requests' notices with them", async () => {
    const kept = await sosAlertingTwo();
    const { requestId, patient, first } = await sosAlertingTwo();

    await t.database.db.execute(sql`delete from users where user_id = ${patient}::uuid`);

    const left = await noticesOf([kept.first, first]);
    expect(left.filter((n) => n.request_id === requestId)).toEqual([]);
    expect(left.filter((n) => n.request_id === kept.requestId)).not.toHaveLength(0);
  });
});
