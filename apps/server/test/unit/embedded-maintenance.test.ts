import { describe, expect, it } from 'vitest';
import { upkeepFor } from '../../src/db/embedded-maintenance.ts';

const table = (over: Partial<Parameters<typeof upkeepFor>[0]>) => ({
  schema: 'public',
  table: 'notifications',
  live: 10_000,
  dead: 0,
  modifiedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  xidAge: 1_000,
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
