import { BLOOD_GROUPS, REQUEST_STATUSES, REQUEST_URGENCIES, type BloodGroupName } from '@raktsetu/shared';
import type { RequestListParams } from '../../lib/query-keys.ts';

export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type RequestUrgency = (typeof REQUEST_URGENCIES)[number];

/** The list's filters and page, kept in the address so a reload, the back button or a shared link keeps them. */
export interface RequestFilters {
  status?: RequestStatus;
  urgency?: RequestUrgency;
  blood_group?: BloodGroupName;
  /** `filter=nearby` (the dashboard's "view all" of Nearby Requests): only the requests close to the donor. */
  nearby?: boolean;
  page: number;
}

export type FilterName = 'status' | 'urgency' | 'blood_group';

/** Requests per page. */
export const REQUESTS_PAGE_SIZE = 10;

const GROUP_NAMES: readonly string[] = BLOOD_GROUPS.map((group) => group.group_name);

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * A blood group as it may appear in an address: "O+" arrives as "O " when the plus was not escaped, and people
 * type "o-" as often as "O-".
 */
export function normaliseBloodGroup(value: string | null): BloodGroupName | undefined {
  if (value === null) return undefined;
  let candidate = value.trim().toUpperCase();
  // An unescaped "+" in a query string is read as a space, which trimming removed.
  if (/^(A|B|AB|O)$/.test(candidate) && /\s$/.test(value)) candidate += '+';
  return GROUP_NAMES.includes(candidate) ? (candidate as BloodGroupName) : undefined;
}

/** Reads the filters from the address; anything unknown or malformed is ignored (shown as "All"). */
export function filtersFromSearchParams(params: URLSearchParams): RequestFilters {
  const filters: RequestFilters = { page: 1 };
  const status = oneOf(params.get('status'), REQUEST_STATUSES);
  const urgency = oneOf(params.get('urgency'), REQUEST_URGENCIES);
  const bloodGroup = normaliseBloodGroup(params.get('blood_group'));
  if (status) filters.status = status;
  if (urgency) filters.urgency = urgency;
  if (bloodGroup) filters.blood_group = bloodGroup;
  if (params.get('filter') === 'nearby') filters.nearby = true;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

/** The address form of the filters: only what is set, and the page only after the first. */
export function searchParamsFromFilters(filters: RequestFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.urgency) params.set('urgency', filters.urgency);
  if (filters.blood_group) params.set('blood_group', filters.blood_group);
  if (filters.nearby) params.set('filter', 'nearby');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Changing a filter starts again from the first page; an empty value means "All". */
export function withFilter(filters: RequestFilters, name: FilterName, value: string): RequestFilters {
  const next: RequestFilters = { ...filters, page: 1 };
  if (name === 'status') next.status = oneOf(value, REQUEST_STATUSES);
  if (name === 'urgency') next.urgency = oneOf(value, REQUEST_URGENCIES);
  if (name === 'blood_group') next.blood_group = normaliseBloodGroup(value);
  for (const key of ['status', 'urgency', 'blood_group'] as const) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

export function hasActiveFilters(filters: RequestFilters): boolean {
  return Boolean(filters.status || filters.urgency || filters.blood_group || filters.nearby);
}

/** What GET /api/requests is asked for (and the query key, so each filter combination is cached apart). */
export function listParamsFromFilters(
  filters: RequestFilters,
  pageSize: number = REQUESTS_PAGE_SIZE,
): RequestListParams {
  const params: RequestListParams = { page: filters.page, page_size: pageSize };
  if (filters.status) params.status = filters.status;
  if (filters.urgency) params.urgency = filters.urgency;
  if (filters.blood_group) params.blood_group = filters.blood_group;
  if (filters.nearby) params.filter = 'nearby';
  return params;
}

export function pageCount(total: number, pageSize: number = REQUESTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
