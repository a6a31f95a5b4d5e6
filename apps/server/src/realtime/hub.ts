import { EventEmitter } from 'node:events';

/**
 * In-process "something new for user X" signal. The events themselves live in the user_events table: a
 * subscriber that is poked reads what is new from there, so nothing is lost between a commit and a push.
 * One process serves the product (PGlite is single-process); several servers on PostgreSQL would relay the
 * poke through LISTEN/NOTIFY.
 */
export function createHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const revocations = new EventEmitter();
  revocations.setMaxListeners(0);
  return {
    publish(userIds: Iterable<string>) {
      for (const id of new Set(userIds)) emitter.emit(id);
    },
    subscribe(userId: string, listener: () => void): () => void {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    listenerCount: (userId: string) => emitter.listenerCount(userId),
    /** Some sessions of the user were revoked: each open stream of theirs checks whether its own was one. */
    sessionsRevoked(userId: string) {
      revocations.emit(userId);
    },
    onSessionsRevoked(userId: string, listener: () => void): () => void {
      revocations.on(userId, listener);
      return () => revocations.off(userId, listener);
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
