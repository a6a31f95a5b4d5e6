import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * CareBot's chat history: what a person asked and what CareBot answered, kept because people asked to see their
 * past chats. Only its owner reads it, and the owner may erase it; its text never reaches a log.
 */
export const carebotChats = pgTable(
  'carebot_chats',
  {
    chat_id: uuid('chat_id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    response: text('response').notNull(),
    /** ai (a configured model), kb (the built-in knowledge base) or safety (a fixed safety reply). */
    source: text('source').notNull(),
    /** The safety rule that shaped the reply, if any. */
    safety: text('safety'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carebot_chats_user_created_idx').on(t.user_id, t.created_at.desc()),
    check('carebot_chats_source_check', sql`${t.source} in ('ai', 'kb', 'safety')`),
    check(
      'carebot_chats_safety_check',
      sql`${t.safety} is null or ${t.safety} in ('emergency', 'self_harm', 'money', 'dose', 'myth')`,
    ),
  ],
);
