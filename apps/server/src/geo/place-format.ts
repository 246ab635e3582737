import { type AddressPoint } from './geo-dataset';
import { type AddressComponent, type PlaceDetails, type PlaceSuggestion } from './provider';
import { type Street } from './streets';

type Place = Pick<AddressPoint, 'postcode' | 'city' | 'district'>;

/** "95444 Bayreuth", German style. */
function placeLine(place: Place): string {
  return [place.postcode, place.city].filter(Boolean).join(' ');
}

function suggestion(placeId: string, mainText: string, place: Place): PlaceSuggestion {
  const secondaryText = placeLine(place);
  return { placeId, text: secondaryText ? `${mainText}, ${secondaryText}` : mainText, mainText, secondaryText };
}

/** Google's address component types for what we know of a place. */
function placeComponents(place: Place): AddressComponent[] {
  const components: AddressComponent[] = [];
  if (place.district) components.push({ types: ['sublocality_level_1', 'sublocality', 'political'], longText: place.district });
  if (place.city) components.push({ types: ['locality', 'political'], longText: place.city });
  if (place.postcode) components.push({ types: ['postal_code'], longText: place.postcode });
  return components;
}

export function addressSuggestion(address: AddressPoint): PlaceSuggestion {
  return suggestion(address.placeId, `${address.street} ${address.housenumber}`, address);
}

export function streetSuggestion(street: Street): PlaceSuggestion {
  return suggestion(street.placeId, street.name, street);
}

export function addressDetails(address: AddressPoint): PlaceDetails {
  const components: AddressComponent[] = [
    { types: ['street_number'], longText: address.housenumber },
    { types: ['route'], longText: address.street },
  ];
  if (address.unit) components.push({ types: ['subpremise'], longText: address.unit });
  return {
    placeId: address.placeId,
    addressComponents: [...components, ...placeComponents(address)],
    formattedAddress: addressSuggestion(address).text,
    location: { latitude: address.lat, longitude: address.lon },
  };
}

export function streetDetails(street: Street): PlaceDetails {
  return {
    placeId: street.placeId,
    addressComponents: [{ types: ['route'], longText: street.name }, ...placeComponents(street)],
    formattedAddress: streetSuggestion(street).text,
    location: { latitude: street.lat, longitude: street.lon },
  };
}
