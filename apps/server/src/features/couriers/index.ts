/**
 * The public entry of `features/couriers/` (decision 048): what other features may use besides its
 * services. Only re-exports; a repository is never exported from here.
 *
 * couriers' rule for an action on a courier who went stale.
 */
export { staleCourierAction } from './stale-courier-action';
