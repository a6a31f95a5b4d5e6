import type { Clock } from './clock.ts';

/** What the cache needs of the live hub (realtime/hub.ts): the revocations this process hears. */
export interface RevocationSource {
  revocationCount(): number;
  onAnyRevocation(listener: (userId: string | null) => void): () => void;
  relayHealthy(): boolean;
}

export interface SessionCacheOptions {
  /** The database's answer: is the session live and the user's? */
  read: (sessionId: string, userId: string) => Promise<boolean>;
  hub: RevocationSource;
  clock: Clock;
  /** ms an answer is trusted without a revocation heard; see SESSION_CACHE_TTL_MS. */
  ttlMs?: number;
  /** Most sessions held; the oldest entry goes first. */
  maxEntries?: number;
}

/**
 * 30 s (ms). The cache forgets a session the moment this process hears of its revocation (every revoking path
 * calls `hub.sessionsRevoked`, relayed to every process), so the TTL only bounds what no process announces: a
 * process that died between its commit and its NOTIFY, or the ~20 s a silent relay link takes to fail its
 * heartbeat (docs/decisions/0019-many-server-processes.md). 30 s keeps that window small next to the 15-minute
 * access token, and costs one read per session every 30 s.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
/** About 2 MB at most: every live stream of a large process plus its callers. */
export const SESSION_CACHE_MAX = 20_000;

/**
 * A per-process cache of live sessions (sessionId → owner), in front of the session check of every authenticated
 * call. It never serves a session this process has heard revoked: an answer read while a revocation was heard is
 * not kept, a revocation forgets its user's sessions, and while the relay between processes is down (another
 * process's sign-out would go unheard) nothing is served from or written to it. Only live sessions are kept: a
 * refused one is asked again (it can only stay refused).
 */
export function createSessionCache(options: SessionCacheOptions) {
  const { read, hub, clock } = options;
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX;
  const entries = new Map<string, { userId: string; until: number }>();

  const stopListening = hub.onAnyRevocation((userId) => {
    if (userId === null) {
      entries.clear();
      return;
    }
    for (const [sessionId, entry] of entries) if (entry.userId === userId) entries.delete(sessionId);
  });

  function remember(sessionId: string, userId: string, now: number) {
    entries.delete(sessionId);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(sessionId, { userId, until: now + ttlMs });
  }

  async function isSessionActive(sessionId: string, userId: string): Promise<boolean> {
    if (!hub.relayHealthy()) return read(sessionId, userId);
    const now = clock.now().getTime();
    const hit = entries.get(sessionId);
    if (hit && hit.until > now) return hit.userId === userId;
    if (hit) entries.delete(sessionId);
    // Taken before the read: a revocation heard while it runs may have been committed after the row was read.
    const heardBefore = hub.revocationCount();
    const active = await read(sessionId, userId);
    if (active && hub.revocationCount() === heardBefore && hub.relayHealthy()) remember(sessionId, userId, now);
    return active;
  }

  return {
    isSessionActive,
    /** Sessions held now (tests). */
    size: () => entries.size,
    /** Stops following the hub (the app's close). */
    close() {
      stopListening();
      entries.clear();
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
