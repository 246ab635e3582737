import { useSyncExternalStore } from 'react';
import type { PlaceDetails } from '@forkly/contracts';
import { COOKIE_NAMES } from '../../lib/cookies';
import { useRenderRequest } from '../../lib/render-request';
import { usePlaceDetails } from './api/get-place-details';
import { readChosenPlaceId, subscribeToChosenAddress } from './lib/chosen-address';

export interface ChosenAddress {
  /** The placeId in the av.add cookie, or undefined when no address is chosen. */
  placeId: string | undefined;
  /** Its details (components, formatted address, location) once loaded. */
  details: PlaceDetails | undefined;
  isLoading: boolean;
  /** The details could not be loaded (unknown place, or the places service failed). */
  isError: boolean;
}

/**
 * The customer's chosen delivery address (cookie av.add = placeId, SPEC.md section 3) with its
 * details, cached 60 s like every place's. The restaurant list reads its location from here.
 */
export function useChosenAddress(): ChosenAddress {
  // The server renders for the request's address; hydration, like every render in the browser, reads this browser's.
  const request = useRenderRequest();
  const fromRequest = request ? () => request.cookies[COOKIE_NAMES.address] || undefined : readChosenPlaceId;
  const placeId = useSyncExternalStore(subscribeToChosenAddress, readChosenPlaceId, fromRequest);
  const query = usePlaceDetails(placeId);
  return { placeId, details: query.data, isLoading: !!placeId && query.isPending, isError: query.isError };
}
