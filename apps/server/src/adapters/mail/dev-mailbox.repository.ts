import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { devMail } from '../../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';

export type DevMail = typeof devMail.$inferSelect;

export function createDevMailboxRepository(db: Database) {
  return {
    async save(message: MailMessage): Promise<void> {
      await db.insert(devMail).values({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
      });
    },
    list: (limit = 50): Promise<DevMail[]> => db.select().from(devMail).orderBy(desc(devMail.created_at)).limit(limit),
    async get(id: string): Promise<DevMail | undefined> {
      const [row] = await db.select().from(devMail).where(eq(devMail.mail_id, id));
      return row;
    },
  };
}
export type DevMailboxRepository = ReturnType<typeof createDevMailboxRepository>;
