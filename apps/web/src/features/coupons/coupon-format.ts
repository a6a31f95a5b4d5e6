import { formatDay, formatIsoDate } from '../../lib/format.ts';

/** A coupon's date as a day: a plain 'YYYY-MM-DD' stays that day, a moment is read in the user's time zone. */
export function couponDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatIsoDate(value) : formatDay(value);
}
