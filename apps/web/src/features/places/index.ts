/** What other features may use of `places` (docs/decisions/024-web-feature-boundaries.md). */
export { placeDetailsQueryOptions } from './api/get-place-details';
export { canSuggest, placeSuggestionsQueryOptions } from './api/get-place-suggestions';
export { AddressFormField } from './components/address-form-field';
export { PlaceAutocomplete } from './components/place-autocomplete';
export { chooseAddress } from './lib/chosen-address';
export { RETURN_TO_PARAM, addressFirst, safeReturnTo } from './lib/return-to';
export { findSavedAddressPlaceId } from './lib/saved-address';
export { useChosenAddress } from './use-chosen-address';
