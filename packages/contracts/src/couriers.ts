export const COURIER_STATUSES = ['OFFLINE', 'ONLINE'] as const;

/** The statuses a courier's own lists show: to pick up, and picked up (on the way). */
export const COURIER_ORDER_STATUSES = ['AWAITING_PICKUP', 'READY_FOR_DELIVERY'] as const;

/**
 * Where GET /courier/order/{id}/route starts, as the server chose it from the order's state: a
 * pickup from the courier's last reported position (or the map's fixed point when it reported
 * none), a delivery from the restaurant.
 */
export const COURIER_ROUTE_STARTS = ['COURIER_POSITION', 'DEFAULT_POINT', 'RESTAURANT'] as const;

/** Sort keys of the staff's courier list. */
export const COURIER_SORT_KEYS = ['DATE', 'NAME', 'EMAIL', 'USERNAME', 'STATUS', 'RATING'] as const;
