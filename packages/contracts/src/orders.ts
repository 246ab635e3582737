/** Order statuses (DESIGN.md section 6); the allowed moves live in packages/domain. */
export const ORDER_STATUSES = ['PENDING', 'CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'] as const;

/** SPEC.md section 5: the quantity picker takes whole numbers 1 to 99. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/** Sort keys of order lists (DESIGN.md section 6a). */
export const ORDER_SORT_KEYS = ['DATE', 'ORDER_NUMBER', 'PRICE', 'OSTATUS'] as const;

/** Requests that create money movements carry this header (DESIGN.md section 3). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Issue 25: the courier's tip, chosen at checkout as a share of the food or as an amount. */
export const TIP_PERCENTAGES = [5, 10, 15] as const;
export type TipPercentage = (typeof TIP_PERCENTAGES)[number];
/** The largest tip an order takes, in euro: a typo of 500 for 5.00 must not go through. */
export const MAX_TIP_EURO = 50;
