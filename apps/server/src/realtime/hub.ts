import { listenersByUser, type Listener } from './listeners-by-user.ts';
import { createRevocations } from './revocations.ts';

/** A committed user_events row, as an open stream writes it. */
export interface LiveEvent {
  event_id: number;
  user_id: string;
  type: string;
  payload: unknown;
}

/**
 * What an open stream is told: the committed events themselves (written without a query), a bare poke ("something
 * new, read the table since your cursor") from code paths that only know whom they wrote for, or the relay between
 * processes going down or coming back (another process's commits went unheard meanwhile: see stream-writer.ts).
 */
export type StreamSignal = { events: LiveEvent[] } | { poke: true } | { relay: 'down' | 'back' };

/** Carries the hub's signals to the other server processes on the same database (see pg-relay.ts). */
export interface HubRelay {
  delivered(events: LiveEvent[]): void;
  poked(userIds: string[]): void;
  revoked(userId: string): void;
}

/**
 * The relay between processes going down and coming back (pg-relay.ts), as the open streams and the revocation
 * listeners must hear it.
 */
function relayTransitions(
  streams: ReturnType<typeof listenersByUser<StreamSignal>>,
  revocations: ReturnType<typeof createRevocations>,
  heard: (highest: number | null) => void,
) {
  const everyStream = (signal: StreamSignal) => {
    for (const userId of [...streams.users()]) streams.emit(userId, signal);
  };
  return {
    /** The relay lost its connection: other processes' commits go unheard until it is back (pg-relay.ts). */
    relayLost() {
      if (!revocations.relayHealthy()) return;
      revocations.setRelayHealthy(false);
      heard(null);
      everyStream({ relay: 'down' });
    },
    /**
     * The relay is back: every open stream reads what it may have missed and checks its session (a sign-out on
     * another process meanwhile went unheard). One signal per stream, not a revocation per user: a cache of live
     * sessions already forgets everything when the relay's health changes.
     */
    relayRecovered() {
      if (revocations.relayHealthy()) return;
      heard(null);
      everyStream({ relay: 'back' });
      revocations.recheck([...streams.users()]);
      revocations.setRelayHealthy(true);
    },
  };
}

/**
 * In-process "something new for user X" hub. The events live in the user_events table (the record for catch-up
 * and reconnects); after a commit the writer hands the rows it wrote to `deliver`, and each open stream of
 * those users writes them at once. `publish` only pokes: the stream reads what is new from the table. With
 * several processes on one PostgreSQL, a relay repeats each signal to the other processes (ids only).
 */
export function createHub() {
  const streams = listenersByUser<StreamSignal>();
  const revocations = createRevocations();
  /** Told the highest event id of each commit announced here, or null for one whose ids are unknown (a poke). */
  const commitsHeard = new Set<Listener<number | null>>();
  let relay: HubRelay | undefined;
  let subscriptions = 0;

  const heard = (highest: number | null) => commitsHeard.forEach((listener) => listener(highest));

  const local = {
    /** Hands committed events to this process's open streams only (the relay calls this for other writers). */
    deliverLocal(events: LiveEvent[]) {
      const byUser = new Map<string, LiveEvent[]>();
      let highest = 0;
      for (const e of events) {
        if (e.event_id > highest) highest = e.event_id;
        if (!streams.has(e.user_id)) continue;
        const list = byUser.get(e.user_id);
        if (list) list.push(e);
        else byUser.set(e.user_id, [e]);
      }
      if (events.length > 0) heard(highest);
      for (const [userId, list] of byUser) streams.emit(userId, { events: list });
    },
    pokeLocal(userIds: Iterable<string>) {
      heard(null);
      for (const id of new Set(userIds)) streams.emit(id, { poke: true });
    },
    revokeLocal: revocations.revokeLocal,
    /** Another process announced a commit whose rows are being read (pg-relay.ts): its ids are known already. */
    heardCommit(highestId: number) {
      heard(highestId);
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
      const remove = streams.add(userId, listener);
      subscriptions += 1;
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        subscriptions -= 1;
        remove();
      };
    },
    /** Open streams in this process, counted as they come and go (GET /api/health asks it on every call). */
    streamCount: () => subscriptions,
    listenerCount: (userId: string) => streams.count(userId),
    /** The users with an open stream in this process (the relay reads other writers' events only for them). */
    listeningUsers: (): string[] => [...streams.users()],
    listeningUserCount: () => streams.size(),
    /** Some sessions of the user were revoked: each open stream of theirs checks whether its own was one. */
    sessionsRevoked(userId: string) {
      local.revokeLocal(userId);
      relay?.revoked(userId);
    },
    onSessionsRevoked: revocations.onSessionsRevoked,
    revocationCount: revocations.revocationCount,
    onAnyRevocation: revocations.onAnyRevocation,
    relayHealthy: revocations.relayHealthy,
    ...relayTransitions(streams, revocations, heard),
    /** Each commit announced here, by its highest event id (null: a poke, ids unknown); see live-start.ts. */
    onCommitsHeard(listener: (highestId: number | null) => void): () => void {
      commitsHeard.add(listener);
      return () => commitsHeard.delete(listener);
    },
    attachRelay(r: HubRelay | undefined) {
      relay = r;
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
