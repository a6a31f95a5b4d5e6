import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Reports people file about a user, a request or a CareBot message, kept for the coordinators. */
export const reports = pgTable(
  'reports',
  {
    report_id: uuid('report_id').primaryKey().defaultRandom(),
    reporter_id: uuid('reporter_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    subject_type: text('subject_type').notNull(),
    subject_id: text('subject_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').notNull().default('open'),
    /** The coordinator who marked it handled (status 'reviewed'), and when. */
    handled_by: uuid('handled_by').references(() => users.user_id, { onDelete: 'set null' }),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Reporting the same thing twice is one report.
    uniqueIndex('reports_reporter_subject_idx').on(t.reporter_id, t.subject_type, t.subject_id),
    index('reports_status_idx').on(t.status, t.created_at),
    check('reports_subject_type_check', sql`${t.subject_type} in ('user', 'request', 'message')`),
    check('reports_status_check', sql`${t.status} in ('open', 'reviewed')`),
  ],
);
