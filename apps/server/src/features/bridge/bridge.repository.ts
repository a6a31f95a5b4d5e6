import { and, asc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bloodComponents,
  bloodGroups,
  bridgeDateMoves,
  bridgeInvitations,
  bridgeMembers,
  bridgeSlots,
  donations,
  donors,
  patients,
  transfusionPlans,
  users,
} from '../../db/schema/index.ts';
import { transactional } from '../../db/transactional.ts';
import { enqueue, type OutboxMessage } from '../../outbox/outbox.repository.ts';
import { findTownCentre } from '../geo/geo.repository.ts';
import { boundingBox, distanceKmSql, donorHealthColumns } from '../requests/sos-search.repository.ts';

/** What a plan is stored as (PUT /api/bridge/plan), without its ids and code. */
export interface PlanValues {
  hospital_name: string;
  hospital_city: string;
  latitude: number | null;
  longitude: number | null;
  units_per_transfusion: number;
  interval_days: number;
  next_date: string;
  blood_group_id: number;
  component_id: number;
  antibodies_note: string | null;
}

/** Where to look for nearby willing donors for a plan: its point, the groups that may give, and Bombay. */
export interface NearbyQuery {
  planId: string;
  latitude: number;
  longitude: number;
  groupIds: number[];
  recipientIsBombay: boolean;
  radiusKm: number;
}

const planColumns = {
  plan_id: transfusionPlans.plan_id,
  patient_id: transfusionPlans.patient_id,
  hospital_name: transfusionPlans.hospital_name,
  hospital_city: transfusionPlans.hospital_city,
  latitude: transfusionPlans.latitude,
  longitude: transfusionPlans.longitude,
  units_per_transfusion: transfusionPlans.units_per_transfusion,
  interval_days: transfusionPlans.interval_days,
  next_date: transfusionPlans.next_date,
  blood_group_id: transfusionPlans.blood_group_id,
  blood_group: bloodGroups.group_name,
  component_id: transfusionPlans.component_id,
  component: bloodComponents.component_name,
  antibodies_note: transfusionPlans.antibodies_note,
  invite_code: transfusionPlans.invite_code,
  patient_name: users.full_name,
  patient_phone: users.phone_number,
  patient_is_bombay: sql<boolean>`coalesce(${patients.is_bombay_phenotype}, false)`,
};

function selectPlans(db: Database, where: SQL | undefined) {
  return db
    .select(planColumns)
    .from(transfusionPlans)
    .innerJoin(bloodGroups, eq(bloodGroups.blood_group_id, transfusionPlans.blood_group_id))
    .innerJoin(bloodComponents, eq(bloodComponents.component_id, transfusionPlans.component_id))
    .innerJoin(users, eq(users.user_id, transfusionPlans.patient_id))
    .leftJoin(patients, eq(patients.patient_id, transfusionPlans.patient_id))
    .where(where);
}
export type PlanRow = Awaited<ReturnType<typeof selectPlans>>[number];

/** Willing donors of a compatible group within reach of the plan's point, not members (any status) nor invited. */
function nearbyWillingWhere(q: NearbyQuery): SQL | undefined {
  const box = boundingBox(q.latitude, q.longitude, q.radiusKm);
  const distance = distanceKmSql(sql`${donors.latitude}`, sql`${donors.longitude}`, q.latitude, q.longitude);
  return and(
    eq(donors.bridge_willing, true),
    inArray(donors.blood_group_id, q.groupIds),
    sql`${donors.latitude} is not null and ${donors.longitude} is not null`,
    sql`point(${donors.longitude}, ${donors.latitude}) <@ box(point(${box.minLng}, ${box.minLat}), point(${box.maxLng}, ${box.maxLat}))`,
    sql`${distance} <= ${q.radiusKm}`,
    q.recipientIsBombay ? eq(donors.is_bombay_phenotype, true) : undefined,
    sql`not exists (select 1 from ${bridgeMembers} m where m.plan_id = ${q.planId} and m.donor_id = ${donors.donor_id})`,
    sql`not exists (select 1 from ${bridgeInvitations} i where i.plan_id = ${q.planId} and i.donor_id = ${donors.donor_id})`,
  );
}

