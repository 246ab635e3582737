/** The search params the order list owns (SPEC.md section 3's order filters plus a search). */
export const ORDER_FILTER_KEYS = ['status', 'search', 'restaurantId', 'userId', 'courierId'] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

/** SPEC.md section 6: the list starts sorted by DATE, newest first. */
export const ORDER_LIST_DEFAULTS = { sortBy: 'DATE', orderBy: 'DESC' } as const;

/** The list filtered to one status, e.g. from an overview card. */
export function ordersWithStatusPath(ordersPath: string, status: string): string {
  return `${ordersPath}?${new URLSearchParams({ status }).toString()}`;
}
