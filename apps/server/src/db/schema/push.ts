import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One browser (device) that agreed to receive web push for a person. The endpoint is the push service's address
 * for that browser; p256dh and auth are the browser's keys that encrypt each message (RFC 8291). A push service
 * that answers 404 or 410 means the subscription is gone: the row is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    subscription_id: uuid('subscription_id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.user_id)],
);
