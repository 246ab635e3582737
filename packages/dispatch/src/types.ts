/**
 * What the dispatch engine reads and decides (decision 033). Times are minutes on one clock the
 * caller chooses (the replay counts minutes of its day, the server minutes since the epoch); places
 * are opaque keys the caller's travel function understands. Nothing here knows a database, a clock
 * or a map.
 */

/** A place the travel function knows: a restaurant, a drop-off, where a courier stands. */
export type Place = string;

/** Minutes from one place to another (the replay: the instance's rule; the server: the road router's table). */
export type TravelMinutes = (from: Place, to: Place) => number;

/** An order that no courier has picked up yet. */
export interface OpenOrder {
  id: string;
  /** The restaurant's place; orders of one restaurant may travel together. */
  restaurant: Place;
  dropoff: Place;
  placedAt: number;
  /** When the kitchen expects the food to be ready (it may move; each round reads it again). */
  readyAt: number;
  /** The drop-off promised to the customer, when one was made: the plan tries to keep it. */
  promisedAt?: number;
  /** False while the kitchen has not accepted the order: it is planned, but no courier is sent yet. */
  sendable?: boolean;
}

/** A trip a courier was given and has not finished: one restaurant, its orders in drop-off order. */
export interface CommittedTrip {
  restaurant: Place;
  /** In drop-off order. */
  orderIds: string[];
  /** True once the food is in the bag: nothing can be added any more. */
  pickedUp: boolean;
  /** Until pickup: when the courier reaches (or reached) the restaurant. */
  arriveAt?: number;
}

export interface CourierState {
  id: string;
  /** Where the courier stands now, or where its current trip ends. */
  at: Place;
  /** When it can start a new trip: now (or earlier) when idle, the end of its trip otherwise. */
  freeAt: number;
  /** It picks nothing up after this (it may still deliver). Infinity for an open-ended shift. */
  shiftEnd: number;
  /** The trip it is on, if any: orders of the same restaurant may still join it before pickup. */
  trip?: CommittedTrip;
}

/** The knobs of the policy; the defaults are what the replay was tuned with (decision 033). */
export interface DispatchSettings {
  pickupServiceMinutes: number;
  dropoffServiceMinutes: number;
  /** The click-to-door target: beyond it an order is late. */
  targetMinutes: number;
  /** At most this many orders travel together. */
  maxBundle: number;
  /** Rounds run this often: a courier whose ideal start falls before the next round leaves now. */
  roundMinutes: number;
  /**
   * A matched idle courier is sent this many minutes before it must leave (at least a round ahead):
   * the courier sees its next trip, and when to set off, before the moment comes.
   */
  commitLeadMinutes: number;
  /** Orders whose food is ready later than this are estimated, not matched, this round. */
  horizonMinutes: number;
  /** Orders travel together only when their food is ready within this many minutes of each other. */
  maxReadySpread: number;
  /** Each minute past the target counts this much more than a minute within it. */
  lateWeight: number;
  /** Each minute past the promise counts this much more. */
  promiseWeight: number;
  /** What a minute of a courier's time costs when couriers are scarce (none when they are plenty). */
  courierMinuteCost: number;
  /** Past saturation the price of courier time keeps rising with the load, up to this many times `courierMinuteCost`. */
  overloadCostCap: number;
  /** How many of the best couriers each bundle is matched against. */
  candidatesPerBundle: number;
  /** Minutes added to the plan's drop-off when a promise is made, for what the plan cannot see. */
  promiseMarginMinutes: number;
}

export const DEFAULT_SETTINGS: DispatchSettings = {
  pickupServiceMinutes: 4,
  dropoffServiceMinutes: 4,
  targetMinutes: 40,
  maxBundle: 3,
  roundMinutes: 1,
  commitLeadMinutes: 5,
  horizonMinutes: 40,
  maxReadySpread: 8,
  lateWeight: 8,
  promiseWeight: 1,
  courierMinuteCost: 1,
  overloadCostCap: 6,
  candidatesPerBundle: 30,
  promiseMarginMinutes: 2,
};

export interface RoundInput {
  now: number;
  orders: readonly OpenOrder[];
  couriers: readonly CourierState[];
  travel: TravelMinutes;
  settings?: Partial<DispatchSettings>;
}

/** A courier is sent: go to `restaurant` (leave at `leaveAt`), pick up, drop off in this order. */
export interface TripDecision {
  kind: 'trip';
  courierId: string;
  restaurant: Place;
  /** In drop-off order. */
  orderIds: string[];
  leaveAt: number;
  arriveAt: number;
  pickupAt: number;
  /** Planned drop-off of each order, in the same order as `orderIds`. */
  dropoffAt: number[];
}

/** Orders join a courier's committed trip at its restaurant; the whole new drop-off order is given. */
export interface JoinDecision {
  kind: 'join';
  courierId: string;
  restaurant: Place;
  addedOrderIds: string[];
  /** The trip's orders after the join, in drop-off order. */
  orderIds: string[];
  pickupAt: number;
  dropoffAt: number[];
}

export type Decision = TripDecision | JoinDecision;

/** Why an order is not given to a courier this round. */
export type HoldReason =
  /** Its food is ready later than the horizon. */
  | 'notYet'
  /** The planned courier need not leave yet: waiting keeps room for orders that may join. */
  | 'waiting'
  /** The planned courier is still busy with another trip. */
  | 'courierBusy'
  /** The kitchen has not accepted it yet. */
  | 'kitchen'
  /** No courier can take it now; it is planned for later. */
  | 'noCourier';

/** What the plan expects for one open order (committed or not). */
export interface OrderPlan {
  orderId: string;
  courierId?: string;
  pickupAt: number;
  dropoffAt: number;
  /** Set when no decision sends a courier for it this round. */
  hold?: HoldReason;
}

export interface RoundResult {
  decisions: Decision[];
  plan: OrderPlan[];
  /** Minutes of courier work waiting per minute of courier time available (1 = saturated). */
  load: number;
}
