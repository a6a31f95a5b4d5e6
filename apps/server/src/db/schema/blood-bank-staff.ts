import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bloodBanks, bloodComponents, bloodGroups } from './reference.ts';
import { users } from './users.ts';

/** A BloodBankStaff account keeps exactly one bank's stock current; created by `npm run staff:add`. */
export const bloodBankStaff = pgTable(
  'blood_bank_staff',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    bank_id: integer('bank_id')
      .notNull()
      .references(() => bloodBanks.bank_id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a coordinator confirmed with the bank that this person works there. Until then the account may sign in
     * but may not change stock or confirm donations (which earn rewards).
     */
    verified_at: timestamp('verified_at', { withTimezone: true }),
    verified_by: uuid('verified_by').references(() => users.user_id, { onDelete: 'set null' }),
  },
  (t) => [index('blood_bank_staff_bank_idx').on(t.bank_id)],
);

/**
 * The audit trail of a bank's stock: every figure that changed, who changed it and when, before and after. Rows
 * are only ever added; a staff account that is removed leaves its changes with `changed_by` null.
 */
export const bloodStockChanges = pgTable(
  'blood_stock_changes',
  {
    change_id: serial('change_id').primaryKey(),
    bank_id: integer('bank_id')
      .notNull()
      .references(() => bloodBanks.bank_id, { onDelete: 'cascade' }),
    blood_group_id: integer('blood_group_id')
      .notNull()
      .references(() => bloodGroups.blood_group_id),
    component_id: integer('component_id')
      .notNull()
      .references(() => bloodComponents.component_id),
    /** Null when the bank had no figure for it before. */
    units_before: integer('units_before'),
    units_after: integer('units_after').notNull(),
    changed_by: uuid('changed_by').references(() => users.user_id, { onDelete: 'set null' }),
    /** Kept as written at the time, so the trail still says who after an account is gone. */
    changed_by_name: text('changed_by_name').notNull(),
    source: text('source').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blood_stock_changes_bank_idx').on(t.bank_id, t.changed_at),
    check('blood_stock_changes_source_check', sql`${t.source} in ('grid', 'csv')`),
  ],
);
