export * from './coupon-rules';
export * from './dashboard-access';
export * from './delivery-fee';
export * from './opening-hours';
export * from './order-state';
export * from './pricing';
export * from './dispatch-rules';
export * from './refunds';