function planQueries(db: Database) {
  return {
    townCentre: (city: string, state: string | null) => findTownCentre(db, city, state),
    async patient(userId: string) {
      const [row] = await db
        .select({ full_name: users.full_name, state: users.state })
        .from(users)
        .where(eq(users.user_id, userId));
      return row;
    },
    async planOfPatient(patientId: string) {
      const [row] = await selectPlans(db, eq(transfusionPlans.patient_id, patientId));
      return row;
    },
    async planById(planId: string) {
      const [row] = await selectPlans(db, eq(transfusionPlans.plan_id, planId));
      return row;
    },
    async planByCode(code: string) {
      const [row] = await selectPlans(db, eq(transfusionPlans.invite_code, code));
      return row;
    },
    /** Creates the patient's plan once: a second create (a race) changes nothing and returns nothing. */
    async insertPlan(patientId: string, values: PlanValues, inviteCode: string) {
      const rows = await db
        .insert(transfusionPlans)
        .values({ patient_id: patientId, ...values, invite_code: inviteCode })
        .onConflictDoNothing({ target: transfusionPlans.patient_id })
        .returning({ plan_id: transfusionPlans.plan_id });
      return rows[0]?.plan_id;
    },
    updatePlan: (planId: string, values: Partial<PlanValues> & { invite_code?: string }, now: Date) =>
      db
        .update(transfusionPlans)
        .set({ ...values, updated_at: now })
        .where(eq(transfusionPlans.plan_id, planId)),
    moves: (planId: string) =>
      db
        .select({ original_date: bridgeDateMoves.original_date, moved_to: bridgeDateMoves.moved_to })
        .from(bridgeDateMoves)
        .where(eq(bridgeDateMoves.plan_id, planId)),
    upsertMove: (planId: string, originalDate: string, movedTo: string) =>
      db
        .insert(bridgeDateMoves)
        .values({ plan_id: planId, original_date: originalDate, moved_to: movedTo })
        .onConflictDoUpdate({
          target: [bridgeDateMoves.plan_id, bridgeDateMoves.original_date],
          set: { moved_to: movedTo },
        }),
    /** Drops the one-off moves of series dates before `before` (or on or after `from`). */
    deleteMoves: (planId: string, range: { before?: string; from?: string }) =>
      db
        .delete(bridgeDateMoves)
        .where(
          and(
            eq(bridgeDateMoves.plan_id, planId),
            range.before ? sql`${bridgeDateMoves.original_date} < ${range.before}::date` : undefined,
            range.from ? sql`${bridgeDateMoves.original_date} >= ${range.from}::date` : undefined,
          ),
        ),
  };
}

