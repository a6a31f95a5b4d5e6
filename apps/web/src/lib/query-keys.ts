/**
 * TanStack Query keys shared by several features and by the live-updates provider, which invalidates them when
 * the server says something changed. Every key of one kind starts with the same first element, so invalidating
 * that prefix refreshes all of them.
 */
export interface RequestListParams {
  status?: string;
  urgency?: string;
  blood_group?: string;
  filter?: 'nearby';
  page: number;
  page_size: number;
}

export interface NotificationListParams {
  status?: string;
  limit: number;
}

export const requestKeys = {
  /** Every list of requests (any filter, any page). */
  all: ['requests'] as const,
  list: (params: RequestListParams) => ['requests', params] as const,
  /** One request's page. */
  detailPrefix: ['request'] as const,
  detail: (id: string) => ['request', id] as const,
};

export const notificationKeys = {
  /** Every notifications query (the bell, the page, any filter). */
  all: ['notifications'] as const,
  list: (params: NotificationListParams) => ['notifications', params] as const,
};

export const bloodBankKeys = {
  /** Every directory search and every bank's stock: a stock change refreshes all of them. */
  all: ['blood-banks'] as const,
  search: (params: object) => ['blood-banks', 'search', params] as const,
  stock: (bankId: number) => ['blood-banks', 'stock', bankId] as const,
  places: (q: string) => ['blood-banks', 'places', q] as const,
};
