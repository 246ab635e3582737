/**
 * The public entry of `features/restaurants/` (decision 048): what other features may use besides its
 * services. Only re-exports; a repository is never exported from here.
 *
 * restaurants' presented settings, for the operations board's actions.
 */
export { presentSettings } from './restaurant-settings.presenter';
