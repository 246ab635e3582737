/** What other features may use of `auth` (docs/decisions/024-web-feature-boundaries.md). */
export { useLogout } from './api/logout';
export { NewPasswordFields } from './components/new-password-fields';
