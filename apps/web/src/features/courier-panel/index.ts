/** What other features may use of `courier-panel` (docs/decisions/024-web-feature-boundaries.md). */
export { CourierPanel } from './components/courier-panel';
