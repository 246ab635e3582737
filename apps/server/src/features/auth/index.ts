/**
 * The public entry of `features/auth/` (decision 048): what other features may use besides its
 * services. Only re-exports; a repository is never exported from here.
 *
 * auth's pieces that other features use: the attempt throttle and the two-factor cookie's name.
 */
export { TWO_FACTOR_COOKIE } from './auth.routes';
export { beginAttempt, type ThrottleKey } from './throttle';
