import { STOCK_FRESH_HOURS, STOCK_STALE_DAYS } from '../constants.ts';

/**
 * How far a bank's figure can be trusted: fresh (updated within a day), stale (within a week: shown with its
 * age), unknown (older, or never given: no number is shown, the family is told to call).
 */
export type StockFreshness = 'fresh' | 'stale' | 'unknown';

const HOUR_MS = 60 * 60 * 1000;

export function stockFreshness(lastUpdated: Date | string | null, now: Date): StockFreshness {
  if (lastUpdated === null) return 'unknown';
  const age = now.getTime() - new Date(lastUpdated).getTime(); // ms
  if (age <= STOCK_FRESH_HOURS * HOUR_MS) return 'fresh';
  if (age <= STOCK_STALE_DAYS * 24 * HOUR_MS) return 'stale';
  return 'unknown';
}