function viewQueries(db: Database) {
  const donorUser = sql`(select u.full_name from ${users} u where u.user_id = ${bridgeSlots.donor_id})`;
  const donorPhone = sql`(select u.phone_number from ${users} u where u.user_id = ${bridgeSlots.donor_id})`;
  const backupUser = sql`(select u.full_name from ${users} u where u.user_id = ${bridgeSlots.backup_id})`;
  return {
    /** The plan's live slots from `from` on, with the names (and phone) of their donor and backup. */
    slots: (planId: string, from: string) =>
      db
        .select({
          slot_id: bridgeSlots.slot_id,
          transfusion_date: bridgeSlots.transfusion_date,
          unit_index: bridgeSlots.unit_index,
          donation_date: bridgeSlots.donation_date,
          state: bridgeSlots.state,
          donor_id: bridgeSlots.donor_id,
          donor_name: sql<string | null>`${donorUser}`,
          donor_phone: sql<string | null>`${donorPhone}`,
          backup_id: bridgeSlots.backup_id,
          backup_name: sql<string | null>`${backupUser}`,
          request_id: bridgeSlots.request_id,
          sos_request_id: bridgeSlots.sos_request_id,
        })
        .from(bridgeSlots)
        .where(
          and(
            eq(bridgeSlots.plan_id, planId),
            ne(bridgeSlots.state, 'cancelled'),
            gte(bridgeSlots.transfusion_date, from),
          ),
        )
        .orderBy(asc(bridgeSlots.transfusion_date), asc(bridgeSlots.unit_index)),
    /** Active members, earliest first, with what the view and the capacity need. */
    activeMembers: (planId: string) =>
      db
        .select({
          donor_id: bridgeMembers.donor_id,
          full_name: users.full_name,
          blood_group: bloodGroups.group_name,
          unanswered_count: bridgeMembers.unanswered_count,
          joined_at: bridgeMembers.joined_at,
          ...donorHealthColumns,
        })
        .from(bridgeMembers)
        .innerJoin(users, eq(users.user_id, bridgeMembers.donor_id))
        .innerJoin(donors, eq(donors.donor_id, bridgeMembers.donor_id))
        .innerJoin(bloodGroups, eq(bloodGroups.blood_group_id, donors.blood_group_id))
        .where(and(eq(bridgeMembers.plan_id, planId), eq(bridgeMembers.status, 'active')))
        .orderBy(asc(bridgeMembers.joined_at)),
    /** Donations each donor made for this plan's slots. */
    donationCounts: (planId: string) =>
      db
        .select({ donor_id: donations.donor_id, count: sql<number>`count(*)::int` })
        .from(donations)
        .innerJoin(bridgeSlots, eq(bridgeSlots.slot_id, donations.bridge_slot_id))
        .where(eq(bridgeSlots.plan_id, planId))
        .groupBy(donations.donor_id),
  };
}

