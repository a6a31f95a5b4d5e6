import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bloodRequests } from './requests.ts';
import { bloodComponents, bloodGroups } from './reference.ts';
import { users } from './users.ts';

/**
 * A patient's transfusion plan, and with it their Blood Bridge (docs/product.md "Blood Bridge"): one per patient.
 * Dates repeat every `interval_days` from `next_date`; a single date moved is a row in bridge_date_moves.
 */
export const transfusionPlans = pgTable(
  'transfusion_plans',
  {
    plan_id: uuid('plan_id').primaryKey().defaultRandom(),
    patient_id: uuid('patient_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    hospital_name: text('hospital_name').notNull(),
    hospital_city: text('hospital_city').notNull(),
    /** The hospital town's centre (from the towns list), for nearby willing donors and a request that escalates. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    units_per_transfusion: integer('units_per_transfusion').notNull(),
    interval_days: integer('interval_days').notNull(),
    /** The first date of the series ('YYYY-MM-DD'); moving all dates moves this. */
    next_date: date('next_date').notNull(),
    blood_group_id: integer('blood_group_id')
      .notNull()
      .references(() => bloodGroups.blood_group_id),
    component_id: integer('component_id')
      .notNull()
      .references(() => bloodComponents.component_id),
    /** Antibodies or matched-phenotype note from the patient's report, for the blood centre (never for donors). */
    antibodies_note: text('antibodies_note'),
    /** The secret of the invitation link and QR code; a new one replaces it (the old link stops working). */
    invite_code: text('invite_code').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transfusion_plans_patient_idx').on(t.patient_id),
    uniqueIndex('transfusion_plans_invite_idx').on(t.invite_code),
    check('transfusion_plans_units_check', sql`${t.units_per_transfusion} between 1 and 4`),
    check('transfusion_plans_interval_check', sql`${t.interval_days} between 7 and 90`),
  ],
);

/** One transfusion date moved on its own (the rest of the series stays). */
export const bridgeDateMoves = pgTable(
  'bridge_date_moves',
  {
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => transfusionPlans.plan_id, { onDelete: 'cascade' }),
    original_date: date('original_date').notNull(),
    moved_to: date('moved_to').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.plan_id, t.original_date] })],
);

/** A donor in a patient's bridge. A donor who leaves keeps the row (status 'left') so the history stays true. */
export const bridgeMembers = pgTable(
  'bridge_members',
  {
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => transfusionPlans.plan_id, { onDelete: 'cascade' }),
    donor_id: uuid('donor_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    /** How they came: the invitation link/QR ('link') or an invitation sent to a nearby willing donor ('invited'). */
    source: text('source').notNull().default('link'),
    /** Asks left unanswered in a row; BRIDGE.notRespondingAfter or more flags the member "not responding". */
    unanswered_count: integer('unanswered_count').notNull().default(0),
    joined_at: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    left_at: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.plan_id, t.donor_id] }),
    index('bridge_members_donor_idx').on(t.donor_id),
    check('bridge_members_status_check', sql`${t.status} in ('active', 'left', 'removed')`),
    check('bridge_members_source_check', sql`${t.source} in ('link', 'invited')`),
  ],
);

/** A nearby willing donor the patient invited (one invitation per donor per bridge). */
export const bridgeInvitations = pgTable(
  'bridge_invitations',
  {
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => transfusionPlans.plan_id, { onDelete: 'cascade' }),
    donor_id: uuid('donor_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.plan_id, t.donor_id] }), index('bridge_invitations_donor_idx').on(t.donor_id)],
);

/**
 * One unit of one transfusion date: who gives it (and the backup), and where the asking stands.
 * States: planned (the planner may still change who) → asked → backup_asked → confirmed → donated | missed;
 * uncovered (nobody could be planned or everyone declined) → escalated (the patient was told and a request went
 * out; `request_id`). cancelled: the date moved or the plan changed before anyone gave.
 */
export const bridgeSlots = pgTable(
  'bridge_slots',
  {
    slot_id: uuid('slot_id').primaryKey().defaultRandom(),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => transfusionPlans.plan_id, { onDelete: 'cascade' }),
    transfusion_date: date('transfusion_date').notNull(),
    /** Which unit of that date (1..units_per_transfusion). */
    unit_index: integer('unit_index').notNull(),
    /** transfusion_date − BRIDGE.donationLeadDays. */
    donation_date: date('donation_date').notNull(),
    donor_id: uuid('donor_id').references(() => users.user_id, { onDelete: 'set null' }),
    backup_id: uuid('backup_id').references(() => users.user_id, { onDelete: 'set null' }),
    state: text('state').notNull().default('planned'),
    asked_at: timestamp('asked_at', { withTimezone: true }),
    backup_asked_at: timestamp('backup_asked_at', { withTimezone: true }),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    escalated_at: timestamp('escalated_at', { withTimezone: true }),
    /** The request raised when nobody confirmed (Urgent, then SOS the day before). */
    request_id: uuid('request_id').references(() => bloodRequests.request_id, { onDelete: 'set null' }),
    sos_request_id: uuid('sos_request_id').references(() => bloodRequests.request_id, { onDelete: 'set null' }),
    /** Donors who declined this slot or let its ask lapse: the planner does not pick them for it again. */
    passed_over: uuid('passed_over')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bridge_slots_date_unit_idx')
      .on(t.plan_id, t.transfusion_date, t.unit_index)
      .where(sql`${t.state} <> 'cancelled'`),
    index('bridge_slots_donor_idx').on(t.donor_id, t.donation_date),
    index('bridge_slots_backup_idx').on(t.backup_id),
    index('bridge_slots_due_idx').on(t.state, t.donation_date),
    check(
      'bridge_slots_state_check',
      sql`${t.state} in ('planned', 'asked', 'backup_asked', 'confirmed', 'donated', 'missed', 'uncovered', 'escalated', 'cancelled')`,
    ),
    check('bridge_slots_unit_check', sql`${t.unit_index} between 1 and 4`),
  ],
);
