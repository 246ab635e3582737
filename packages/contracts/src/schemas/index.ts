/**
 * The zod schemas of every request and response. The server validates with them; the web app loads
 * this entry only on demand (lib/lazy-schema.ts), so zod never weighs on a page's first load.
 */
export * from './address';
export * from './audit';
export * from './auth';
export * from './branches';
export * from './coupons';
export * from './refunds';
export * from './couriers';
export * from './dispatch';
export * from './dish-options';
export * from './events';
export * from './favourites';
export * from './fields';
export * from './jobs';
export * from './menu-admin';
export * from './menus';
export * from './order-stats';
export * from './operations';
export * from './orders';
export * from './paging';
export * from './partners';
export * from './payments';
export * from './places';
export * from './ratings';
export * from './restaurant-removal';
export * from './restaurant-settings';
export * from './restaurants';
export * from './roles';
export * from './staff';
export * from './tickets';
export * from './user-admin';
export * from './users';
export * from './health';
export * from './accounts';
export * from './passwords';
export * from './two-factor';
export * from './checkout';
export * from './images';
export * from './order-status';
export * from './profiles';
export * from './records';
