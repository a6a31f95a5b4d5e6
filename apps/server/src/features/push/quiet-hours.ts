/** IST is UTC+5:30 all year (no daylight saving): minutes to add to UTC. */
const IST_OFFSET_MIN = 330;
const MINUTE_MS = 60_000;
const DAY_MIN = 1440;

/** A person's quiet hours: minutes after midnight India time (0–1439); start = end means no quiet hours. */
export interface QuietHours {
  quiet_hours_enabled: boolean;
  quiet_hours_start: number;
  quiet_hours_end: number;
}

/** The minute of the day in India (0–1439) at `at`. */
export function istMinuteOfDay(at: Date): number {
  return (Math.floor(at.getTime() / MINUTE_MS) + IST_OFFSET_MIN) % DAY_MIN;
}

/**
 * When a push written at `at` may go: at once, or — when `at` falls inside the person's quiet hours — at their end
 * (the window may cross midnight: 22:00–07:00 by default). The start minute is inside the window, the end minute
 * is not. A notice about an SOS is never held back.
 */
export function pushDueAt(at: Date, quiet: QuietHours, isSos: boolean): Date {
  const { quiet_hours_enabled: enabled, quiet_hours_start: start, quiet_hours_end: end } = quiet;
  if (isSos || !enabled || start === end) return at;
  const minute = istMinuteOfDay(at);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return at;
  const minutesLeft = (end - minute + DAY_MIN) % DAY_MIN;
  return new Date((Math.floor(at.getTime() / MINUTE_MS) + minutesLeft) * MINUTE_MS);
}
