import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  hasActiveFilters,
  listParamsFromFilters,
  normaliseBloodGroup,
  pageCount,
  searchParamsFromFilters,
  withFilter,
} from '../src/features/requests/filters.ts';
import {
  notificationFilterFromSearchParams,
  searchParamsForNotificationFilter,
  statusQuery,
} from '../src/features/notifications/filters.ts';

describe('request filters in the address', () => {
  it('reads status, urgency, blood group and page', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('status=In+Progress&urgency=SOS&blood_group=O-&page=3'),
    );
    expect(filters).toEqual({ status: 'In Progress', urgency: 'SOS', blood_group: 'O-', page: 3 });
  });

  it('ignores unknown or malformed values instead of sending them to the server', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('status=open&urgency=Critical&blood_group=C%2B&page=-2&filter=far'),
    );
    expect(filters).toEqual({ page: 1 });
    expect(filtersFromSearchParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(filtersFromSearchParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it("keeps the dashboard's filter=nearby in the address and sends it to the server", () => {
    const filters = filtersFromSearchParams(new URLSearchParams('filter=nearby'));
    expect(filters).toEqual({ nearby: true, page: 1 });
    expect(searchParamsFromFilters(filters).toString()).toBe('filter=nearby');
    expect(listParamsFromFilters(filters)).toEqual({ page: 1, page_size: 10, filter: 'nearby' });
  });

  it('accepts a blood group whose "+" arrived unescaped, and lower case', () => {
    expect(filtersFromSearchParams(new URLSearchParams('blood_group=AB+')).blood_group).toBe('AB+');
    expect(normaliseBloodGroup('o-')).toBe('O-');
    expect(normaliseBloodGroup('b ')).toBe('B+');
    expect(normaliseBloodGroup('B')).toBeUndefined();
    expect(normaliseBloodGroup(null)).toBeUndefined();
  });

  it('round-trips through the address, escaping "+" and leaving out page 1 and empty filters', () => {
    const params = searchParamsFromFilters({ status: 'Open', blood_group: 'B+', page: 1 });
    expect(params.toString()).toBe('status=Open&blood_group=B%2B');
    expect(filtersFromSearchParams(params)).toEqual({ status: 'Open', blood_group: 'B+', page: 1 });
    expect(searchParamsFromFilters({ page: 4 }).toString()).toBe('page=4');
    expect(searchParamsFromFilters({ page: 1 }).toString()).toBe('');
  });

  it('starts again from page 1 when a filter changes, and "" means All', () => {
    const start = { status: 'Open' as const, urgency: 'SOS' as const, page: 5 };
    expect(withFilter(start, 'blood_group', 'A-')).toEqual({
      status: 'Open',
      urgency: 'SOS',
      blood_group: 'A-',
      page: 1,
    });
    expect(withFilter(start, 'status', '')).toEqual({ urgency: 'SOS', page: 1 });
    expect(withFilter(start, 'urgency', 'nonsense')).toEqual({ status: 'Open', page: 1 });
    expect(hasActiveFilters({ page: 2 })).toBe(false);
    expect(hasActiveFilters({ urgency: 'Urgent', page: 1 })).toBe(true);
  });

  it('asks the server for exactly the chosen filters, page and page size', () => {
    expect(listParamsFromFilters({ status: 'Fulfilled', page: 2 }, 10)).toEqual({
      status: 'Fulfilled',
      page: 2,
      page_size: 10,
    });
    expect(listParamsFromFilters({ page: 1 }, 10)).toEqual({ page: 1, page_size: 10 });
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('notification status filter in the address', () => {
  it('reads each request status and treats anything else as All', () => {
    for (const status of ['Sent', 'Read', 'Accepted', 'Declined'] as const) {
      expect(notificationFilterFromSearchParams(new URLSearchParams({ status }))).toBe(status);
    }
    expect(notificationFilterFromSearchParams(new URLSearchParams('status=read'))).toBe('All');
    expect(notificationFilterFromSearchParams(new URLSearchParams())).toBe('All');
  });

  it('leaves the status out of the address and the server call for All', () => {
    expect(searchParamsForNotificationFilter('All').toString()).toBe('');
    expect(searchParamsForNotificationFilter('Accepted').toString()).toBe('status=Accepted');
    expect(statusQuery('All')).toBeUndefined();
    expect(statusQuery('Read')).toBe('Read');
  });
});
