import { describe, expect, it } from 'vitest';
import { createHub, type StreamSignal } from '../../src/realtime/hub.ts';

describe('the hub when the relay between processes goes down and comes back', () => {
  it('tells every open stream, and on the return has each check its session once', () => {
    const hub = createHub();
    const signals: Array<[string, StreamSignal]> = [];
    const checks: string[] = [];
    for (const user of ['u1', 'u2']) {
      hub.subscribe(user, (s) => signals.push([user, s]));
      hub.onSessionsRevoked(user, () => checks.push(user));
    }
    const cacheHeard: Array<string | null> = [];
    hub.onAnyRevocation((u) => cacheHeard.push(u));
    const before = hub.revocationCount();

    hub.relayLost();
    hub.relayLost();
    expect(hub.relayHealthy()).toBe(false);
    expect(signals).toEqual([
      ['u1', { relay: 'down' }],
      ['u2', { relay: 'down' }],
    ]);

    signals.length = 0;
    hub.relayRecovered();
    expect(hub.relayHealthy()).toBe(true);
    expect(signals).toEqual([
      ['u1', { relay: 'back' }],
      ['u2', { relay: 'back' }],
    ]);
    expect(checks).toEqual(['u1', 'u2']);
    // A cache of live sessions forgets everything on each change, not once per user.
    expect(cacheHeard).toEqual([null, null]);
    expect(hub.revocationCount()).toBeGreaterThan(before);
  });

  it('delivers to a user’s streams only, and forgets a stream that unsubscribed', () => {
    const hub = createHub();
    const got: string[] = [];
    const off = hub.subscribe('u1', () => got.push('u1'));
    hub.subscribe('u2', () => got.push('u2'));
    hub.deliver([{ event_id: 1, user_id: 'u1', type: 'notification', payload: {} }]);
    expect(got).toEqual(['u1']);
    off();
    off();
    expect(hub.streamCount()).toBe(1);
    expect(hub.listeningUsers()).toEqual(['u2']);
  });
});
