import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carebotChats, reports, users } from '../../db/schema/index.ts';

export interface ReportValues {
  reporter_id: string;
  subject_type: string;
  subject_id: string;
  reason: string;
  details: string | null;
}

/** All SQL of reports: whether a subject exists for the reporter, and the one report per reporter and subject. */
export function createReportsRepository(db: Database) {
  return {
    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.user_id }).from(users).where(eq(users.user_id, userId));
      return Boolean(row);
    },
    async ownChatExists(chatId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: carebotChats.chat_id })
        .from(carebotChats)
        .where(and(eq(carebotChats.chat_id, chatId), eq(carebotChats.user_id, userId)));
      return Boolean(row);
    },
    /**
     * Files the report, or updates the reporter's earlier report of the same subject (reopened with the new reason
     * and details). `created` is false for an update (xmax is 0 only on a freshly inserted row).
     */
    async upsert(values: ReportValues, now: Date): Promise<{ report_id: string; created: boolean }> {
      const [row] = await db
        .insert(reports)
        .values({ ...values, status: 'open', created_at: now, updated_at: now })
        .onConflictDoUpdate({
          target: [reports.reporter_id, reports.subject_type, reports.subject_id],
          set: { reason: values.reason, details: values.details, status: 'open', updated_at: now },
        })
        .returning({ report_id: reports.report_id, created: sql<boolean>`(xmax = 0)` });
      if (!row) throw new Error('report upsert returned no row');
      return row;
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
