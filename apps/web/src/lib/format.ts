import { currentLocale } from '../i18n/index.ts';

/**
 * The locale dates, times and numbers are shown in: the current language as written in India ("5 Mar 2025, 2:30
 * pm" in English, "5 मार्च 2025" in Hindi), read at each call so a language change applies on the next render.
 */
export const displayLocale = (): string => currentLocale();

/** A calendar date 'YYYY-MM-DD' (no time zone), or the input unchanged when it is not one. */
export function formatIsoDate(value: string, locale: string = displayLocale()): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A moment (ISO date-time) in the user's time zone. */
export function formatDateTime(value: string, locale: string = displayLocale(), timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The day of a moment (ISO date-time) in the user's time zone. */
export function formatDay(value: string, locale: string = displayLocale(), timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}

/** A part of an address as compared: no case, no spaces or full stops around it. */
const placeKey = (part: string) =>
  part
    .trim()
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .toLowerCase();

/**
 * An address line from its parts, each said once: India's blood bank directory often ends the street address with
 * the city and state ("Ashvini Nagar, Port Blair, Andaman and Nicobar Islands."), and the same city and state
 * followed again read as a mistake. A part already among the comma-separated pieces before it is left out.
 */
export function placeLine(parts: readonly (string | null | undefined)[]): string {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const text = part?.trim().replace(/[\s.,;]+$/, '');
    if (!text || seen.has(placeKey(text))) continue;
    kept.push(text);
    for (const piece of text.split(',')) seen.add(placeKey(piece));
  }
  return kept.join(', ');
}
