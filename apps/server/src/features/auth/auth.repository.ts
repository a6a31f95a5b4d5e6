import { performance } from 'node:perf_hooks';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import { authSessions, donors, emailTokens, patients, refreshTokens, users } from '../../db/schema/index.ts';
import { enqueue, type OutboxMessage } from '../../outbox/outbox.repository.ts';

export type UserRow = typeof users.$inferSelect;
export type EmailTokenPurpose = 'verify_email' | 'reset_password' | 'sign_in' | 'change_email' | 'undo_email_change';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Session ids per read (one parameter each). */
const SESSIONS_PER_READ = 999;
/** Session reads running at once; callers arriving meanwhile wait together for the next one. */
const SESSION_READS_AT_ONCE = 2;
/**
 * ms at least between the starts of two session reads. A read takes well under a millisecond, so grouping by what
 * is running alone still made a read per 1-3 streams when thousands connect (2,265 reads for 3,000 streams once
 * the token verify became synchronous); waiting up to this long for the next one groups the checks of a few ms.
 */
export const SESSION_READ_GAP_MS = 5;

/**
 * Is the session live (not revoked) and the user's? Every authenticated call and live stream asks (in front of
 * lib/session-cache.ts). When thousands of streams connect at once they arrive one at a time, so checks are
 * grouped: at most two reads run, a read starts no sooner than SESSION_READ_GAP_MS after the one before, and every
 * check asked meanwhile shares the next one. Each read starts after its callers asked, so a revocation committed
 * before a check is always seen; a server that has not read for SESSION_READ_GAP_MS reads at once.
 */
export function sharedSessionReads(db: Database) {
  type Waiter = { resolve: (owner: string | undefined) => void; reject: (err: unknown) => void };
  type Batch = Map<string, Waiter[]>;
  /** Batches waiting for a read; only the last one still takes callers. */
  const queue: Batch[] = [];
  let running = 0;
  let scheduled = false;
  const run = async (batch: Batch) => {
    try {
      const rows = await db
        .select({ id: authSessions.session_id, user_id: authSessions.user_id })
        .from(authSessions)
        .where(and(inArray(authSessions.session_id, [...batch.keys()]), isNull(authSessions.revoked_at)));
      const live = new Map(rows.map((r) => [r.id, r.user_id]));
      for (const [id, waiting] of batch) waiting.forEach((w) => w.resolve(live.get(id)));
    } catch (err) {
      for (const waiting of batch.values()) waiting.forEach((w) => w.reject(err));
    }
  };
  let lastStart = -Infinity;
  const startReads = () => {
    scheduled = false;
    while (running < SESSION_READS_AT_ONCE && queue.length > 0) {
      running += 1;
      lastStart = performance.now();
      void run(queue.shift() as Batch).finally(() => {
        running -= 1;
        schedule();
      });
    }
  };
  const schedule = () => {
    if (scheduled || queue.length === 0 || running >= SESSION_READS_AT_ONCE) return;
    scheduled = true;
    const wait = lastStart + SESSION_READ_GAP_MS - performance.now();
    // After this turn at the soonest: the checks asked in the same turn join the batch first.
    if (wait > 0) setTimeout(startReads, wait);
    else setImmediate(startReads);
  };
  return async (sessionId: string, userId: string): Promise<boolean> => {
    if (!UUID.test(sessionId)) return false;
    let batch = queue.at(-1);
    if (!batch || batch.size >= SESSIONS_PER_READ) {
      batch = new Map();
      queue.push(batch);
    }
    const joined = batch;
    const owner = await new Promise<string | undefined>((resolve, reject) => {
      const waiting = joined.get(sessionId);
      if (waiting) waiting.push({ resolve, reject });
      else joined.set(sessionId, [{ resolve, reject }]);
      schedule();
    });
    return owner === userId;
  };
}

/** Accounts: the users, patients and donors rows sign-up and sign-in read and write. */
function userQueries(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },
    async findUserById(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.user_id, userId));
      return row;
    },
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert users returned nothing');
      return row;
    },
    async insertPatient(values: typeof patients.$inferInsert): Promise<void> {
      await db.insert(patients).values(values);
    },
    async insertDonor(values: typeof donors.$inferInsert): Promise<void> {
      await db.insert(donors).values(values);
    },
    /** The donor whose referral code this is (codes are upper-case; a link may be typed in any case). */
    async donorIdByReferralCode(code: string): Promise<string | null> {
      const [row] = await db
        .select({ id: donors.donor_id })
        .from(donors)
        .where(eq(donors.referral_code, code.trim().toUpperCase()));
      return row?.id ?? null;
    },
    async setPassword(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.user_id, userId));
    },
    /** Marks the user verified only while the account still has the address the link was sent to. */
    async markVerified(userId: string, email: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ is_verified: true, updated_at: now })
        .where(and(eq(users.user_id, userId), sql`lower(${users.email}) = lower(${email})`));
    },

    /** Moves the account to an address its link just proved, so the account stays verified. */
    async setVerifiedEmail(userId: string, email: string, now: Date): Promise<void> {
      await db.update(users).set({ email, is_verified: true, updated_at: now }).where(eq(users.user_id, userId));
    },
  };
}

