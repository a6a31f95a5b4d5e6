import type { CarebotSafetyCategory, CarebotSource } from '@raktsetu/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carebotChats, donors, patients } from '../../db/schema/index.ts';
import { transactional } from '../../db/transactional.ts';
import { donorHealthColumns } from '../requests/sos-search.repository.ts';

export interface NewChat {
  user_id: string;
  prompt: string;
  response: string;
  source: CarebotSource;
  safety: CarebotSafetyCategory | null;
  created_at: Date;
}

/** All SQL of CareBot: a user's chats, and the interests kept on their patient or donor record. */
function queries(db: Database) {
  return {
    async insertChat(chat: NewChat): Promise<string> {
      const [row] = await db.insert(carebotChats).values(chat).returning({ chat_id: carebotChats.chat_id });
      if (!row) throw new Error('insert into carebot_chats returned no row');
      return row.chat_id;
    },

    /** The owner's chats, newest first. */
    async history(userId: string, limit: number, offset: number) {
      return db
        .select({
          chat_id: carebotChats.chat_id,
          prompt: carebotChats.prompt,
          response: carebotChats.response,
          source: carebotChats.source,
          created_at: carebotChats.created_at,
        })
        .from(carebotChats)
        .where(eq(carebotChats.user_id, userId))
        .orderBy(desc(carebotChats.created_at), desc(carebotChats.chat_id))
        .limit(limit)
        .offset(offset);
    },

    async deleteHistory(userId: string): Promise<number> {
      const rows = await db
        .delete(carebotChats)
        .where(eq(carebotChats.user_id, userId))
        .returning({ chat_id: carebotChats.chat_id });
      return rows.length;
    },

    /** Null when the account has no record of that role (it never should). */
    async interests(userId: string, role: 'Patient' | 'Donor'): Promise<string[] | null> {
      const [row] =
        role === 'Donor'
          ? await db.select({ interests: donors.interests }).from(donors).where(eq(donors.donor_id, userId))
          : await db.select({ interests: patients.interests }).from(patients).where(eq(patients.patient_id, userId));
      return row ? row.interests : null;
    },

    /** False when the account has no record of that role. */
    async setInterests(userId: string, role: 'Patient' | 'Donor', interests: string[], now: Date): Promise<boolean> {
      const rows =
        role === 'Donor'
          ? await db
              .update(donors)
              .set({ interests, updated_at: now })
              .where(eq(donors.donor_id, userId))
              .returning({ id: donors.donor_id })
          : await db
              .update(patients)
              .set({ interests, updated_at: now })
              .where(eq(patients.patient_id, userId))
              .returning({ id: patients.patient_id });
      return rows.length > 0;
    },

    /** What the eligibility rules need of a donor. */
    async donorHealth(userId: string) {
      const [row] = await db
        .select({
          ...donorHealthColumns,
        })
        .from(donors)
        .where(eq(donors.donor_id, userId));
      return row ?? null;
    },
  };
}
export type CarebotRepository = ReturnType<typeof createCarebotRepository>;

export const createCarebotRepository = (db: Database) => transactional(db, queries);
