/** What other features may use of `dashboard-orders` (docs/decisions/024-web-feature-boundaries.md). */
export { useDashboardOrders } from './api/get-dashboard-orders';
export { NewOrderAlert } from './components/new-order-alert';
export { OrderFilters } from './components/order-filters';
export { OrderOverview } from './components/order-overview';
export { OrdersTable } from './components/orders-table';
export { ORDER_FILTER_KEYS, ORDER_LIST_DEFAULTS } from './lib/order-filters';
export { loadOrderDetailSheet } from './lib/load-order-detail-sheet';
