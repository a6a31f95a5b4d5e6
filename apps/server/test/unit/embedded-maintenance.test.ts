import { describe, expect, it } from 'vitest';
import { MAX_DEFER_MS, quietFirst, upkeepFor, type TableCounters } from '../../src/db/embedded-maintenance.ts';

const table = (over: Partial<TableCounters>): TableCounters => ({
  schema: 'public',
  table: 'notifications',
  live: 10_000,
  dead: 0,
  modifiedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  xidAge: 1_000,
  writes: 0,
  ...over,
});

describe('the embedded database upkeep, by PostgreSQL autovacuum defaults', () => {
  it('leaves a table alone under every threshold', () => {
    expect(upkeepFor(table({ dead: 2_050, modifiedSinceAnalyze: 1_050, insertedSinceVacuum: 3_000 }))).toBeNull();
  });

  it('vacuums past 50 + 20% dead rows, or 1,000 + 20% rows inserted since the last vacuum', () => {
    expect(upkeepFor(table({ dead: 2_051 }))).toBe('vacuum');
    expect(upkeepFor(table({ insertedSinceVacuum: 3_001 }))).toBe('vacuum');
    expect(upkeepFor(table({ live: 0, dead: 51 }))).toBe('vacuum');
  });

  it('vacuums a table whose oldest transaction id is 200 million old, so ids never wrap around', () => {
    expect(upkeepFor(table({ xidAge: 200_000_000 }))).toBeNull();
    expect(upkeepFor(table({ xidAge: 200_000_001 }))).toBe('vacuum');
  });

  it('analyzes past 50 + 10% rows changed since the last analyze', () => {
    expect(upkeepFor(table({ modifiedSinceAnalyze: 1_051 }))).toBe('analyze');
    expect(upkeepFor(table({ live: 0, modifiedSinceAnalyze: 50 }))).toBeNull();
  });
});

describe('when the job does a table past its threshold', () => {
  /** A chooser on a clock moved by hand, looking every 5 s as the job does. */
  function looks() {
    let at = 0;
    const choose = quietFirst(MAX_DEFER_MS, () => at);
    return (over: Partial<TableCounters>, upkeep: 'vacuum' | 'analyze' | null = 'vacuum') => {
      const act = choose(table(over), upkeep);
      at += 5_000;
      return act;
    };
  }

  it('waits while the table is being written, and does it at the first look that finds it quiet', () => {
    const look = looks();
    expect(look({ writes: 100 })).toBe(false); // first sight: nothing to compare with yet
    expect(look({ writes: 5_000 })).toBe(false); // an SOS still filling it
    expect(look({ writes: 10_000 })).toBe(false);
    expect(look({ writes: 10_000 })).toBe(true); // the burst is over
  });

  it('does a table never quiet once it has waited a minute, and one near wraparound at once', () => {
    const look = looks();
    const acted = Array.from({ length: 14 }, (_, i) => look({ writes: i * 1_000 }));
    expect(acted.indexOf(true)).toBe(MAX_DEFER_MS / 5_000);
    expect(looks()({ writes: 1, xidAge: 200_000_001 })).toBe(true);
  });

  it('starts the wait again after a table was done, and never does one under its thresholds', () => {
    const look = looks();
    expect(look({ writes: 1 }, null)).toBe(false);
    expect(look({ writes: 1 }, null)).toBe(false);
    expect(look({ writes: 1 })).toBe(true);
    expect(look({ writes: 2 })).toBe(false);
    expect(look({ writes: 2 })).toBe(true);
  });
});
