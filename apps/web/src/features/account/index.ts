/** What other features may use of `account` (docs/decisions/024-web-feature-boundaries.md). */
export { removeUser } from './api/remove-own-account';
export { removalErrorMessage } from './lib/removal-error';
