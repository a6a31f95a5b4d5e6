import {
  BLOOD_BANK_CATEGORIES,
  STOCK_FRESH_HOURS,
  STOCK_STALE_DAYS,
  compatibleDonorGroups,
  groupId,
  groupName,
  stockFreshness,
  type bloodBankSearchQuerySchema,
  type BloodBank,
  type BloodBankCategory,
  type StockItem,
} from '@raktsetu/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BloodBankDirectoryRepository, DirectoryRow } from './blood-bank-directory.repository.ts';
import { componentName, presentStockItem } from './stock-presenter.ts';

export type DirectoryQuery = z.output<typeof bloodBankSearchQuerySchema>;

/** How many places the search box suggests. */
const PLACES_LIMIT = 10;
const HOUR_MS = 60 * 60 * 1000;

export interface BloodBankDirectoryDeps {
  repo: BloodBankDirectoryRepository;
  clock: Clock;
}

const isCategory = (value: string | null): value is BloodBankCategory =>
  value !== null && (BLOOD_BANK_CATEGORIES as readonly string[]).includes(value);

/** The best compatible figure as the directory shows it: an unknown figure gives no number. */
function presentMatch(row: DirectoryRow, componentId: number, recipientGroupId: number, now: Date) {
  if (row.match_group_id === null) return null;
  const freshness = stockFreshness(row.match_updated, now);
  return {
    group_name: groupName(row.match_group_id),
    component_name: componentName(componentId),
    units_available: freshness === 'unknown' ? null : row.match_units,
    last_updated: row.match_updated?.toISOString() ?? null,
    freshness,
    exact: row.match_group_id === recipientGroupId,
  };
}

function presentBank(row: DirectoryRow, query: DirectoryQuery, now: Date): BloodBank {
  const { groups_in_stock, stock_updated, match_group_id: _g, match_units: _u, match_updated: _m, ...bank } = row;
  return {
    ...bank,
    category: isCategory(row.category) ? row.category : null,
    stock_summary: {
      groups_in_stock: groups_in_stock.map(groupName),
      last_updated: stock_updated?.toISOString() ?? null,
      freshness: stockFreshness(stock_updated, now),
    },
    stock_match: query.blood_group === undefined ? null : presentMatch(row, query.component_id, query.blood_group, now),
  };
}

/**
 * Banks for a search. With a group, banks holding units of a compatible group (per `compatibleDonorGroups`: the
 * same table applies to units as to donors) come first, then those whose figures are unknown or missing, then
 * those whose figures say 0; within each, nearest first (or by state, city and name without a point).
 */
async function search(deps: BloodBankDirectoryDeps, query: DirectoryQuery): Promise<BloodBank[]> {
  const now = deps.clock.now();
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude, radiusKm: query.radius }
      : undefined;
  const match =
    query.blood_group === undefined
      ? undefined
      : {
          componentId: query.component_id,
          exactGroupId: query.blood_group,
          groupIds: compatibleDonorGroups(groupName(query.blood_group), query.component_id).map((c) =>
            groupId(c.group),
          ),
        };
  const rows = await deps.repo.searchBanks({
    q: query.q,
    city: query.city,
    state: query.state,
    category: query.category,
    near,
    limit: query.limit,
    match,
    freshSince: new Date(now.getTime() - STOCK_FRESH_HOURS * HOUR_MS),
    knownSince: new Date(now.getTime() - STOCK_STALE_DAYS * 24 * HOUR_MS),
  });
  return rows.map((row) => presentBank(row, query, now));
}

/** A bank's whole stock; a bank nobody keeps current (no figure within the week) says so. */
async function bankStock(deps: BloodBankDirectoryDeps, bankId: number) {
  const bank = await deps.repo.findBank(bankId);
  if (!bank) throw AppError.notFound('Blood bank not found');
  const now = deps.clock.now();
  const items: StockItem[] = (await deps.repo.bankStock(bankId)).map((row) => presentStockItem(row, now));
  const latest = items.reduce<string | null>(
    (max, item) => (max === null || item.last_updated > max ? item.last_updated : max),
    null,
  );
  return {
    bank: {
      bank_id: bank.bank_id,
      name: bank.name,
      kept_current: items.some((item) => item.freshness !== 'unknown'),
      last_updated: latest,
      freshness: stockFreshness(latest, now),
    },
    items,
  };
}

export function createBloodBankDirectoryService(deps: BloodBankDirectoryDeps) {
  return {
    search: (query: DirectoryQuery) => search(deps, query),
    places: (q: string) => deps.repo.places(q, PLACES_LIMIT),
    bankStock: (bankId: number) => bankStock(deps, bankId),
  };
}
export type BloodBankDirectoryService = ReturnType<typeof createBloodBankDirectoryService>;
