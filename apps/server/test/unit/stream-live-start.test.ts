import { describe, expect, it } from 'vitest';
import { createHub, type LiveEvent } from '../../src/realtime/hub.ts';
import { createLiveStart } from '../../src/realtime/live-start.ts';

const ev = (id: number, user = 'u1'): LiveEvent => ({ event_id: id, user_id: user, type: 'notification', payload: {} });

/** A live start over a table whose newest id the test sets, counting the reads. */
function harness() {
  const hub = createHub();
  const table = { latest: 0, reads: 0 };
  const liveStart = createLiveStart(hub, async () => {
    table.reads += 1;
    return table.latest;
  });
  return { hub, table, liveStart };
}

describe('where a fresh live stream starts', () => {
  it('reads the newest id once, then follows the commits announced with their ids without reading again', async () => {
    const { hub, table, liveStart } = harness();
    table.latest = 40;
    expect(await liveStart()).toBe(40);
    expect(await liveStart()).toBe(40);
    table.latest = 42;
    hub.deliver([ev(41), ev(42, 'u2')]);
    expect(await liveStart()).toBe(42);
    // Another process's commit, heard through the relay before its rows are read.
    hub.heardCommit(45);
    expect(await liveStart()).toBe(45);
    expect(table.reads).toBe(1);
  });

  it('reads again after a commit announced by a poke only (its ids are unknown)', async () => {
    const { hub, table, liveStart } = harness();
    await liveStart();
    table.latest = 7;
    hub.publish(['u1']);
    expect(await liveStart()).toBe(7);
    expect(await liveStart()).toBe(7);
    expect(table.reads).toBe(2);
  });

  it('reads for every stream while the relay is down, and once more after it is back', async () => {
    const { hub, table, liveStart } = harness();
    await liveStart();
    hub.relayLost();
    table.latest = 9;
    expect(await liveStart()).toBe(9);
    expect(await liveStart()).toBe(9);
    expect(table.reads).toBe(3);
    hub.relayRecovered();
    await liveStart();
    await liveStart();
    expect(table.reads).toBe(4);
  });

  it('does not trust a read while a poke came during it', async () => {
    const { hub, table, liveStart } = harness();
    table.latest = 3;
    const first = liveStart();
    hub.publish(['u1']);
    expect(await first).toBe(3);
    await liveStart();
    expect(table.reads).toBe(2);
  });
});
