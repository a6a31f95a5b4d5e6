import { describe, expect, it } from 'vitest';
import { STOCK_FRESH_HOURS, STOCK_STALE_DAYS, stockFreshness } from '../src/index.ts';

const HOUR = 60 * 60 * 1000; // ms
const now = new Date('2026-11-23T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('stockFreshness', () => {
  it('keeps the thresholds the product states: fresh for a day, stale for a week', () => {
    expect(STOCK_FRESH_HOURS).toBe(24);
    expect(STOCK_STALE_DAYS).toBe(7);
  });

  it.each([
    ['just now', 'fresh', 0],
    ['23 hours ago', 'fresh', 23 * HOUR],
    ['exactly 24 hours ago', 'fresh', 24 * HOUR],
    ['24 hours and 1 ms ago', 'stale', 24 * HOUR + 1],
    ['25 hours ago', 'stale', 25 * HOUR],
    ['exactly 7 days ago', 'stale', 7 * 24 * HOUR],
    ['7 days and 1 ms ago', 'unknown', 7 * 24 * HOUR + 1],
    ['8 days ago', 'unknown', 8 * 24 * HOUR],
  ])('a figure given %s is %s', (_label, expected, age) => {
    expect(stockFreshness(ago(age), now)).toBe(expected);
  });

  it('reads an ISO string as well as a Date', () => {
    expect(stockFreshness(ago(25 * HOUR).toISOString(), now)).toBe('stale');
  });

  it('calls a figure never given unknown', () => {
    expect(stockFreshness(null, now)).toBe('unknown');
  });

  it('treats a time slightly ahead of the clock (another server) as fresh', () => {
    expect(stockFreshness(new Date(now.getTime() + 5_000), now)).toBe('fresh');
  });
});
