/** What other features may use of `restaurants` (docs/decisions/024-web-feature-boundaries.md). */
export { restaurantExtrasQueryOptions, restaurantMenusQueryOptions } from './api/get-restaurant-menu';