/** E-mail links: one-use tokens for verification, password reset, sign-in and address changes. */
function emailTokenQueries(db: Database) {
  return {
    async insertEmailToken(values: typeof emailTokens.$inferInsert): Promise<void> {
      await db.insert(emailTokens).values(values);
    },
    /** Uses a link once: atomically marks it used if it is unused and unexpired, and returns it. */
    async consumeEmailToken(tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
      const [row] = await db
        .update(emailTokens)
        .set({ used_at: now })
        .where(
          and(
            eq(emailTokens.token_hash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.used_at),
            gt(emailTokens.expires_at, now),
          ),
        )
        .returning();
      return row;
    },
    async findEmailToken(tokenHash: string) {
      const [row] = await db.select().from(emailTokens).where(eq(emailTokens.token_hash, tokenHash));
      return row;
    },
    async useAllEmailTokens(userId: string, purpose: EmailTokenPurpose, now: Date): Promise<void> {
      await db
        .update(emailTokens)
        .set({ used_at: now })
        .where(and(eq(emailTokens.user_id, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.used_at)));
    },
    async countRecentEmailTokens(userId: string, purpose: EmailTokenPurpose, since: Date): Promise<number> {
      const rows = await db
        .select({ hash: emailTokens.token_hash })
        .from(emailTokens)
        .where(
          and(eq(emailTokens.user_id, userId), eq(emailTokens.purpose, purpose), gt(emailTokens.created_at, since)),
        );
      return rows.length;
    },

    /** Whether a link of this kind sent since `since` is still unused and unexpired. */
    async hasLiveEmailToken(userId: string, purpose: EmailTokenPurpose, since: Date, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ hash: emailTokens.token_hash })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.user_id, userId),
            eq(emailTokens.purpose, purpose),
            gt(emailTokens.created_at, since),
            gt(emailTokens.expires_at, now),
            isNull(emailTokens.used_at),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}

/** Sessions and their rotating refresh tokens. */
function sessionQueries(db: Database) {
  return {
    async createSession(userId: string, rememberMe: boolean, userAgent: string | null, now: Date): Promise<string> {
      const [row] = await db
        .insert(authSessions)
        .values({ user_id: userId, remember_me: rememberMe, user_agent: userAgent, created_at: now, last_used_at: now })
        .returning({ id: authSessions.session_id });
      if (!row) throw new Error('insert auth_sessions returned nothing');
      return row.id;
    },
    async insertRefreshToken(tokenHash: string, sessionId: string, expiresAt: Date, now: Date): Promise<void> {
      await db
        .insert(refreshTokens)
        .values({ token_hash: tokenHash, session_id: sessionId, expires_at: expiresAt, created_at: now });
    },
    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          token_hash: refreshTokens.token_hash,
          expires_at: refreshTokens.expires_at,
          rotated_at: refreshTokens.rotated_at,
          session_id: authSessions.session_id,
          remember_me: authSessions.remember_me,
          session_created_at: authSessions.created_at,
          revoked_at: authSessions.revoked_at,
          user_id: users.user_id,
          user_type: users.user_type,
        })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.session_id, refreshTokens.session_id))
        .innerJoin(users, eq(users.user_id, authSessions.user_id))
        .where(eq(refreshTokens.token_hash, tokenHash));
      return row;
    },
    /** True for the one caller that rotates the token; a concurrent second caller gets false (a reuse). */
    async markRotated(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotated_at: now })
        .where(and(eq(refreshTokens.token_hash, tokenHash), isNull(refreshTokens.rotated_at)))
        .returning({ hash: refreshTokens.token_hash });
      if (rows.length > 0) {
        await db
          .update(authSessions)
          .set({ last_used_at: now })
          .where(
            eq(authSessions.session_id, sql`(select session_id from refresh_tokens where token_hash = ${tokenHash})`),
          );
      }
      return rows.length > 0;
    },
    /** Returns the user whose session this was when it was live until now (null when already revoked). */
    async revokeSession(sessionId: string, reason: string, now: Date): Promise<string | null> {
      const [row] = await db
        .update(authSessions)
        .set({ revoked_at: now, revoked_reason: reason })
        .where(and(eq(authSessions.session_id, sessionId), isNull(authSessions.revoked_at)))
        .returning({ user_id: authSessions.user_id });
      return row?.user_id ?? null;
    },
    async revokeAllSessions(userId: string, reason: string, now: Date): Promise<void> {
      await db
        .update(authSessions)
        .set({ revoked_at: now, revoked_reason: reason })
        .where(and(eq(authSessions.user_id, userId), isNull(authSessions.revoked_at)));
    },
    /** See `sharedSessionReads`: checks asked while reads run share the next one. */
    isSessionActive: sharedSessionReads(db),
  };
}

/** All SQL of sign-up, sign-in, sessions and e-mail links. */
function queries(db: Database) {
  return {
    ...userQueries(db),
    ...emailTokenQueries(db),
    ...sessionQueries(db),
    enqueue(message: OutboxMessage, now: Date) {
      return enqueue(db, message, now);
    },
  };
}
export type AuthQueries = ReturnType<typeof queries>;

export const createAuthRepository = (db: Database) => transactional(db, queries);
export type AuthRepository = ReturnType<typeof createAuthRepository>;
