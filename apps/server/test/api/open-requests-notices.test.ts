import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index.ts';
import { listenerFor, openRequestsQueries } from '../../src/features/requests/open-requests.repository.ts';
import { CENTRE, type Person } from '../support/network.ts';
import { madeRequest, requestsSuite } from '../support/requests-fixtures.ts';

/** Lets notices committed just before arrive (they come after the commit, on another connection or thread). */
const moment = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * What the database announces to the open-requests views (migration 0012): an alert written is announced, a notice
 * read or answered is not (it changes nothing a list shows, and thousands of donors read one SOS), and the channel
 * is the app schema's whatever the writer's search_path.
 */
describe('open requests notices', () => {
  const suite = requestsSuite();
  let donor: Person;
  let requestId: string;
  const heard: string[] = [];
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const { t, net } = suite;
    const listen = listenerFor(t.database);
    if (!listen) throw new Error('this database cannot listen');
    const channel = await openRequestsQueries(t.database.db).channel();
    const connection = await listen(
      channel,
      (payload) => heard.push(payload),
      () => undefined,
    );
    close = () => connection.close();
    donor = await net.donor('O-', CENTRE);
    const patient = await net.patient('B+');
    requestId = await madeRequest(net, patient, {
      blood_group_id: 3,
      component_id: 1,
      units_required: 1,
      urgency: 'SOS',
    });
  });
  afterAll(async () => {
    await close?.();
  });

  it('announces the alerts a fan-out writes', async () => {
    heard.length = 0;
    await suite.t.app.outbox.drain();
    await moment();
    expect(heard).toContain(`r ${requestId}`);
  });

  it('says nothing when a donor reads their alert, or all their notices', async () => {
    const [alert] = await suite.t.database.db
      .select({ id: notifications.notification_id })
      .from(notifications)
      .where(and(eq(notifications.user_id, donor.userId), eq(notifications.dedupe_key, `alert:${requestId}`)));
    expect(alert).toBeDefined();
    await moment();
    heard.length = 0;
    const read = await suite.t.app.inject({
      method: 'POST',
      url: `/api/notifications/${alert!.id}/read`,
      headers: { authorization: `Bearer ${donor.accessToken}` },
    });
    expect(read.statusCode, read.body).toBe(200);
    const all = await suite.t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { authorization: `Bearer ${donor.accessToken}` },
    });
    expect(all.statusCode, all.body).toBeLessThan(300);
    await moment();
    expect(heard).toEqual([]);
  });

  it.runIf(process.env.DATABASE_URL)(
    "announces on the app's channel a write from a session whose search_path is another schema's",
    async () => {
      const result = (await suite.t.database.db.execute(sql`select current_schema() as schema`)) as unknown as {
        rows: Array<{ schema: string }>;
      };
      const schema = result.rows[0]!.schema;
      const operator = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await operator.connect();
      try {
        heard.length = 0;
        await operator.query('set search_path to pg_catalog');
        await operator.query(`update "${schema}".blood_requests set notes = notes where request_id = $1`, [requestId]);
        await moment();
        expect(heard).toContain(`r ${requestId}`);
      } finally {
        await operator.end();
      }
    },
  );
});
