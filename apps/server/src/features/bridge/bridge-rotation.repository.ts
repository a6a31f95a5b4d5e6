import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bloodRequests,
  bridgeDateMoves,
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
import { donorHealthColumns } from '../requests/sos-search.repository.ts';

/** A slot row as the rotation reads and writes it. */
export type SlotRow = typeof bridgeSlots.$inferSelect;
export type NewSlot = typeof bridgeSlots.$inferInsert;
type SlotChange = Partial<Omit<NewSlot, 'slot_id' | 'plan_id'>>;

/** What the rotation reads of a plan: the plan, its dates, its slots ahead, its members and their donations. */
function planReadQueries(db: Database) {
  return {
    /** The plan, held till commit so two replans (or a replan and a ladder step) of one bridge never interleave. */
    async lockPlan(planId: string) {
      const [row] = await db.select().from(transfusionPlans).where(eq(transfusionPlans.plan_id, planId)).for('update');
      return row ?? null;
    },
    async plan(planId: string) {
      const [row] = await db.select().from(transfusionPlans).where(eq(transfusionPlans.plan_id, planId));
      return row ?? null;
    },
    moves: (planId: string) =>
      db
        .select({ original_date: bridgeDateMoves.original_date, moved_to: bridgeDateMoves.moved_to })
        .from(bridgeDateMoves)
        .where(eq(bridgeDateMoves.plan_id, planId)),
    /** Slots not cancelled whose transfusion is today or later (their donation date may have passed). */
    upcomingSlots: (planId: string, today: string) =>
      db
        .select()
        .from(bridgeSlots)
        .where(
          and(
            eq(bridgeSlots.plan_id, planId),
            sql`${bridgeSlots.state} <> 'cancelled'`,
            gte(bridgeSlots.transfusion_date, today),
          ),
        )
        .orderBy(asc(bridgeSlots.transfusion_date), asc(bridgeSlots.unit_index)),
    /** Slots the ladder still walks: not settled, and their transfusion is today or later (the SOS comes late). */
    ladderSlots: (planId: string, today: string) =>
      db
        .select()
        .from(bridgeSlots)
        .where(
          and(
            eq(bridgeSlots.plan_id, planId),
            inArray(bridgeSlots.state, ['planned', 'asked', 'backup_asked', 'uncovered', 'escalated']),
            gte(bridgeSlots.transfusion_date, today),
          ),
        )
        .orderBy(asc(bridgeSlots.transfusion_date), asc(bridgeSlots.unit_index)),
    /** Plans with something ahead (every plan: a plan without slots yet gets them from its replan). */
    planIds: () => db.select({ plan_id: transfusionPlans.plan_id }).from(transfusionPlans),
    activeMembers: (planId: string) =>
      db
        .select({
          donor_id: bridgeMembers.donor_id,
          joined_at: bridgeMembers.joined_at,
          unanswered_count: bridgeMembers.unanswered_count,
          ...donorHealthColumns,
          // Whether their blood may still be given (the patient may correct the plan, a donor their group).
          blood_group_id: donors.blood_group_id,
          is_bombay: donors.is_bombay_phenotype,
          patient_is_bombay: sql<boolean>`coalesce((select p.is_bombay_phenotype from ${patients} p
            join ${transfusionPlans} tp on tp.patient_id = p.patient_id where tp.plan_id = ${bridgeMembers.plan_id}), false)`,
        })
        .from(bridgeMembers)
        .innerJoin(donors, eq(donors.donor_id, bridgeMembers.donor_id))
        .where(and(eq(bridgeMembers.plan_id, planId), eq(bridgeMembers.status, 'active'))),
    /** Donations each donor made for this bridge. */
    pastDonations: (planId: string) =>
      db
        .select({ donor_id: donations.donor_id, count: sql<number>`count(*)::int` })
        .from(donations)
        .innerJoin(bridgeSlots, eq(bridgeSlots.slot_id, donations.bridge_slot_id))
        .where(eq(bridgeSlots.plan_id, planId))
        .groupBy(donations.donor_id),
  };
}

