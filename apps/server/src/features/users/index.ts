/**
 * The public entry of `features/users/` (decision 048): what other features may use besides its
 * services. Only re-exports; a repository is never exported from here.
 *
 * users' pieces that other features use: the presented person and the identity errors of a shared
 * unique column.
 */
export { withIdentityErrors } from './identity-violations';
export { presentCourier, presentUser } from './users.presenter';
