/** What other features may use of `platform-records` (docs/decisions/024-web-feature-boundaries.md). */
export { ItemHistory } from './components/item-history';
export { NameFilter } from './components/name-filter';
