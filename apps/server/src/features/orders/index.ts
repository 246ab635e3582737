/**
 * The public entry of `features/orders/` (decision 048): what other features may use besides its
 * services. Only re-exports; a repository is never exported from here.
 *
 * orders' presenters that other features answer with.
 */
export { presentChosenOptions, presentOrder } from './orders.presenter';
export { presentRefund } from './refunds.presenter';
