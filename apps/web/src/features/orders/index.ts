/** What other features may use of `orders` (docs/decisions/024-web-feature-boundaries.md). */
export { cancelOrder } from './api/cancel-order';
export { orderQueryOptions, useOrder } from './api/get-order';
export { startCheckout } from './api/start-checkout';
export { CancelOrderButton } from './components/cancel-order-button';
export { goToPayment, paymentNavigation } from './lib/payment-page';
