import { describe, expect, it, vi } from 'vitest';
import { HOLD_MAX_MS, createHandover } from '../../src/features/requests/fanout-handover.ts';
import type { LiveEvent } from '../../src/realtime/hub.ts';

const events = (from: number, count: number): LiveEvent[] =>
  Array.from({ length: count }, (_, i) => ({
    event_id: from + i,
    user_id: `u${from + i}`,
    type: 'notification',
    payload: {},
  }));

describe('fan-out handover to the streams', () => {
  it('hands every event over once, in commit order, a slice per event-loop turn, never in the caller’s turn', async () => {
    const slices: number[][] = [];
    const handover = createHandover((list) => slices.push(list.map((e) => e.event_id)), 3);
    handover.push(events(1, 5));
    handover.push(events(6, 2));
    expect(slices).toEqual([]);
    await handover.idle();
    expect(slices).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('lets other work run between two slices', async () => {
    const order: string[] = [];
    const handover = createHandover((list) => order.push(`slice ${list[0]!.event_id}`), 2);
    handover.push(events(1, 4));
    setImmediate(() => order.push('other'));
    await handover.idle();
    expect(order.indexOf('other')).toBeGreaterThan(0);
    expect(order.indexOf('other')).toBeLessThan(order.length - 1);
  });

  it('keeps handing over after a slice fails, and reports the failure', async () => {
    const delivered: number[] = [];
    const handover = createHandover((list) => {
      if (list[0]!.event_id === 1) throw new Error('a listener failed');
      delivered.push(...list.map((e) => e.event_id));
    }, 2);
    handover.push(events(1, 4));
    await expect(handover.idle()).rejects.toThrow('a listener failed');
    expect(delivered).toEqual([3, 4]);
  });

  it('keeps commit order for events queued while a drain is under way, and starts afresh once idle', async () => {
    const slices: number[][] = [];
    const handover = createHandover((list) => slices.push(list.map((e) => e.event_id)), 2);
    handover.push(events(1, 3));
    await new Promise<void>((resolve) => setImmediate(resolve));
    handover.push(events(4, 2));
    await handover.idle();
    handover.push(events(6, 1));
    await handover.idle();
    expect(slices.flat()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(slices.every((s) => s.length <= 2)).toBe(true);
  });

  it('holds slices back until every hold is released, then goes on in order', async () => {
    const slices: number[][] = [];
    const handover = createHandover((list) => slices.push(list.map((e) => e.event_id)), 2);
    const first = handover.hold();
    const second = handover.hold();
    handover.push(events(1, 3));
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    };
    await turns(5);
    expect(slices).toEqual([]);
    first();
    first(); // twice is harmless: the other hold still counts
    await turns(5);
    expect(slices).toEqual([]);
    second();
    await handover.idle();
    expect(slices).toEqual([[1, 2], [3]]);
  });

  it('lets a hold go by itself after HOLD_MAX_MS, so a lane waiting for a lock keeps no event back for long', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const slices: number[][] = [];
      const handover = createHandover((list) => slices.push(list.map((e) => e.event_id)), 2);
      handover.hold();
      handover.push(events(1, 2));
      await new Promise<void>((resolve) => setImmediate(resolve));
      vi.advanceTimersByTime(HOLD_MAX_MS - 1);
      await new Promise<void>((resolve) => setImmediate(resolve));
      expect(slices).toEqual([]);
      vi.advanceTimersByTime(1);
      await handover.idle();
      expect(slices).toEqual([[1, 2]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