/** The ladder writing slots and counting unanswered asks. */
function slotWriteQueries(db: Database) {
  return {
    async insertSlots(rows: NewSlot[]) {
      if (rows.length === 0) return;
      await db.insert(bridgeSlots).values(rows).onConflictDoNothing();
    },
    /** Changes a slot only while it is in one of `from` states; returns the row changed, or null. */
    async changeSlot(slotId: string, from: readonly string[], change: SlotChange, at: Date) {
      const [row] = await db
        .update(bridgeSlots)
        .set({ ...change, updated_at: at })
        .where(and(eq(bridgeSlots.slot_id, slotId), inArray(bridgeSlots.state, [...from])))
        .returning();
      return row ?? null;
    },
    /** Adds a donor to the slot's passed-over list (once). */
    async passOver(slotId: string, donorId: string) {
      await db
        .update(bridgeSlots)
        .set({ passed_over: sql`array_append(${bridgeSlots.passed_over}, ${donorId}::uuid)` })
        .where(and(eq(bridgeSlots.slot_id, slotId), sql`not (${donorId}::uuid = any(${bridgeSlots.passed_over}))`));
    },
    async countUnanswered(planId: string, donorId: string) {
      await db
        .update(bridgeMembers)
        .set({ unanswered_count: sql`${bridgeMembers.unanswered_count} + 1` })
        .where(and(eq(bridgeMembers.plan_id, planId), eq(bridgeMembers.donor_id, donorId)));
    },
    async resetUnanswered(planId: string, donorId: string) {
      await db
        .update(bridgeMembers)
        .set({ unanswered_count: 0 })
        .where(and(eq(bridgeMembers.plan_id, planId), eq(bridgeMembers.donor_id, donorId)));
    },
  };
}

/** One slot, person or request, looked up by id. */
function lookupQueries(db: Database) {
  return {
    async slot(slotId: string) {
      const [row] = await db.select().from(bridgeSlots).where(eq(bridgeSlots.slot_id, slotId));
      return row ?? null;
    },
    async lockSlot(slotId: string) {
      const [row] = await db.select().from(bridgeSlots).where(eq(bridgeSlots.slot_id, slotId)).for('update');
      return row ?? null;
    },
    /** What notices and e-mails need of a person: never logged. */
    async person(userId: string) {
      const [row] = await db
        .select({
          user_id: users.user_id,
          full_name: users.full_name,
          email: users.email,
          email_notices: users.email_notices,
          preferred_language: users.preferred_language,
        })
        .from(users)
        .where(eq(users.user_id, userId));
      return row ?? null;
    },
    async requestStatus(requestId: string) {
      const [row] = await db
        .select({ status: bloodRequests.status })
        .from(bloodRequests)
        .where(eq(bloodRequests.request_id, requestId));
      return row?.status ?? null;
    },
  };
}

/** A slot's outcome: the donation recorded for it, and the messages sent. */
function outcomeQueries(db: Database) {
  return {
    /** The slot's donation, when one was recorded. */
    async slotDonation(slotId: string) {
      const [row] = await db
        .select({ donation_id: donations.donation_id })
        .from(donations)
        .where(and(isNotNull(donations.bridge_slot_id), eq(donations.bridge_slot_id, slotId)));
      return row ?? null;
    },
    /** Records a bridge donation (one per slot) and moves the donor's last donation forward; null if it existed. */
    async recordDonation(d: { donor_id: string; slot_id: string; component_id: number; date: string; by: string }) {
      const [row] = await db
        .insert(donations)
        .values({
          donor_id: d.donor_id,
          bridge_slot_id: d.slot_id,
          component_id: d.component_id,
          donation_date: d.date,
          confirmed_by: 'patient',
          confirmed_by_user: d.by,
        })
        .onConflictDoNothing()
        .returning({ donation_id: donations.donation_id });
      if (!row) return null;
      await db
        .update(donors)
        .set({ last_donation_date: d.date, last_donation_component_id: d.component_id, updated_at: sql`now()` })
        .where(
          and(
            eq(donors.donor_id, d.donor_id),
            sql`(${donors.last_donation_date} is null or ${donors.last_donation_date} <= ${d.date}::date)`,
          ),
        );
      return row;
    },
    enqueue(message: OutboxMessage, now: Date) {
      return enqueue(db, message, now);
    },
  };
}

/** All SQL of the rotation, the asking ladder, the answers and the outcomes (features/bridge). */
function queries(db: Database) {
  return { ...planReadQueries(db), ...slotWriteQueries(db), ...lookupQueries(db), ...outcomeQueries(db) };
}

export const createBridgeRotationRepository = (db: Database) => transactional(db, queries);
export type BridgeRotationRepository = ReturnType<typeof createBridgeRotationRepository>;
export type RotationTx = ReturnType<typeof queries>;
export type PlanRow = NonNullable<Awaited<ReturnType<RotationTx['plan']>>>;
