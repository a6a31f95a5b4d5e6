import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { pushDueSql } from '../../src/features/push/push-alert.repository.ts';
import { pushDueAt } from '../../src/features/push/quiet-hours.ts';
import { openTestDatabase } from '../support/test-app.ts';

/** A moment given in India time (UTC+5:30), plus seconds. */
const ist = (hhmm: string, seconds = 0) => new Date(new Date(`2026-03-10T${hhmm}:00+05:30`).getTime() + seconds * 1000);

/** Minutes around every edge: midnight, the default window's ends (22:00, 07:00), a window within a day. */
const EDGES = [0, 1, 419, 420, 421, 779, 780, 900, 1319, 1320, 1321, 1439];
const MOMENTS = [
  ist('00:00'),
  ist('03:10', 30),
  ist('06:59', 59),
  ist('07:00'),
  ist('12:59', 1),
  ist('13:00'),
  ist('15:00'),
  ist('21:59', 59),
  ist('22:00'),
  ist('23:59', 30),
];

/**
 * The push due time is computed by the database when pushes are queued in bulk (enqueuePushes, the SOS fan-out);
 * it must say exactly what the unit-tested `pushDueAt` says, for every window, moment, switch and urgency.
 */
describe('push due time in SQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('agrees with pushDueAt around every edge of quiet hours', async () => {
    const cases = EDGES.flatMap((start) =>
      EDGES.flatMap((end) =>
        [true, false].flatMap((enabled) => [true, false].map((sos) => ({ start, end, enabled, sos }))),
      ),
    );
    const list = sql.join(
      cases.map((c) => sql`(${c.start}::int, ${c.end}::int, ${c.enabled}::boolean, ${c.sos}::boolean)`),
      sql`, `,
    );
    for (const at of MOMENTS) {
      const due = pushDueSql(at, sql`c.sos`, { enabled: sql`c.enabled`, start: sql`c.start_min`, end: sql`c.end_min` });
      const result = (await database.db.execute(sql`
        select ${due} as due from (values ${list}) as c(start_min, end_min, enabled, sos)
      `)) as unknown as { rows: Array<{ due: string | Date }> };
      const fromSql = result.rows.map((r) => new Date(r.due).toISOString());
      const fromJs = cases.map((c) =>
        pushDueAt(
          at,
          { quiet_hours_enabled: c.enabled, quiet_hours_start: c.start, quiet_hours_end: c.end },
          c.sos,
        ).toISOString(),
      );
      expect(fromSql, at.toISOString()).toEqual(fromJs);
    }
  });
});
