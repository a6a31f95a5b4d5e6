import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** One thing a coordinator (or an admin acting as one) did; details never hold a phone, e-mail or secret. */
export interface AuditEntryInput {
  actor_id: string;
  actor_name: string;
  actor_role: string;
  action: 'staff.verified' | 'report.handled' | 'bridge.messaged';
  subject_type: string;
  subject_id: string;
  details: Record<string, unknown>;
  at: Date;
}

/**
 * Writes the audit row in the caller's transaction, so the trail holds an action exactly when the action
 * happened. Returns the row's id.
 */
export async function recordAudit(tx: Pick<Database, 'insert'>, entry: AuditEntryInput): Promise<number> {
  const { at, ...values } = entry;
  const [row] = await tx
    .insert(auditLog)
    .values({ ...values, created_at: at })
    .returning({ id: auditLog.audit_id });
  if (!row) throw new Error('insert audit_log returned nothing');
  return row.id;
}

/** The trail, newest first, a page at a time. */
export function createAuditRepository(db: Database) {
  return {
    async page(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.created_at), desc(auditLog.audit_id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(auditLog),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
