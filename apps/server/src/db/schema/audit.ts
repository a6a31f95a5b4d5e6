import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The audit trail of what coordinators (and admins acting as one) did: verified a staff account, marked a report
 * handled, messaged a bridge's donors. Rows are only ever added; the actor's name and role are kept as written
 * then, so the trail still says who after an account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    audit_id: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    actor_id: uuid('actor_id').references(() => users.user_id, { onDelete: 'set null' }),
    actor_name: text('actor_name').notNull(),
    actor_role: text('actor_role').notNull(),
    /** e.g. 'staff.verified', 'report.handled', 'bridge.messaged'. */
    action: text('action').notNull(),
    subject_type: text('subject_type').notNull(),
    subject_id: text('subject_id').notNull(),
    /** What the action said or changed (e.g. the message sent, how many donors it reached); never a secret. */
    details: jsonb('details').notNull().$type<Record<string, unknown>>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at),
    index('audit_log_subject_idx').on(t.subject_type, t.subject_id),
  ],
);
