import { displayLocale } from './format.ts';

export interface RelativeTime {
  /** Negative in the past, positive in the future (as Intl.RelativeTimeFormat wants it). */
  value: number;
  unit: 'minute' | 'hour' | 'day' | 'month' | 'year';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far `at` is from `nowMs`, in the largest whole unit that fits (rounded toward zero, so "59 minutes" never
 * reads as "1 hour"). Null within a minute either way ("just now"), and for an unreadable date.
 */
export function relativeTime(at: string | number | Date, nowMs: number): RelativeTime | null {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) return null;
  const diff = time - nowMs;
  const abs = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  if (abs < MINUTE) return null;
  if (abs < HOUR) return { value: sign * Math.floor(abs / MINUTE), unit: 'minute' };
  if (abs < DAY) return { value: sign * Math.floor(abs / HOUR), unit: 'hour' };
  if (abs < 30 * DAY) return { value: sign * Math.floor(abs / DAY), unit: 'day' };
  if (abs < 365 * DAY) return { value: sign * Math.floor(abs / (30 * DAY)), unit: 'month' };
  return { value: sign * Math.floor(abs / (365 * DAY)), unit: 'year' };
}

/** "5 minutes ago", "in 3 minutes", "yesterday"; `justNow` within a minute. */
export function formatTimeAgo(
  at: string | number | Date,
  nowMs: number,
  justNow: string,
  locale: string = displayLocale(),
): string {
  const relative = relativeTime(at, nowMs);
  if (!relative) return justNow;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(relative.value, relative.unit);
}
