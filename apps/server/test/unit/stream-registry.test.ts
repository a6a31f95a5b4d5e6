import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStreamRegistry } from '../../src/realtime/event-stream.ts';
import { createStreamWriter } from '../../src/realtime/stream-writer.ts';

/** A response that records what was written and whether it ended. */
function fakeStream(userId: string, endsAtS: number) {
  const chunks: string[] = [];
  let ended = false;
  const res = {
    write: (chunk: string) => chunks.push(chunk),
    end: () => {
      ended = true;
    },
  } as unknown as ServerResponse;
  const writer = createStreamWriter({
    write: () => undefined,
    read: async () => [],
    closed: () => false,
    onError: () => undefined,
  });
  return { stream: { userId, res, writer, endsAtS }, chunks, ended: () => ended, writer };
}

describe('the open streams and their one timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const nowS = () => Math.floor(Date.now() / 1000);

  it('pings every stream every ping interval and remembers each cursor for a relay outage', async () => {
    const registry = createStreamRegistry(6, 25_000);
    const a = fakeStream('a', nowS() + 900);
    const b = fakeStream('b', nowS() + 900);
    const checkpoint = vi.spyOn(a.writer, 'checkpoint');
    registry.add(a.stream);
    registry.add(b.stream);
    vi.advanceTimersByTime(24_000);
    expect(a.chunks).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(a.chunks).toEqual([': ping\n\n']);
    expect(b.chunks).toEqual([': ping\n\n']);
    expect(checkpoint).toHaveBeenCalledTimes(1);
    registry.remove(b.stream);
    vi.advanceTimersByTime(25_000);
    expect(a.chunks).toHaveLength(2);
    expect(b.chunks).toHaveLength(1);
    registry.remove(a.stream);
  });

  it('ends each stream within a second of its access token expiring, and no other', () => {
    const registry = createStreamRegistry(6, 25_000);
    const soon = fakeStream('a', nowS() + 3);
    const later = fakeStream('b', nowS() + 60);
    registry.add(soon.stream);
    registry.add(later.stream);
    vi.advanceTimersByTime(2_000);
    expect(soon.ended()).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect(soon.ended()).toBe(true);
    expect(later.ended()).toBe(false);
    registry.remove(soon.stream);
    vi.advanceTimersByTime(57_000);
    expect(later.ended()).toBe(true);
    registry.remove(later.stream);
  });

  it('keeps at most the given number per user, ending the oldest; the timer stops with the last stream', () => {
    const registry = createStreamRegistry(2, 25_000);
    const streams = [1, 2, 3].map(() => fakeStream('a', nowS() + 900));
    for (const s of streams) registry.add(s.stream);
    expect(streams.map((s) => s.ended())).toEqual([true, false, false]);
    for (const s of streams) registry.remove(s.stream);
    expect(vi.getTimerCount()).toBe(0);
  });
});
