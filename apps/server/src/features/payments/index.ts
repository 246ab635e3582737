/**
 * The public entry of `features/payments/` (decision 048): what other features may use besides its
 * services. Only re-exports; a repository is never exported from here.
 *
 * payments' refund of a cancelled order (decision 007), for the features that cancel, and the
 * receipt's euro format.
 */
export { REFUND_MAX_ATTEMPTS, REFUND_RETRY_AFTER_MS, refundCancelledOrder } from './cancelled-order-refund';
export { formatEuro } from './html';
