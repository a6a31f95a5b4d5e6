import { createHmac } from 'node:crypto';
import type { LimitsRepository } from '../features/limits/limits.repository.ts';
import type { Clock } from './clock.ts';

/** Nothing is pruned younger than this, whatever the limiters' windows. */
const MIN_KEEP_MS = 60 * 60 * 1000;

/**
 * Where every abuse limit keeps its counts: the database, so all server processes on one PostgreSQL count together
 * (and the embedded database: the same code, one process). See docs/decisions/0020-shared-limits-and-leases.md.
 *
 * Keys are `<limit name>:<HMAC of the subject>`: the tables never hold an e-mail address, an IP or a user id in clear,
 * so they cannot be read as a list of who tried to sign in. The HMAC key comes from JWT_SECRET, which every process
 * shares; a new secret starts every count afresh, as a restart did when the limits lived in memory.
 */
export function createLimitStore(opts: { repo: LimitsRepository; clock: Clock; secret: string }) {
  const { repo, clock } = opts;
  const hmacKey = createHmac('sha256', opts.secret).update('raktsetu limit keys').digest();
  const keep = { hits: MIN_KEEP_MS, backoff: MIN_KEEP_MS, windows: MIN_KEEP_MS };

  return {
    repo,
    /** The app's clock: tests move it instead of waiting for a window to pass. */
    now: () => clock.now().getTime(),

    /** The stored key of a subject (an address, an account, a user id) under one limit. */
    key(name: string, subject: string): string {
      const digest = createHmac('sha256', hmacKey).update(`${name}\0${subject}`).digest('base64url');
      return `${name}:${digest.slice(0, 27)}`;
    },

    /** Limiters say how far back they read, so pruning never drops a row still counted. */
    keepFor(table: keyof typeof keep, ms: number): void {
      keep[table] = Math.max(keep[table], ms);
    },

    /** Deletes what no limit reads any more; a scheduled job (one process at a time, see job-leases.ts). */
    prune() {
      const now = clock.now().getTime();
      return repo.prune({
        hits: new Date(now - keep.hits),
        backoff: new Date(now - keep.backoff),
        windows: new Date(now - keep.windows),
      });
    },
  };
}
export type LimitStore = ReturnType<typeof createLimitStore>;
