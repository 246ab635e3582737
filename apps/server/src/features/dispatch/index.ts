/**
 * The public entry of `features/dispatch/` (decision 048): what other features may use besides its
 * services. Only re-exports; a repository is never exported from here.
 *
 * dispatch's order moves (zone locks before order rows, decision 035) and the round's wake-up, for
 * the features that move orders and couriers.
 */
export { afterOrderMove, heldOrderCount, lockZoneOfCourier, lockZoneOfOrder, lockZones, moveChanges, orderPaid, releaseUnpickedOrders } from './order-moves';
export { wakeZoneRound } from './round-job';
