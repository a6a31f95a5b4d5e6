import { EventEmitter } from 'node:events';
import { listenersByUser } from './listeners-by-user.ts';

/**
 * Revoked sessions as this process hears of them (its own sign-outs, and other processes' through the relay), and
 * whether other processes' revocations reach it at all (the relay's health). The open streams of a user re-check
 * their session on a revocation; a cache of live sessions (lib/session-cache.ts) forgets the user's sessions, or
 * everything when the relay's health changes.
 */
export function createRevocations() {
  const perUser = listenersByUser<void>();
  const any = new EventEmitter();
  any.setMaxListeners(0);
  /** Counts every revocation heard, so a stream can tell whether one came between its session check and now. */
  let heard = 0;
  /** Whether another process's revocations reach this one now (always, with no relay: one process). */
  let relayHealthy = true;

  return {
    revokeLocal(userId: string) {
      heard += 1;
      perUser.emit(userId, undefined);
      any.emit('user', userId);
    },
    /** These users' open streams check their sessions again (nothing known revoked: no cache entry is dropped). */
    recheck(userIds: string[]) {
      heard += 1;
      for (const userId of userIds) perUser.emit(userId, undefined);
    },
    onSessionsRevoked(userId: string, listener: () => void): () => void {
      return perUser.add(userId, listener);
    },
    /** How many revocations this process has heard so far (any user). */
    revocationCount: () => heard,
    /**
     * Every revocation heard here (a user's id), and `null` when revocations may have been missed (the relay
     * between processes was down): a cache of live sessions forgets what it holds.
     */
    onAnyRevocation(listener: (userId: string | null) => void): () => void {
      const onUser = (userId: string) => listener(userId);
      const onAll = () => listener(null);
      any.on('user', onUser);
      any.on('all', onAll);
      return () => {
        any.off('user', onUser);
        any.off('all', onAll);
      };
    },
    /** The relay says whether other processes' revocations reach this one; going down or coming back forgets all. */
    setRelayHealthy(healthy: boolean) {
      if (healthy === relayHealthy) return;
      relayHealthy = healthy;
      heard += 1;
      any.emit('all');
    },
    /** False while the relay is down: another process's sign-out may go unheard, so no cached session holds. */
    relayHealthy: () => relayHealthy,
  };
}
