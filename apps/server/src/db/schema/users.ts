import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bloodGroups } from './reference.ts';

export const users = pgTable(
  'users',
  {
    user_id: uuid('user_id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    phone_number: text('phone_number').notNull(),
    full_name: text('full_name').notNull(),
    city: text('city'),
    state: text('state'),
    user_type: text('user_type').notNull(),
    is_verified: boolean('is_verified').notNull().default(false),
    /** Notices also by e-mail (stock nearby, rewards, eligibility). SOS alerts and account e-mails always go. */
    email_notices: boolean('email_notices').notNull().default(true),
    /** The language the person reads RaktSetu in ('en', 'hi', 'mr'): e-mails, notices and CareBot follow it. */
    preferred_language: text('preferred_language').notNull().default('en'),
    /**
     * Quiet hours for push notices other than SOS, as minutes after midnight India time (IST): a notice due
     * inside them waits for their end. Default 22:00–07:00.
     */
    quiet_hours_enabled: boolean('quiet_hours_enabled').notNull().default(true),
    quiet_hours_start: integer('quiet_hours_start').notNull().default(1320),
    quiet_hours_end: integer('quiet_hours_end').notNull().default(420),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per mailbox whatever the case the address was typed in.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check(
      'users_user_type_check',
      sql`${t.user_type} in ('Patient', 'Donor', 'BloodBankStaff', 'Coordinator', 'Admin')`,
    ),
    check('users_preferred_language_check', sql`${t.preferred_language} in ('en', 'hi', 'mr')`),
    check(
      'users_quiet_hours_check',
      sql`${t.quiet_hours_start} between 0 and 1439 and ${t.quiet_hours_end} between 0 and 1439`,
    ),
  ],
);

export const patients = pgTable('patients', {
  /** Same id as the user: one patient record per patient account. */
  patient_id: uuid('patient_id')
    .primaryKey()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  blood_group_id: integer('blood_group_id').references(() => bloodGroups.blood_group_id),
  date_of_birth: date('date_of_birth'),
  medical_conditions: text('medical_conditions'),
  emergency_contact: text('emergency_contact'),
  /** hh (Bombay) phenotype: never auto-matched to ordinary O donors. */
  is_bombay_phenotype: boolean('is_bombay_phenotype').notNull().default(false),
  /** What CareBot may use to personalise replies (lower-case, unique), like a donor's interests. */
  interests: text('interests')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const donors = pgTable(
  'donors',
  {
    donor_id: uuid('donor_id')
      .primaryKey()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    blood_group_id: integer('blood_group_id')
      .notNull()
      .references(() => bloodGroups.blood_group_id),
    last_donation_date: date('last_donation_date'),
    is_available_for_sos: boolean('is_available_for_sos').notNull().default(true),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    location_updated_at: timestamp('location_updated_at', { withTimezone: true }),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Optional: sets the 90/120-day whole-blood interval; unknown means 90 (never drop a donor for it). */
    sex: text('sex'),
    /** Optional self-declared health facts for eligibility (NBTC 2017); unknown never excludes a donor. */
    date_of_birth: date('date_of_birth'),
    weight_kg: real('weight_kg'),
    hemoglobin_g_dl: real('hemoglobin_g_dl'),
    /** Component of the last donation (apheresis needs 48 h, whole blood 90/120 days). */
    last_donation_component_id: integer('last_donation_component_id'),
    is_bombay_phenotype: boolean('is_bombay_phenotype').notNull().default(false),
    /** Alerts also by e-mail (in-app and live alerts are always sent). */
    email_alerts: boolean('email_alerts').notNull().default(true),
    /** The code of this donor's referral link, made the first time they ask for it (upper-case). */
    referral_code: text('referral_code'),
    /** The donor whose link brought this one; their first confirmed donation earns that donor a reward. */
    referred_by: uuid('referred_by').references(() => users.user_id, { onDelete: 'set null' }),
    /** Willing to join a patient's Blood Bridge: nearby patients may invite this donor (features/bridge). */
    bridge_willing: boolean('bridge_willing').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Radius search: a GiST index on the point lets PostgreSQL (and PGlite) find a bounding box without PostGIS.
    index('donors_location_gist_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.latitude} is not null and ${t.longitude} is not null`),
    index('donors_group_idx').on(t.blood_group_id),
    uniqueIndex('donors_referral_code_idx').on(t.referral_code),
    index('donors_referred_by_idx').on(t.referred_by),
    check('donors_sex_check', sql`${t.sex} is null or ${t.sex} in ('male', 'female')`),
    check('donors_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('donors_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
  ],
);
