import { displayLocale } from '../../lib/format.ts';

/** A distance in km with one decimal below 10 km and none above ("3.2", "27"). */
export function formatKm(km: number, locale: string = displayLocale()): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

/** A phone number as a tel: link target: only digits and a leading +. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * The numbers in a directory phone field, which often lists several ("020 2612 6868, 9423575986"): each gets its
 * own tel: link, since one link cannot dial two numbers.
 */
export function phoneNumbers(field: string | null): string[] {
  if (!field) return [];
  return (
    field
      .split(/[,;/]/)
      // "022 2412 7096 (Extn. 4682)": the extension is said to the operator, not dialled.
      .map((part) => part.replace(/\(.*$/, '').trim())
      .filter((part) => /\d{5}/.test(part.replace(/[\s-]/g, '')))
  );
}
