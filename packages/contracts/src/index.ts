/**
 * What server and web share without zod: constants, error catalogue, money helpers, and the types
 * of every schema (type-only). The schemas themselves are `@forkly/contracts/schemas`.
 */
export * from './audit';
export * from './branches';
export * from './coupons';
export * from './refunds';
export * from './couriers';
export * from './dispatch';
export * from './dish-options';
export * from './errors';
export * from './events';
export * from './fields';
export * from './jobs';
export * from './menu-admin';
export * from './menus';
export * from './messages';
export * from './money';
export * from './order-stats';
export * from './operations';
export * from './orders';
export * from './pages';
export * from './paging';
export * from './partner-admin';
export * from './partners';
export * from './pictures';
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
export type * from './schemas/index';
export * from './endpoint';
export * from './endpoints/index';
export * from './endpoints/all';
