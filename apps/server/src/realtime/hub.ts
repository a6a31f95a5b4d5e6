import { EventEmitter } from 'node:events';

/** A committed user_events row, as an open stream writes it. */
export interface LiveEvent {
  event_id: number;
  user_id: string;
  type: string;
  payload: unknown;
}

/**
 * What an open stream is told: the committed events themselves (written without a query), or a bare poke
 * ("something new, read the table since your cursor") from code paths that only know whom they wrote for.
 */
export type StreamSignal = { events: LiveEvent[] } | { poke: true };

/** Carries the hub's signals to the other server processes on the same database (see pg-relay.ts). */
export interface HubRelay {
  delivered(events: LiveEvent[]): void;
  poked(userIds: string[]): void;
  revoked(userId: string): void;
}

/**
 * In-process "something new for user X" hub. The events live in the user_events table (the record for catch-up
 * and reconnects); after a commit the writer hands the rows it wrote to `deliver`, and each open stream of
 * those users writes them at once. `publish` only pokes: the stream reads what is new from the table. With
 * several processes on one PostgreSQL, a relay repeats each signal to the other processes (ids only).
 */
export function createHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const revocations = new EventEmitter();
  revocations.setMaxListeners(0);
  let relay: HubRelay | undefined;
  /** Whether another process's revocations reach this one now (always, with no relay: one process). */
  let relayHealthy = true;
  const anyRevocation = new EventEmitter();
  anyRevocation.setMaxListeners(0);
  /** Counts every revocation heard, so a stream can tell whether one came between its session check and now. */
  let revocationsHeard = 0;
  let subscriptions = 0;

  const local = {
    /** Hands committed events to this process's open streams only (the relay calls this for other writers). */
    deliverLocal(events: LiveEvent[]) {
      const byUser = new Map<string, LiveEvent[]>();
      for (const e of events) {
        if (emitter.listenerCount(e.user_id) === 0) continue;
        const list = byUser.get(e.user_id);
        if (list) list.push(e);
        else byUser.set(e.user_id, [e]);
      }
      for (const [userId, list] of byUser) emitter.emit(userId, { events: list } satisfies StreamSignal);
    },
    pokeLocal(userIds: Iterable<string>) {
      for (const id of new Set(userIds)) emitter.emit(id, { poke: true } satisfies StreamSignal);
    },
    revokeLocal(userId: string) {
      revocationsHeard += 1;
      revocations.emit(userId);
      anyRevocation.emit('user', userId);
    },
  };

  return {
    ...local,
    /** After a commit: the rows written, for the writers' users' open streams here and on other processes. */
    deliver(events: LiveEvent[]) {
      if (events.length === 0) return;
      local.deliverLocal(events);
      relay?.delivered(events);
    },
    /** After a commit: these users have something new; their streams read it from the table. */
    publish(userIds: Iterable<string>) {
      const ids = [...new Set(userIds)];
      local.pokeLocal(ids);
      if (ids.length > 0) relay?.poked(ids);
    },
    subscribe(userId: string, listener: (signal: StreamSignal) => void): () => void {
      emitter.on(userId, listener);
      subscriptions += 1;
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        subscriptions -= 1;
        emitter.off(userId, listener);
      };
    },
    /** Open streams in this process, counted as they come and go (GET /api/health asks it on every call). */
    streamCount: () => subscriptions,
    listenerCount: (userId: string) => emitter.listenerCount(userId),
    /** The users with an open stream in this process (the relay reads other writers' events only for them). */
    listeningUsers: () => emitter.eventNames().filter((n): n is string => typeof n === 'string'),
    /** Some sessions of the user were revoked: each open stream of theirs checks whether its own was one. */
    sessionsRevoked(userId: string) {
      local.revokeLocal(userId);
      relay?.revoked(userId);
    },
    onSessionsRevoked(userId: string, listener: () => void): () => void {
      revocations.on(userId, listener);
      return () => revocations.off(userId, listener);
    },
    /** How many revocations this process has heard so far (any user). */
    revocationCount: () => revocationsHeard,
    /**
     * Every revocation heard here (a user's id), and `null` when revocations may have been missed (the relay
     * between processes was down): a cache of live sessions forgets what it holds.
     */
    onAnyRevocation(listener: (userId: string | null) => void): () => void {
      const onUser = (userId: string) => listener(userId);
      const onAll = () => listener(null);
      anyRevocation.on('user', onUser);
      anyRevocation.on('all', onAll);
      return () => {
        anyRevocation.off('user', onUser);
        anyRevocation.off('all', onAll);
      };
    },
    /** The relay says whether other processes' revocations reach this one; going down or coming back forgets all. */
    setRelayHealthy(healthy: boolean) {
      if (healthy === relayHealthy) return;
      relayHealthy = healthy;
      revocationsHeard += 1;
      anyRevocation.emit('all');
    },
    /** False while the relay is down: another process's sign-out may go unheard, so no cached session holds. */
    relayHealthy: () => relayHealthy,
    attachRelay(r: HubRelay | undefined) {
      relay = r;
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
