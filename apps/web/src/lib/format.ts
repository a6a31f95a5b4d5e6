/** Dates and times as people in India read them (e.g. "5 Mar 2025", "5 Mar 2025, 2:30 pm"). */
export const DISPLAY_LOCALE = 'en-IN';

/** A calendar date 'YYYY-MM-DD' (no time zone), or the input unchanged when it is not one. */
export function formatIsoDate(value: string, locale: string = DISPLAY_LOCALE): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A moment (ISO date-time) in the user's time zone. */
export function formatDateTime(value: string, locale: string = DISPLAY_LOCALE, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The day of a moment (ISO date-time) in the user's time zone. */
export function formatDay(value: string, locale: string = DISPLAY_LOCALE, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}
