import type { Hub } from './hub.ts';

/**
 * Where a fresh live stream starts: after every event committed before it connected, so none is replayed
 * (docs/decisions/0019-many-server-processes.md).
 *
 * The newest event id in the table answers that, but reading it for each of 10,000 streams connecting at once
 * cost a query each (the shared read of `latestId` is only shared by callers that come during one read). The hub
 * hears the highest id of every commit announced with its rows (`deliver`, and other processes' commits through
 * the relay), so after one read this process knows the newest id without asking again, for as long as every
 * commit since was announced with its ids. A commit announced by a poke only (ids unknown), and the relay being
 * down (other processes' commits unheard), make the next stream read the table again.
 *
 * What this does not see, the table read did not see either: a commit announced after a stream subscribed
 * reaches it (pushes and pokes are not filtered by the start), and one never announced is never pushed.
 */
export function createLiveStart(hub: Pick<Hub, 'onCommitsHeard' | 'relayHealthy'>, readLatest: () => Promise<number>) {
  /** The highest event id read or heard of. */
  let known = 0;
  /** True while every commit since the last read was heard with its ids. */
  let trusted = false;
  /** Counts commits heard without ids: a read is trusted only if none came while it ran. */
  let unknownCommits = 0;

  const stop = hub.onCommitsHeard((highest) => {
    if (highest === null) {
      unknownCommits += 1;
      trusted = false;
    } else if (highest > known) known = highest;
  });

  async function liveStart(): Promise<number> {
    if (trusted && hub.relayHealthy()) return known;
    const before = unknownCommits;
    // A read that starts after this call (see `latestId`): it counts every commit made before the stream connected.
    const latest = await readLatest();
    if (latest > known) known = latest;
    if (unknownCommits === before && hub.relayHealthy()) trusted = true;
    return latest;
  }

  return Object.assign(liveStart, { stop });
}
export type LiveStart = ReturnType<typeof createLiveStart>;
