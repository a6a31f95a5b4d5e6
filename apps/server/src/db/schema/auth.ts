import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One sign-in (a "family" of refresh tokens). Revoking it ends that device's session; presenting an
 * already-rotated refresh token revokes the family, because someone else holds a copy.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    session_id: uuid('session_id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    remember_me: boolean('remember_me').notNull().default(false),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_reason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.user_id)],
);

/** Opaque refresh tokens, stored only as SHA-256 hashes. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => authSessions.session_id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when this token was exchanged for a new one; a second use is a reuse. */
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.session_id)],
);

/**
 * Single-use, expiring links sent by e-mail, stored hashed: verify an address, reset a password, sign in without
 * a password, confirm a new address (`email` is the new one) and undo an address change (`email` is the old one).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The address the link was sent to: a verification only counts for the address it reached. */
    email: text('email').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.user_id, t.purpose),
    check(
      'email_tokens_purpose_check',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'sign_in', 'change_email', 'undo_email_change')`,
    ),
  ],
);
