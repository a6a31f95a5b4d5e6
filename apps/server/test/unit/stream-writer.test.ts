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
function harness(table: LiveEvent[] = [], options: { relayDown?: boolean } = {}) {
  const chunks: string[] = [];
  const reads: number[] = [];
  let closed = false;
  const writer = createStreamWriter(
    {
      write: (chunk) => chunks.push(chunk),
      read: async (afterId, limit) => {
        reads.push(afterId);
        return table.filter((e) => e.event_id > afterId).slice(0, limit);
      },
      closed: () => closed,
      onError: (err) => {
        throw err;
      },
    },
    options,
  );
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

  describe('while the relay between processes is down', () => {
    it('a local event does not let it skip one another process committed meanwhile (read from the safe cursor)', async () => {
      const h = harness();
      await h.writer.start({ liveAfter: 10 });
      await h.writer.signal({ relay: 'down' });
      // Another process commits 11 (unheard: the relay is down), then this process pushes its own 12.
      h.table.push(ev(11), ev(12));
      await h.writer.signal({ events: [ev(12)] });
      // A poke meanwhile reads after the highest id written, as always: 11 is not found yet.
      await h.writer.signal({ poke: true });
      await h.writer.signal({ relay: 'back' });
      expect(h.reads).toEqual([12, 10]);
      h.table.push(ev(13));
      await h.writer.signal({ events: [ev(13)] });
      // Nothing carries an id line until the stream has read the table after the outage: a client reconnecting
      // before then resumes from before the outage rather than past 11.
      expect(h.written()).toEqual([
        { id: null, n: 12 },
        { id: null, n: 11 },
        { id: '13', n: 13 },
      ]);
      expect(h.writer.cursor()).toBe(13);
    });

    it('reads from the cursor as it stood a checkpoint before the outage: a commit in flight then is not lost', async () => {
      const h = harness();
      await h.writer.start({ liveAfter: 10 });
      h.writer.checkpoint();
      // 15 is pushed; 14 (another process) took its id before and commits only once the relay is down.
      await h.writer.signal({ events: [ev(15)] });
      h.writer.checkpoint();
      await h.writer.signal({ relay: 'down' });
      h.table.push(ev(14), ev(15));
      await h.writer.signal({ relay: 'back' });
      expect(h.reads).toEqual([10]);
      expect(h.written().map((w) => w.n)).toEqual([15, 14]);
    });

    it('a stream opened during an outage reads from its start once the relay is back', async () => {
      const h = harness([], { relayDown: true });
      await h.writer.start({ liveAfter: 20 });
      h.table.push(ev(21), ev(22));
      await h.writer.signal({ events: [ev(22)] });
      await h.writer.signal({ relay: 'back' });
      expect(h.reads).toEqual([20]);
      expect(h.written()).toEqual([
        { id: null, n: 22 },
        { id: null, n: 21 },
      ]);
    });

    it('a second loss before the return keeps the first safe cursor; a return without a loss reads nothing', async () => {
      const h = harness();
      await h.writer.start({ liveAfter: 30 });
      await h.writer.signal({ relay: 'back' });
      await h.writer.signal({ relay: 'down' });
      await h.writer.signal({ events: [ev(33)] });
      h.writer.checkpoint();
      h.writer.checkpoint();
      await h.writer.signal({ relay: 'down' });
      h.table.push(ev(31), ev(33));
      await h.writer.signal({ relay: 'back' });
      expect(h.reads).toEqual([30]);
      expect(h.written().map((w) => w.n)).toEqual([33, 31]);
    });
  });
});
