import { describe, expect, it } from 'vitest';
import { istMinuteOfDay, pushDueAt, type QuietHours } from '../../src/features/push/quiet-hours.ts';

/** A moment given in India time (UTC+5:30) on one fixed day. */
const ist = (hhmm: string, day = '2026-03-10') => new Date(`${day}T${hhmm}:00+05:30`);
const NIGHT: QuietHours = { quiet_hours_enabled: true, quiet_hours_start: 22 * 60, quiet_hours_end: 7 * 60 };

describe('quiet hours (minutes after midnight IST)', () => {
  it('reads the minute of the day in India time', () => {
    expect(istMinuteOfDay(ist('00:00'))).toBe(0);
    expect(istMinuteOfDay(ist('23:59'))).toBe(1439);
    expect(istMinuteOfDay(new Date('2026-03-10T00:00:00Z'))).toBe(330); // 05:30 IST
  });

  it('holds a notice inside a window that crosses midnight until it ends, the next morning when needed', () => {
    expect(pushDueAt(ist('22:00'), NIGHT, false)).toEqual(ist('07:00', '2026-03-11'));
    expect(pushDueAt(ist('23:45'), NIGHT, false)).toEqual(ist('07:00', '2026-03-11'));
    expect(pushDueAt(ist('03:10'), NIGHT, false)).toEqual(ist('07:00'));
    expect(pushDueAt(new Date(ist('06:59').getTime() + 30_000), NIGHT, false)).toEqual(ist('07:00'));
  });

  it('sends at once outside the window (its end minute is outside), when off, and for an SOS', () => {
    expect(pushDueAt(ist('07:00'), NIGHT, false)).toEqual(ist('07:00'));
    expect(pushDueAt(ist('21:59'), NIGHT, false)).toEqual(ist('21:59'));
    expect(pushDueAt(ist('23:00'), { ...NIGHT, quiet_hours_enabled: false }, false)).toEqual(ist('23:00'));
    expect(pushDueAt(ist('23:00'), NIGHT, true)).toEqual(ist('23:00'));
  });

  it('handles a window within one day, and treats start = end as no quiet hours', () => {
    const afternoon: QuietHours = { quiet_hours_enabled: true, quiet_hours_start: 13 * 60, quiet_hours_end: 15 * 60 };
    expect(pushDueAt(ist('14:20'), afternoon, false)).toEqual(ist('15:00'));
    expect(pushDueAt(ist('12:59'), afternoon, false)).toEqual(ist('12:59'));
    const none: QuietHours = { quiet_hours_enabled: true, quiet_hours_start: 600, quiet_hours_end: 600 };
    expect(pushDueAt(ist('10:00'), none, false)).toEqual(ist('10:00'));
  });
});
