import { DISPLAY_LOCALE } from '../../lib/format.ts';

/** A distance in km with one decimal below 10 km and none above ("3.2", "27"). */
export function formatKm(km: number, locale: string = DISPLAY_LOCALE): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

/** A phone number as a tel: link target: only digits and a leading +. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
