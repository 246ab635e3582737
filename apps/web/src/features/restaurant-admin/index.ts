/** What other features may use of `restaurant-admin` (docs/decisions/024-web-feature-boundaries.md). */
export { useBranches } from './api/get-branches';
export { BranchesTable } from './components/branches-table';
export { CouponsPanel } from './components/coupons-panel';
export { RemoveRestaurantsDialog } from './components/remove-restaurants-dialog';
export { default as RestaurantSettingsCard } from './components/restaurant-settings-card';
export { useBranchRemoval } from './components/use-branch-removal';
export { loadRestaurantSettingsCard } from './lib/load-restaurant-settings-card';
