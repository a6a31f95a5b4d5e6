import { APHERESIS_COMPONENT_IDS, ELIGIBILITY, donationIntervalDays } from '@raktsetu/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { donors, notifications, users } from '../../db/schema/index.ts';
import { transactional } from '../../db/transactional.ts';
import { enqueue, type OutboxMessage } from '../../outbox/outbox.repository.ts';
import { donorHealthColumns } from '../requests/sos-search.repository.ts';

/** The days between a donor's last donation and the next, as the shared rule counts them (SQL integer). */
const nextIntervalSql = sql`(case
  when ${donors.last_donation_component_id} in (${sql.join(
    APHERESIS_COMPONENT_IDS.map((id) => sql`${id}::int`),
    sql`, `,
  )}) then ${donationIntervalDays({ last_donation_component_id: APHERESIS_COMPONENT_IDS[0] })}::int
  when ${donors.sex} = 'female' then ${ELIGIBILITY.wholeBloodIntervalDays.female}::int
  else ${ELIGIBILITY.wholeBloodIntervalDays.male}::int end)`;

/** All SQL of the eligible-again job: the donors who may be due and the e-mail it queues. */
function queries(db: Database) {
  return {
    /**
     * Donors whose next eligible date (last donation plus its interval) lies between the two dates and who were not
     * yet told about that donation (the notice's key names its date, so a new donation makes them due again).
     */
    dueCandidates(from: string, to: string, limit: number) {
      const next = sql`(${donors.last_donation_date} + ${nextIntervalSql})`;
      const key = sql`'eligible:' || ${donors.donor_id} || ':' || ${donors.last_donation_date}::text`;
      return db
        .select({
          donor_id: donors.donor_id,
          ...donorHealthColumns,
          email: users.email,
          full_name: users.full_name,
          email_notices: users.email_notices,
          preferred_language: users.preferred_language,
        })
        .from(donors)
        .innerJoin(users, eq(users.user_id, donors.donor_id))
        .where(
          and(
            isNotNull(donors.last_donation_date),
            sql`${next} between ${from}::date and ${to}::date`,
            sql`not exists (select 1 from ${notifications} where ${notifications.user_id} = ${donors.donor_id}
              and ${notifications.dedupe_key} = ${key})`,
          ),
        )
        .orderBy(donors.last_donation_date, donors.donor_id)
        .limit(limit);
    },
    enqueue(message: OutboxMessage, now: Date) {
      return enqueue(db, message, now);
    },
  };
}

export const createEligibilityRepository = (db: Database) => transactional(db, queries);
export type EligibilityRepository = ReturnType<typeof createEligibilityRepository>;
export type EligibilityCandidate = Awaited<ReturnType<EligibilityRepository['dueCandidates']>>[number];
