import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Small key/value facts about the database itself (e.g. the fingerprint of the loaded reference data). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers to POSTs that carried an Idempotency-Key, so a retried call gets the first result instead of
 * doing the work twice. `scope` is the caller (user id, or "anonymous") so keys never cross accounts.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    state: text('state').notNull().default('pending'),
    response_status: integer('response_status'),
    response_body: jsonb('response_body'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * Transactional outbox: side effects (e-mails, alerts) are written in the same transaction as the change that
 * causes them and delivered by a worker, so a crash or a dead mail server loses nothing. `dedupe_key` makes
 * enqueuing the same effect twice a no-op.
 */
export const outbox = pgTable(
  'outbox',
  {
    outbox_id: uuid('outbox_id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    dedupe_key: text('dedupe_key').unique(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processed_at: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.next_attempt_at)],
);

/** Messages caught by the development mailbox (no SMTP_URL outside production), shown at /dev/mailbox. */
export const devMail = pgTable('dev_mail', {
  mail_id: uuid('mail_id').primaryKey().defaultRandom(),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text_body: text('text_body').notNull(),
  html_body: text('html_body').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Abuse limits shared by every server process on one database (sign-in failures, searches, messages): one row per
 * key such as "login-ip:<hash>" holding the times of its recent attempts, newest last, at most the limit's maximum.
 * One row, so a check and its count are one `insert … on conflict do update` on that row, atomic across processes
 * (docs/decisions/0020-shared-limits-and-leases.md).
 */
export const limitAttempts = pgTable('limit_attempts', {
  key: text('key').primaryKey(),
  hits: timestamp('hits', { withTimezone: true }).array().notNull(),
});

/** Growing delays per key (failed sign-ins per account and IP), shared by every server process. */
export const limitBackoff = pgTable('limit_backoff', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  last_at: timestamp('last_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters for per-route limits (the HTTP rate-limit plugin's store), shared by every process. */
export const limitWindows = pgTable(
  'limit_windows',
  {
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] })],
);

/** Jobs that must run on one process at a time (widening, eligibility notices): a lease that expires. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
