import { http } from 'msw';
import type { PlaceSuggestion } from '@forkly/contracts';
import { autocompleteResponseSchema, placeDetailsSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson } from '../../../../test/msw';

export const SEEPFAD = { placeId: 'demo:a1', text: 'Seepfad 28, 47051 Duisburg', mainText: 'Seepfad 28', secondaryText: '47051 Duisburg' };
export const SEESTR = { placeId: 'street:Seestraße@47053 Duisburg', text: 'Seestraße, 47053 Duisburg', mainText: 'Seestraße', secondaryText: '47053 Duisburg' };
export const DETAILS = {
  addressComponents: [
    { types: ['street_number'], longText: '28' },
    { types: ['route'], longText: 'Seepfad' },
    { types: ['locality', 'political'], longText: 'Duisburg' },
    { types: ['postal_code'], longText: '47051' },
  ],
  formattedAddress: 'Seepfad 28, 47051 Duisburg',
  location: { latitude: 51.4337, longitude: 6.7652 },
};

export interface FakePlaces {
  suggestions?: PlaceSuggestion[];
  failSuggestions?: boolean;
  failDetails?: boolean;
}

/** The places endpoints of our API (test doubles for MSW): suggestions, then any place's details. */
export function placesHandlers(options: FakePlaces = {}) {
  return [
    http.get(apiPath('/places/autocomplete'), () =>
      options.failSuggestions
        ? apiError(502, 'placesUnavailable', 'Failed to fetch place suggestions')
        : contractJson(autocompleteResponseSchema, { suggestions: options.suggestions ?? [SEEPFAD, SEESTR] }),
    ),
    http.get(apiPath('/places/:placeId'), () =>
      options.failDetails ? apiError(502, 'placeDetailsUnavailable', 'Failed to fetch place details') : contractJson(placeDetailsSchema, DETAILS),
    ),
  ];
}