/** Willing donors near a plan: counted, listed and invited, and the notices sent them. */
function nearbyQueries(db: Database) {
  return {
    async countNearbyWilling(q: NearbyQuery) {
      if (q.groupIds.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(donors)
        .where(nearbyWillingWhere(q));
      return row?.n ?? 0;
    },
    /** Those donors, nearest first, with what their notice and e-mail need. */
    nearbyWilling(q: NearbyQuery, limit: number) {
      if (q.groupIds.length === 0) return Promise.resolve([]);
      const distance = distanceKmSql(sql`${donors.latitude}`, sql`${donors.longitude}`, q.latitude, q.longitude);
      return db
        .select({
          donor_id: donors.donor_id,
          email: users.email,
          full_name: users.full_name,
          email_notices: users.email_notices,
          preferred_language: users.preferred_language,
        })
        .from(donors)
        .innerJoin(users, eq(users.user_id, donors.donor_id))
        .where(nearbyWillingWhere(q))
        .orderBy(distance, asc(donors.donor_id))
        .limit(limit);
    },
    /** Invites these donors once each; returns those invited now. */
    async insertInvitations(planId: string, donorIds: string[], now: Date) {
      if (donorIds.length === 0) return [];
      return db
        .insert(bridgeInvitations)
        .values(donorIds.map((donor_id) => ({ plan_id: planId, donor_id, created_at: now })))
        .onConflictDoNothing()
        .returning({ donor_id: bridgeInvitations.donor_id });
    },
    enqueue: (message: OutboxMessage, now: Date) => enqueue(db, message, now),
  };
}

function memberQueries(db: Database) {
  return {
    async donor(userId: string) {
      const [row] = await db
        .select({
          blood_group_id: donors.blood_group_id,
          blood_group: bloodGroups.group_name,
          is_bombay: donors.is_bombay_phenotype,
        })
        .from(donors)
        .innerJoin(bloodGroups, eq(bloodGroups.blood_group_id, donors.blood_group_id))
        .where(eq(donors.donor_id, userId));
      return row;
    },
    async member(planId: string, donorId: string) {
      const [row] = await db
        .select({ status: bridgeMembers.status })
        .from(bridgeMembers)
        .where(and(eq(bridgeMembers.plan_id, planId), eq(bridgeMembers.donor_id, donorId)));
      return row;
    },
    async invited(planId: string, donorId: string) {
      const [row] = await db
        .select({ plan_id: bridgeInvitations.plan_id })
        .from(bridgeInvitations)
        .where(and(eq(bridgeInvitations.plan_id, planId), eq(bridgeInvitations.donor_id, donorId)));
      return Boolean(row);
    },
    /** Joins, or comes back after leaving: active again with a clean slate (a removed donor stays removed). */
    async join(planId: string, donorId: string, source: 'link' | 'invited', now: Date) {
      const rows = await db
        .insert(bridgeMembers)
        .values({ plan_id: planId, donor_id: donorId, source, joined_at: now })
        .onConflictDoUpdate({
          target: [bridgeMembers.plan_id, bridgeMembers.donor_id],
          set: { status: 'active', left_at: null, unanswered_count: 0, joined_at: now },
          setWhere: eq(bridgeMembers.status, 'left'),
        })
        .returning({ donor_id: bridgeMembers.donor_id });
      return rows.length > 0;
    },
    /**
     * Ends an active membership ('left' or 'removed'); false when there was none. The patient may also remove one
     * who left, so that they cannot come back by the link.
     */
    async end(planId: string, donorId: string, status: 'left' | 'removed', now: Date) {
      const from = status === 'removed' ? ['active', 'left'] : ['active'];
      const rows = await db
        .update(bridgeMembers)
        .set({ status, left_at: now })
        .where(
          and(
            eq(bridgeMembers.plan_id, planId),
            eq(bridgeMembers.donor_id, donorId),
            inArray(bridgeMembers.status, from),
          ),
        )
        .returning({ donor_id: bridgeMembers.donor_id });
      return rows.length > 0;
    },
  };
}

/** What a donor's own bridge page reads: their plans, their dates and their invitations. */
function donorPageQueries(db: Database) {
  return {
    /** The plans this donor is an active member of. */
    activePlanIds: async (donorId: string) =>
      (
        await db
          .select({ plan_id: bridgeMembers.plan_id })
          .from(bridgeMembers)
          .where(and(eq(bridgeMembers.donor_id, donorId), eq(bridgeMembers.status, 'active')))
          .orderBy(asc(bridgeMembers.joined_at))
      ).map((r) => r.plan_id),
    /** Upcoming live slots where this donor gives or is the backup. */
    donorSlots: (donorId: string, from: string) =>
      db
        .select({
          slot_id: bridgeSlots.slot_id,
          plan_id: bridgeSlots.plan_id,
          transfusion_date: bridgeSlots.transfusion_date,
          donation_date: bridgeSlots.donation_date,
          state: bridgeSlots.state,
          donor_id: bridgeSlots.donor_id,
          backup_id: bridgeSlots.backup_id,
        })
        .from(bridgeSlots)
        .where(
          and(
            or(eq(bridgeSlots.donor_id, donorId), eq(bridgeSlots.backup_id, donorId)),
            ne(bridgeSlots.state, 'cancelled'),
            gte(bridgeSlots.transfusion_date, from),
          ),
        )
        .orderBy(asc(bridgeSlots.donation_date), asc(bridgeSlots.unit_index)),
    /** Invitations waiting for this donor: plans they are not an active member of. */
    invitations: (donorId: string) =>
      db
        .select({ plan_id: bridgeInvitations.plan_id, created_at: bridgeInvitations.created_at })
        .from(bridgeInvitations)
        .where(
          and(
            eq(bridgeInvitations.donor_id, donorId),
            sql`not exists (select 1 from ${bridgeMembers} m where m.plan_id = ${bridgeInvitations.plan_id}
              and m.donor_id = ${donorId} and m.status = 'active')`,
          ),
        )
        .orderBy(asc(bridgeInvitations.created_at)),
    plansByIds: (planIds: string[]) =>
      planIds.length === 0 ? Promise.resolve([]) : selectPlans(db, inArray(transfusionPlans.plan_id, planIds)),
  };
}

function queries(db: Database) {
  return {
    ...planQueries(db),
    ...viewQueries(db),
    ...nearbyQueries(db),
    ...memberQueries(db),
    ...donorPageQueries(db),
  };
}

export const createBridgeRepository = (db: Database) => transactional(db, queries);
export type BridgeRepository = ReturnType<typeof createBridgeRepository>;
