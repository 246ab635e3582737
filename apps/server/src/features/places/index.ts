/**
 * The public entry of `features/places/` (decision 048): what other features may use besides its
 * services. Only re-exports; a repository is never exported from here.
 *
 * places' pieces that other features use: an address located on the server (decision 017) and a
 * presented route.
 */
export { locateAddress, locatedAddressValues, type LocatedAddress } from './locate-address';
export { presentRoute } from './places.presenter';
