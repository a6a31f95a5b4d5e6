import { describe, expect, it } from 'vitest';
import { formatTimeAgo, relativeTime } from '../src/lib/time-ago.ts';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('is "just now" (null) within a minute either way, and for an unreadable date', () => {
    expect(relativeTime(ago(0), now)).toBeNull();
    expect(relativeTime(ago(59_999), now)).toBeNull();
    expect(relativeTime(new Date(now + 30_000), now)).toBeNull();
    expect(relativeTime('not a date', now)).toBeNull();
  });

  it('uses the largest whole unit, rounding toward zero', () => {
    expect(relativeTime(ago(MINUTE), now)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeTime(ago(59 * MINUTE + 59_000), now)).toEqual({ value: -59, unit: 'minute' });
    expect(relativeTime(ago(HOUR), now)).toEqual({ value: -1, unit: 'hour' });
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toEqual({ value: -23, unit: 'hour' });
    expect(relativeTime(ago(DAY), now)).toEqual({ value: -1, unit: 'day' });
    expect(relativeTime(ago(29 * DAY), now)).toEqual({ value: -29, unit: 'day' });
    expect(relativeTime(ago(30 * DAY), now)).toEqual({ value: -1, unit: 'month' });
    expect(relativeTime(ago(400 * DAY), now)).toEqual({ value: -1, unit: 'year' });
  });

  it('counts forward for future moments (when an SOS search widens next)', () => {
    expect(relativeTime(new Date(now + 4 * MINUTE + 30_000), now)).toEqual({ value: 4, unit: 'minute' });
  });
});

describe('formatTimeAgo', () => {
  it('reads as people say it', () => {
    expect(formatTimeAgo(ago(10_000), now, 'just now', 'en-IN')).toBe('just now');
    expect(formatTimeAgo(ago(5 * MINUTE), now, 'just now', 'en-IN')).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(DAY), now, 'just now', 'en-IN')).toBe('yesterday');
    expect(formatTimeAgo(new Date(now + 3 * MINUTE), now, 'just now', 'en-IN')).toBe('in 3 minutes');
  });
});
