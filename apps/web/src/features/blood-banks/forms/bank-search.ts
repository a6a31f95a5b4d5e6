import { BLOOD_BANK_CATEGORIES, DEFAULT_SEARCH_RADIUS_KM, type BloodBankCategory } from '@raktsetu/shared';
import type { BloodBankSearch } from '../../../lib/blood-banks-api.ts';

/** The directory's search form as the page holds it (select values are strings). */
export interface BankSearchValues {
  name: string;
  city: string;
  state: string;
  /** '' for every category. */
  category: string;
  /** km, used with "Near me". */
  radius: string;
  /** A group name ('O-'), or '' for any stock. */
  bloodGroup: string;
  componentId: string;
}

export interface NearPoint {
  latitude: number;
  longitude: number;
}

export function defaultBankSearchValues(city: string | null, state: string | null): BankSearchValues {
  return {
    name: '',
    city: city ?? '',
    state: state ?? '',
    category: '',
    radius: String(DEFAULT_SEARCH_RADIUS_KM),
    bloodGroup: '',
    componentId: '1',
  };
}

function isCategory(value: string): value is BloodBankCategory {
  return (BLOOD_BANK_CATEGORIES as readonly string[]).includes(value);
}

const text = (value: string) => value.trim() || undefined;

/**
 * The directory query. Near me searches a circle around the device and leaves the town out (a bank just over the
 * district line may be the nearest); otherwise the town and state narrow the list.
 */
export function bankSearchQuery(values: BankSearchValues, near: NearPoint | null): BloodBankSearch {
  const where = near
    ? { latitude: near.latitude, longitude: near.longitude, radius: Number(values.radius) }
    : { city: text(values.city), state: text(values.state) };
  const stock = values.bloodGroup ? { blood_group: values.bloodGroup, component_id: Number(values.componentId) } : {};
  return {
    q: text(values.name),
    category: isCategory(values.category) ? values.category : undefined,
    ...where,
    ...stock,
  };
}

/** The first number of a phone field ("022 2417 6720, 022 2417 6721"), as written, or null. */
export function firstPhone(phone: string | null): string | null {
  const first = phone?.split(/[,;/]|\bor\b/)[0]?.trim() ?? '';
  return first.replace(/\D/g, '').length >= 6 ? first : null;
}

/** That number as a dialable tel: address (spaces, dashes and brackets removed), or null. */
export function telHref(phone: string | null): string | null {
  const first = firstPhone(phone);
  return first ? `tel:${first.replace(/[^\d+]/g, '')}` : null;
}

/** Directions to a bank from wherever the phone is (the maps app picks the start). */
export function directionsHref(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** 'Charitable/Voluntary' → 'charitable' (a locale key cannot hold a slash). */
export function categoryKey(category: string): 'government' | 'private' | 'charitable' {
  if (category === 'Government') return 'government';
  if (category === 'Private') return 'private';
  return 'charitable';
}
