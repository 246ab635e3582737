/** The search params the courier list owns: SPEC.md section 7's filters of GET /paged-courier. */
export const COURIER_FILTER_KEYS = ['firstName', 'lastName', 'email', 'username', 'averageRating', 'status', 'courierId'] as const;
export type CourierFilterKey = (typeof COURIER_FILTER_KEYS)[number];

/** Newest couriers first, as every list starts (SPEC.md section 6). */
export const COURIER_LIST_DEFAULTS = { sortBy: 'DATE', orderBy: 'DESC' } as const;

/** The minimum ratings offered as a filter. */
export const RATING_STEPS = ['3', '4', '4.5'] as const;

export function courierName(courier: { firstName: string; lastName: string }): string {
  return `${courier.firstName} ${courier.lastName}`.trim();
}

/** Only these orders can go to another courier: once picked up, the food is in its bag. */
export const REASSIGNABLE_STATUS = 'AWAITING_PICKUP';
