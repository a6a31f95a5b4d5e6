import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bloodBanks, bloodComponents, bloodGroups } from './reference.ts';
import { users } from './users.ts';

export const bloodRequests = pgTable(
  'blood_requests',
  {
    request_id: uuid('request_id').primaryKey().defaultRandom(),
    patient_id: uuid('patient_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    blood_group_id: integer('blood_group_id')
      .notNull()
      .references(() => bloodGroups.blood_group_id),
    component_id: integer('component_id')
      .notNull()
      .references(() => bloodComponents.component_id),
    units_required: integer('units_required').notNull(),
    urgency: text('urgency').notNull(),
    status: text('status').notNull().default('Open'),
    hospital_name: text('hospital_name'),
    hospital_address: text('hospital_address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Where the coordinates came from: the browser, or the patient's town when none were sent. */
    location_source: text('location_source'),
    notes: text('notes'),
    /** The current search radius in km: SOS starts at 15 and widens to 25 and 50 while nobody accepts. */
    search_radius_km: integer('search_radius_km').notNull().default(15),
    next_widen_at: timestamp('next_widen_at', { withTimezone: true }),
    idempotency_key: text('idempotency_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closed_at: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('blood_requests_patient_idx').on(t.patient_id, t.created_at),
    index('blood_requests_status_idx').on(t.status),
    // The open requests around a donor (their list and home page): only open ones are ever searched by place.
    index('blood_requests_open_location_gist_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.status} in ('Open', 'In Progress') and ${t.latitude} is not null and ${t.longitude} is not null`),
    index('blood_requests_widen_idx')
      .on(t.next_widen_at)
      .where(sql`${t.next_widen_at} is not null`),
    uniqueIndex('blood_requests_idempotency_idx').on(t.patient_id, t.idempotency_key),
    check('blood_requests_units_check', sql`${t.units_required} between 1 and 10`),
    check('blood_requests_urgency_check', sql`${t.urgency} in ('Scheduled', 'Urgent', 'SOS')`),
    check('blood_requests_status_check', sql`${t.status} in ('Open', 'In Progress', 'Fulfilled', 'Cancelled')`),
  ],
);

/** A donor's answer to a request: at most one per donor. */
export const requestResponses = pgTable(
  'request_responses',
  {
    request_id: uuid('request_id')
      .notNull()
      .references(() => bloodRequests.request_id, { onDelete: 'cascade' }),
    donor_id: uuid('donor_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    response: text('response').notNull(),
    message: text('message'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.request_id, t.donor_id] }),
    check('request_responses_response_check', sql`${t.response} in ('accept', 'decline')`),
  ],
);

/** The request's timeline, shown on its page. */
export const requestEvents = pgTable(
  'request_events',
  {
    event_id: bigserial('event_id', { mode: 'number' }).primaryKey(),
    request_id: uuid('request_id')
      .notNull()
      .references(() => bloodRequests.request_id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_events_request_idx').on(t.request_id, t.event_id)],
);

/** One record per alert or notice to a user; an alert's status follows the donor's answer. */
export const notifications = pgTable(
  'notifications',
  {
    notification_id: uuid('notification_id').primaryKey().defaultRandom(),
    // No foreign keys here or on user_events: an SOS writes 10,000 of each, and a key's check per row took a third
    // of the fan-out's statements. A user's or request's rows still go with it: deleting one fires a statement
    // trigger that deletes them (migration 0013, docs/decisions/0037-alert-path-without-row-checks.md).
    user_id: uuid('user_id').notNull(),
    request_id: uuid('request_id'),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('Sent'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    blood_group: text('blood_group'),
    component: text('component'),
    request_urgency: text('request_urgency'),
    distance_km: doublePrecision('distance_km'),
    /** What makes this notice unique (e.g. one alert per donor per request). */
    dedupe_key: text('dedupe_key').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_idx').on(t.user_id, t.dedupe_key),
    index('notifications_user_idx').on(t.user_id, t.sent_at),
    // By notice id within a request: the alert e-mails are queued in pages of a request's notices in this order.
    index('notifications_request_idx').on(t.request_id, t.notification_id),
    check('notifications_status_check', sql`${t.status} in ('Sent', 'Read', 'Accepted', 'Declined')`),
  ],
);

/**
 * Confirmed donations: recorded when a patient marks a request Fulfilled naming the donor, or when a bank's staff
 * confirm that a registered donor gave blood there. Each one earns rewards (features/rewards).
 */
export const donations = pgTable(
  'donations',
  {
    donation_id: uuid('donation_id').primaryKey().defaultRandom(),
    donor_id: uuid('donor_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    request_id: uuid('request_id').references(() => bloodRequests.request_id, { onDelete: 'set null' }),
    /** The bank whose staff confirmed it (null when the patient did). */
    bank_id: integer('bank_id').references(() => bloodBanks.bank_id, { onDelete: 'set null' }),
    component_id: integer('component_id')
      .notNull()
      .references(() => bloodComponents.component_id),
    donation_date: date('donation_date').notNull(),
    /** Printed on the donor's certificate; GET /api/certificates/{code} confirms it. Set when first asked for. */
    certificate_code: text('certificate_code').unique(),
    confirmed_by: text('confirmed_by').notNull().default('patient'),
    /** The patient or staff member who confirmed it. */
    confirmed_by_user: uuid('confirmed_by_user').references(() => users.user_id, { onDelete: 'set null' }),
    /** The Blood Bridge date this donation covered (features/bridge): one donation per bridge slot. */
    bridge_slot_id: uuid('bridge_slot_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('donations_donor_request_idx').on(t.donor_id, t.request_id),
    // A bank records a donor's visit once per day.
    uniqueIndex('donations_donor_bank_date_idx')
      .on(t.donor_id, t.bank_id, t.donation_date)
      .where(sql`${t.bank_id} is not null`),
    index('donations_donor_idx').on(t.donor_id, t.donation_date),
    uniqueIndex('donations_bridge_slot_idx')
      .on(t.bridge_slot_id)
      .where(sql`${t.bridge_slot_id} is not null`),
    check('donations_confirmed_by_check', sql`${t.confirmed_by} in ('patient', 'bank')`),
  ],
);

/**
 * Everything pushed live to a user, numbered: the SSE stream sends these rows and a client that reconnects
 * with Last-Event-ID gets the ones it missed.
 */
export const userEvents = pgTable(
  'user_events',
  {
    event_id: bigserial('event_id', { mode: 'number' }).primaryKey(),
    // Deleted with its user by a statement trigger, not checked per row (see notifications.user_id).
    user_id: uuid('user_id').notNull(),
    type: text('type').notNull(),
    /** What the stream sends; null for a notice's event, which is read from its notice (notification_id). */
    payload: jsonb('payload'),
    /**
     * The notice a 'notification' event shows: the stream sends the notice as it is when read, so an SOS writes
     * its words once, not a copy per event (docs/decisions/0039-notice-events-point-at-their-notice.md). No key:
     * an event whose notice is gone is not sent.
     */
    notification_id: uuid('notification_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_events_user_idx').on(t.user_id, t.event_id)],
);
