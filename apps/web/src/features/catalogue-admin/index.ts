/** What other features may use of `catalogue-admin` (docs/decisions/024-web-feature-boundaries.md). */
export { CataloguePage } from './components/catalogue-page';
export { VisibilitySwitch } from './components/visibility-switch';
