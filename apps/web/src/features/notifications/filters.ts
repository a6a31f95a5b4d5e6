import { NOTIFICATION_STATUSES } from '@raktsetu/shared';

export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** The page's filter choices: All, then each status. */
export const NOTIFICATION_FILTERS = ['All', ...NOTIFICATION_STATUSES] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** Notifications per page load, and the most the server gives at once. */
export const NOTIFICATIONS_PAGE = 50;
export const NOTIFICATIONS_MAX = 200;

/** The status in the address (?status=Read), or All for anything else. */
export function notificationFilterFromSearchParams(params: URLSearchParams): NotificationFilter {
  const value = params.get('status');
  return value !== null && (NOTIFICATION_STATUSES as readonly string[]).includes(value)
    ? (value as NotificationStatus)
    : 'All';
}

export function searchParamsForNotificationFilter(filter: NotificationFilter): URLSearchParams {
  return filter === 'All' ? new URLSearchParams() : new URLSearchParams({ status: filter });
}

/** What the server is asked for: no status for All. */
export function statusQuery(filter: NotificationFilter): NotificationStatus | undefined {
  return filter === 'All' ? undefined : filter;
}
