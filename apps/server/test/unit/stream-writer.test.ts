import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/realtime/hub.ts';
import { createStreamWriter } from '../../src/realtime/stream-writer.ts';

const ev = (id: number, type = 'notification'): LiveEvent => ({
  event_id: id,
  user_id: 'u1',
  type,
  payload: { n: id },
});

/** A stream over an in-memory table: what it wrote (parsed) and how often it read the table. */
function harness(table: LiveEvent[] = []) {
  const chunks: string[] = [];
  const reads: number[] = [];
  let closed = false;
  const writer = createStreamWriter({
    write: (chunk) => chunks.push(chunk),
    read: async (afterId, limit) => {
      reads.push(afterId);
      return table.filter((e) => e.event_id > afterId).slice(0, limit);
    },
    closed: () => closed,
    onError: (err) => {
      throw err;
    },
  });
  const written = () =>
    chunks.map((c) => ({
      id: /^id: (\d+)$/m.exec(c)?.[1] ?? null,
      n: (JSON.parse(/^data: (.*)$/m.exec(c)?.[1] ?? 'null') as { n: number }).n,
    }));
  return { writer, table, reads, written, close: () => (closed = true) };
}

describe('one stream’s delivery rules', () => {
  it('writes pushed events without reading the table', async () => {
    const h = harness();
    await h.writer.start({ liveAfter: 10 });
    await h.writer.signal({ events: [ev(12), ev(11)] });
    expect(h.reads).toEqual([]);
    expect(h.written()).toEqual([
      { id: '11', n: 11 },
      { id: '12', n: 12 },
    ]);
    expect(h.writer.cursor()).toBe(12);
  });

  it('never writes the same event twice (a push after a read of it, or the same push twice)', async () => {
    const h = harness([ev(5), ev(6)]);
    await h.writer.start({ resumeAfter: 4 });
    await h.writer.signal({ events: [ev(6)] });
    await h.writer.signal({ events: [ev(6), ev(7)] });
    await h.writer.signal({ events: [ev(7)] });
    expect(h.written().map((w) => w.n)).toEqual([5, 6, 7]);
  });

  it('never moves the cursor back: an event committed late is written once, without an id line', async () => {
    const h = harness();
    await h.writer.start({ liveAfter: 100 });
    await h.writer.signal({ events: [ev(110)] });
    // A transaction that took id 105 before 110's committed after it.
    await h.writer.signal({ events: [ev(105)] });
    expect(h.writer.cursor()).toBe(110);
    expect(h.written()).toEqual([
      { id: '110', n: 110 },
      { id: null, n: 105 },
    ]);
  });

  it('a poke reads the table after the cursor, and pokes that pile up are one read', async () => {
    const h = harness([ev(1), ev(2), ev(3)]);
    await h.writer.start({ liveAfter: 1 });
    await Promise.all([h.writer.signal({ poke: true }), h.writer.signal({ poke: true })]);
    expect(h.reads).toEqual([1]);
    expect(h.written().map((w) => w.n)).toEqual([2, 3]);
    h.table.push(ev(4));
    await h.writer.signal({ poke: true });
    expect(h.reads).toEqual([1, 3]);
    expect(h.written().map((w) => w.n)).toEqual([2, 3, 4]);
  });

  it('a resume catches up from the table in pages; a fresh stream reads nothing', async () => {
    const many = Array.from({ length: 450 }, (_, i) => ev(i + 1));
    const resumed = harness(many);
    await resumed.writer.start({ resumeAfter: 0 });
    expect(resumed.written()).toHaveLength(450);
    expect(resumed.reads).toEqual([0, 200, 400]);

    const fresh = harness(many);
    await fresh.writer.start({ liveAfter: 450 });
    expect(fresh.reads).toEqual([]);
    expect(fresh.written()).toEqual([]);
  });

  it('holds what arrives before it knows where it starts, then delivers it', async () => {
    const h = harness();
    const pushed = h.writer.signal({ events: [ev(8)] });
    expect(h.written()).toEqual([]);
    await h.writer.start({ liveAfter: 7 });
    await pushed;
    expect(h.written()).toEqual([{ id: '8', n: 8 }]);
  });

  it('writes nothing once the stream has closed', async () => {
    const h = harness([ev(2)]);
    await h.writer.start({ liveAfter: 0 });
    h.close();
    await h.writer.signal({ events: [ev(1)] });
    await h.writer.signal({ poke: true });
    expect(h.written()).toEqual([]);
  });
});
