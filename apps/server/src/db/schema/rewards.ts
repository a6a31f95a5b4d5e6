import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { donations } from './requests.ts';
import { users } from './users.ts';

/**
 * Rewards are non-cash thank-yous from local businesses, never payment for blood (docs/decisions/0017). Partners
 * and offers are never deleted, only deactivated: issued coupons refer to them.
 */
export const partners = pgTable(
  'partners',
  {
    partner_id: uuid('partner_id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    city: text('city'),
    category: text('category').notNull(),
    /** Lower-case interests an offer of this partner suits (matched against donors' interests). */
    interest_tags: text('interest_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    logo_url: text('logo_url'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partners_name_idx').on(t.name)],
);

export const offers = pgTable(
  'offers',
  {
    offer_id: uuid('offer_id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => partners.partner_id),
    title: text('title').notNull(),
    description: text('description'),
    value_text: text('value_text').notNull(),
    /** Rupees the partner says the offer is worth (for the donor's "value redeemed"); optional. */
    value_amount: integer('value_amount'),
    /** days a coupon of this offer stays valid after it is issued */
    validity_days: integer('validity_days').notNull(),
    terms: text('terms'),
    /** How many coupons may be issued in all (null: no limit). */
    max_issued: integer('max_issued'),
    issued_count: integer('issued_count').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_partner_idx').on(t.partner_id),
    check('offers_issued_count_check', sql`${t.issued_count} >= 0`),
    check('offers_max_issued_check', sql`${t.max_issued} is null or ${t.issued_count} <= ${t.max_issued}`),
    check('offers_validity_days_check', sql`${t.validity_days} between 1 and 365`),
  ],
);

/**
 * One row per reward a donor earned, keyed by the event that earned it: the unique (donor, event) is what makes a
 * reward happen exactly once however often the work that grants it is repeated.
 */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    grant_id: uuid('grant_id').primaryKey().defaultRandom(),
    donor_id: uuid('donor_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    /** e.g. 'donation:<donation id>', 'referral:<referred donor id>'. */
    event_key: text('event_key').notNull(),
    reason: text('reason').notNull(),
    donation_id: uuid('donation_id').references(() => donations.donation_id, { onDelete: 'set null' }),
    /** Null: the donor was thanked but no offer was left to give. */
    coupon_id: uuid('coupon_id').references((): AnyPgColumn => coupons.coupon_id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_grants_event_idx').on(t.donor_id, t.event_key),
    index('reward_grants_donation_idx').on(t.donation_id),
    check('reward_grants_reason_check', sql`${t.reason} in ('donation', 'sos_bonus', 'loyalty', 'referral')`),
  ],
);

/**
 * A coupon as issued: the partner's and offer's words are copied onto it, so editing an offer later never changes
 * the terms of a coupon a donor already holds.
 */
export const coupons = pgTable(
  'coupons',
  {
    coupon_id: uuid('coupon_id').primaryKey().defaultRandom(),
    donor_id: uuid('donor_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    offer_id: uuid('offer_id')
      .notNull()
      .references(() => offers.offer_id),
    grant_id: uuid('grant_id')
      .notNull()
      .references(() => rewardGrants.grant_id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('Issued'),
    redemption_code: text('redemption_code').notNull(),
    partner_name: text('partner_name').notNull(),
    partner_city: text('partner_city'),
    title: text('title').notNull(),
    description: text('description'),
    value_text: text('value_text').notNull(),
    value_amount: integer('value_amount'),
    terms: text('terms'),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiry_date: timestamp('expiry_date', { withTimezone: true }).notNull(),
    redeemed_at: timestamp('redeemed_at', { withTimezone: true }),
    redemption_location: text('redemption_location'),
    redemption_notes: text('redemption_notes'),
  },
  (t) => [
    uniqueIndex('coupons_grant_idx').on(t.grant_id),
    uniqueIndex('coupons_redemption_code_idx').on(t.redemption_code),
    index('coupons_donor_idx').on(t.donor_id, t.issued_at),
    index('coupons_expiry_idx')
      .on(t.expiry_date)
      .where(sql`${t.status} = 'Issued'`),
    check('coupons_status_check', sql`${t.status} in ('Issued', 'Redeemed', 'Expired')`),
    check('coupons_reason_check', sql`${t.reason} in ('donation', 'sos_bonus', 'loyalty', 'referral')`),
  ],
);
