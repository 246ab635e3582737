/**
 * No order left behind (issue 21, decision 036): what server and web share about the kitchen's
 * waiting orders, the staff's operations board and the restaurants' performance.
 */

/** Where an open order stands, as the operations board groups them. */
export const BOARD_STAGES = ['awaitingAcknowledgement', 'preparing', 'waitingForCourier', 'onTheWay'] as const;
export type BoardStage = (typeof BOARD_STAGES)[number];

/** A courier on the board: online with nothing to do, on a trip, or gone offline before its shift ended. */
export const BOARD_COURIER_STATES = ['idle', 'busy', 'offline'] as const;
export type BoardCourierState = (typeof BOARD_COURIER_STATES)[number];

/** The board's demand and supply look back this far. */
export const DEMAND_WINDOW_MINUTES = 30;

/** The reason staff give when they pause a restaurant: required, at most this long. */
export const PAUSE_REASON_MAX_LENGTH = 200;

/** A restaurant's performance per day (the last 14) or per week (the last 8). */
export const PERFORMANCE_PERIODS = ['day', 'week'] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];
export const PERFORMANCE_PERIOD_COUNT: Record<PerformancePeriod, number> = { day: 14, week: 8 };

/** What the staff's restaurant performance table sorts by. */
export const PERFORMANCE_SORT_KEYS = ['name', 'orders', 'acceptanceMedian', 'acceptanceP90', 'missed', 'rejected', 'readyLate', 'rating'] as const;
export type PerformanceSortKey = (typeof PERFORMANCE_SORT_KEYS)[number];

/** A kitchen is on time when it marks an order prepared at most this long after the ready time it gave. */
export const READY_ON_TIME_GRACE_MINUTES = 2;
