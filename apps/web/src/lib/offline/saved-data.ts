import type { BloodBank, Profile } from '@raktsetu/shared';
import { SAVED_BANKS_KEY, SAVED_CARD_KEY } from './clear-saved-data.ts';
import { browserStorage } from '../safe-storage.ts';

/**
 * What the app keeps on the phone for when there is no connection (docs/decisions/0025-installable-app.md):
 * the signed-in person's card (a few profile fields they see on their own profile) and the blood banks they last
 * looked at, each with the moment it was saved. Only what the person already saw on screen, nothing secret
 * (no tokens, no other person's details), and all of it is removed when the session ends (clear-saved-data.ts).
 */
/** Enough banks to call from one screen; the rest would only fill storage. */
export const SAVED_BANKS_MAX = 5;

export interface Saved<T> {
  data: T;
  /** ms since the epoch, on this phone's clock. */
  savedAt: number;
}

/** The fields of the donor's and the patient's cards. */
export type SavedCard = Pick<
  Profile,
  | 'user_id'
  | 'full_name'
  | 'user_type'
  | 'blood_group'
  | 'last_donation_date'
  | 'next_eligible_date'
  | 'emergency_contact'
  | 'medical_conditions'
  | 'city'
>;

export type SavedBank = Pick<BloodBank, 'bank_id' | 'name' | 'phone' | 'address' | 'city' | 'distance_km'>;

function write<T>(key: string, data: T, now: number): void {
  try {
    browserStorage()?.setItem(key, JSON.stringify({ data, savedAt: now } satisfies Saved<T>));
  } catch {
    // Storage full or disabled: the offline screens then say nothing is saved.
  }
}

function read<T>(key: string, valid: (data: unknown) => data is T): Saved<T> | null {
  try {
    const raw = browserStorage()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Saved<unknown>>;
    if (typeof parsed.savedAt !== 'number' || !valid(parsed.data)) return null;
    return { data: parsed.data, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function saveCard(profile: Profile, now = Date.now()): void {
  const card: SavedCard = {
    user_id: profile.user_id,
    full_name: profile.full_name,
    user_type: profile.user_type,
    blood_group: profile.blood_group,
    last_donation_date: profile.last_donation_date,
    next_eligible_date: profile.next_eligible_date,
    emergency_contact: profile.emergency_contact,
    medical_conditions: profile.medical_conditions,
    city: profile.city,
  };
  write(SAVED_CARD_KEY, card, now);
}

/** The saved card of this user only: a card left by someone else on a shared phone is never shown. */
export function readCard(userId: string): Saved<SavedCard> | null {
  const saved = read(SAVED_CARD_KEY, (data): data is SavedCard => isRecord(data) && typeof data.user_id === 'string');
  return saved?.data.user_id === userId ? saved : null;
}

/** Keeps the nearest banks of a search that found any (a search with no result keeps the earlier list). */
export function saveBanks(banks: readonly BloodBank[], now = Date.now()): void {
  if (banks.length === 0) return;
  const kept: SavedBank[] = banks.slice(0, SAVED_BANKS_MAX).map((bank) => ({
    bank_id: bank.bank_id,
    name: bank.name,
    phone: bank.phone,
    address: bank.address,
    city: bank.city,
    distance_km: bank.distance_km,
  }));
  write(SAVED_BANKS_KEY, kept, now);
}

export function readBanks(): Saved<SavedBank[]> | null {
  return read(SAVED_BANKS_KEY, (data): data is SavedBank[] => Array.isArray(data) && data.every(isRecord));
}
