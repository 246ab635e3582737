/** The order's side sheet, in its own chunk: loaded when a row is first opened. */
export const loadOrderDetailSheet = () => import('../components/order-detail-sheet');
