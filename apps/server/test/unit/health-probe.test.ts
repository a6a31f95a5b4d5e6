import { describe, expect, it } from 'vitest';
import { createHealthProbe } from '../../src/features/health/health-probe.ts';
import { systemClock } from '../../src/lib/clock.ts';

/** A probe whose database answers only when the test says so, counting the queries it was asked. */
function slowDatabase() {
  const answers: Array<(n: number) => void> = [];
  let queries = 0;
  return {
    countDue: () => {
      queries += 1;
      return new Promise<number>((resolve) => answers.push(resolve));
    },
    answer: (n: number) => answers.shift()?.(n),
    queries: () => queries,
  };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('health probe', () => {
  it('answers from the last reading at once while a fresh probe waits behind a busy database', async () => {
    const db = slowDatabase();
    const probe = createHealthProbe({ countDue: db.countDue, clock: systemClock, maxAgeMs: 0, staleOkMs: 60_000 });
    const first = probe.read();
    db.answer(3);
    expect(await first).toMatchObject({ up: true, outboxDue: 3 });

    // The database is busy now: the caller is not kept waiting, one probe is out.
    const during = await Promise.race([probe.read(), flush().then(() => 'waited')]);
    expect(during).toMatchObject({ up: true, outboxDue: 3 });
    await probe.read();
    expect(db.queries()).toBe(2);

    db.answer(7);
    await flush();
    expect(await probe.read()).toMatchObject({ outboxDue: 7 });
  });

  it('waits for the probe once the last reading is too old, so a database that stopped answering shows', async () => {
    const db = slowDatabase();
    const probe = createHealthProbe({ countDue: db.countDue, clock: systemClock, maxAgeMs: 0, staleOkMs: 0 });
    const first = probe.read();
    db.answer(1);
    await first;
    const second = probe.read();
    expect(await Promise.race([second, flush().then(() => 'waited')])).toBe('waited');
    db.answer(2);
    expect(await second).toMatchObject({ outboxDue: 2 });
  });

  it('never repeats a reading that found the database down', async () => {
    let fail = true;
    const probe = createHealthProbe({
      countDue: async () => {
        if (fail) throw new Error('connection refused');
        return 0;
      },
      clock: systemClock,
      maxAgeMs: 0,
      staleOkMs: 60_000,
    });
    expect(await probe.read()).toMatchObject({ up: false });
    fail = false;
    expect(await probe.read()).toMatchObject({ up: true });
  });
});
