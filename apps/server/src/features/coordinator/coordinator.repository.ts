import { and, asc, count, desc, eq, gte, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import {
  bloodBankStaff,
  bloodBanks,
  bloodRequests,
  bridgeMembers,
  bridgeSlots,
  donors,
  notifications,
  reports,
  requestResponses,
  transfusionPlans,
  users,
} from '../../db/schema/index.ts';
import { enqueue, type OutboxMessage } from '../../outbox/outbox.repository.ts';

/** Rows listed at most per section of the overview: a coordinator works the top of each list. */
const SECTION_MAX = 100;

/** Who is acting, and the bridges in the overview: plans, their members' capacity and dates at risk. */
function bridgeOverviewQueries(db: Database) {
  return {
    async actorName(userId: string) {
      const [row] = await db.select({ full_name: users.full_name }).from(users).where(eq(users.user_id, userId));
      return row?.full_name;
    },

    /** Every plan with its patient's name (the caller keeps the first name only); no notes, no contacts. */
    plans() {
      return db
        .select({
          plan_id: transfusionPlans.plan_id,
          full_name: users.full_name,
          hospital_city: transfusionPlans.hospital_city,
          blood_group_id: transfusionPlans.blood_group_id,
          units_per_transfusion: transfusionPlans.units_per_transfusion,
          interval_days: transfusionPlans.interval_days,
        })
        .from(transfusionPlans)
        .innerJoin(users, eq(users.user_id, transfusionPlans.patient_id));
    },

    /** The active members' sex (what the capacity counts), by plan. */
    activeMemberSexes() {
      return db
        .select({ plan_id: bridgeMembers.plan_id, sex: donors.sex })
        .from(bridgeMembers)
        .leftJoin(donors, eq(donors.donor_id, bridgeMembers.donor_id))
        .where(eq(bridgeMembers.status, 'active'));
    },

    /**
     * Upcoming slots that are slipping: uncovered or escalated within `uncoveredUntil`, or still asked (nobody
     * confirmed) with the donation date by `askedUntil`. A date counts until its transfusion has passed.
     */
    slotsAtRisk(today: string, uncoveredUntil: string, askedUntil: string) {
      return db
        .select({
          plan_id: bridgeSlots.plan_id,
          transfusion_date: bridgeSlots.transfusion_date,
          state: bridgeSlots.state,
        })
        .from(bridgeSlots)
        .where(
          and(
            gte(bridgeSlots.transfusion_date, today),
            or(
              and(
                inArray(bridgeSlots.state, ['uncovered', 'escalated']),
                lte(bridgeSlots.donation_date, uncoveredUntil),
              ),
              and(inArray(bridgeSlots.state, ['asked', 'backup_asked']), lte(bridgeSlots.donation_date, askedUntil)),
            ),
          ),
        )
        .orderBy(asc(bridgeSlots.transfusion_date));
    },
  };
}

/** SOS requests in the overview that no donor has taken. */
function sosOverviewQueries(db: Database) {
  return {
    /** Open SOS requests at least `minutes` old that no donor has accepted, with how many donors were alerted. */
    unansweredSos(openedBefore: Date) {
      const alerted = db
        .select({ request_id: notifications.request_id, n: count().as('n') })
        .from(notifications)
        .where(eq(notifications.kind, 'request_alert'))
        .groupBy(notifications.request_id)
        .as('alerted');
      return db
        .select({
          request_id: bloodRequests.request_id,
          blood_group_id: bloodRequests.blood_group_id,
          component_id: bloodRequests.component_id,
          hospital_name: bloodRequests.hospital_name,
          city: users.city,
          created_at: bloodRequests.created_at,
          alerted: sql<number>`coalesce(${alerted.n}, 0)::int`,
        })
        .from(bloodRequests)
        .innerJoin(users, eq(users.user_id, bloodRequests.patient_id))
        .leftJoin(alerted, eq(alerted.request_id, bloodRequests.request_id))
        .where(
          and(
            eq(bloodRequests.urgency, 'SOS'),
            eq(bloodRequests.status, 'Open'),
            lte(bloodRequests.created_at, openedBefore),
            notExists(
              db
                .select({ one: sql`1` })
                .from(requestResponses)
                .where(
                  and(
                    eq(requestResponses.request_id, bloodRequests.request_id),
                    eq(requestResponses.response, 'accept'),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(bloodRequests.created_at))
        .limit(SECTION_MAX);
    },
  };
}

/** What waits for a coordinator's review: open reports and staff to verify. */
function reviewQueueQueries(db: Database) {
  return {
    openReports() {
      return db
        .select({
          report_id: reports.report_id,
          subject_type: reports.subject_type,
          subject_id: reports.subject_id,
          reason: reports.reason,
          details: reports.details,
          reporter_full_name: users.full_name,
          created_at: reports.created_at,
        })
        .from(reports)
        .innerJoin(users, eq(users.user_id, reports.reporter_id))
        .where(eq(reports.status, 'open'))
        .orderBy(desc(reports.created_at))
        .limit(SECTION_MAX);
    },

    pendingStaff() {
      return db
        .select({
          user_id: bloodBankStaff.user_id,
          full_name: users.full_name,
          email: users.email,
          bank_id: bloodBanks.bank_id,
          bank_name: bloodBanks.name,
          bank_city: bloodBanks.city,
          created_at: bloodBankStaff.created_at,
        })
        .from(bloodBankStaff)
        .innerJoin(users, eq(users.user_id, bloodBankStaff.user_id))
        .innerJoin(bloodBanks, eq(bloodBanks.bank_id, bloodBankStaff.bank_id))
        .where(isNull(bloodBankStaff.verified_at))
        .orderBy(asc(bloodBankStaff.created_at))
        .limit(SECTION_MAX);
    },
  };
}

/** A bridge and the members a coordinator's message goes to. */
function bridgeMessageQueries(db: Database) {
  return {
    async plan(planId: string) {
      const [row] = await db
        .select({
          plan_id: transfusionPlans.plan_id,
          full_name: users.full_name,
          hospital_city: transfusionPlans.hospital_city,
          blood_group_id: transfusionPlans.blood_group_id,
        })
        .from(transfusionPlans)
        .innerJoin(users, eq(users.user_id, transfusionPlans.patient_id))
        .where(eq(transfusionPlans.plan_id, planId));
      return row;
    },

    /** The donors a bridge message goes to: its active members, with what their e-mail copy needs. */
    activeMembers(planId: string) {
      return db
        .select({
          user_id: users.user_id,
          full_name: users.full_name,
          email: users.email,
          email_notices: users.email_notices,
          preferred_language: users.preferred_language,
        })
        .from(bridgeMembers)
        .innerJoin(users, eq(users.user_id, bridgeMembers.donor_id))
        .where(and(eq(bridgeMembers.plan_id, planId), eq(bridgeMembers.status, 'active')));
    },
  };
}

/** What a coordinator's actions change: reports handled, staff verified, and the messages sent. */
function actionQueries(db: Database) {
  return {
    async report(reportId: string) {
      const [row] = await db
        .select({ report_id: reports.report_id, status: reports.status, handled_at: reports.handled_at })
        .from(reports)
        .where(eq(reports.report_id, reportId));
      return row;
    },

    /** Marks an open report handled; undefined when it was not open (someone else handled it meanwhile). */
    async markHandled(reportId: string, by: string, at: Date) {
      const [row] = await db
        .update(reports)
        .set({ status: 'reviewed', handled_by: by, handled_at: at, updated_at: at })
        .where(and(eq(reports.report_id, reportId), eq(reports.status, 'open')))
        .returning({ report_id: reports.report_id, status: reports.status, handled_at: reports.handled_at });
      return row;
    },

    async staff(userId: string) {
      const [row] = await db
        .select({
          user_id: bloodBankStaff.user_id,
          bank_id: bloodBankStaff.bank_id,
          verified_at: bloodBankStaff.verified_at,
        })
        .from(bloodBankStaff)
        .where(eq(bloodBankStaff.user_id, userId));
      return row;
    },

    /** Verifies a waiting staff account; undefined when it was verified already (twice at once). */
    async markVerified(userId: string, by: string, at: Date) {
      const [row] = await db
        .update(bloodBankStaff)
        .set({ verified_at: at, verified_by: by })
        .where(and(eq(bloodBankStaff.user_id, userId), isNull(bloodBankStaff.verified_at)))
        .returning({
          user_id: bloodBankStaff.user_id,
          bank_id: bloodBankStaff.bank_id,
          verified_at: bloodBankStaff.verified_at,
        });
      return row;
    },

    enqueue(message: OutboxMessage, now: Date) {
      return enqueue(db, message, now);
    },
  };
}

/** What the coordinators' overview reads and their actions change (features/coordinator). */
function queries(db: Database) {
  return {
    ...bridgeOverviewQueries(db),
    ...sosOverviewQueries(db),
    ...reviewQueueQueries(db),
    ...bridgeMessageQueries(db),
    ...actionQueries(db),
  };
}

export const createCoordinatorRepository = (db: Database) => transactional(db, queries);
export type CoordinatorRepository = ReturnType<typeof createCoordinatorRepository>;
