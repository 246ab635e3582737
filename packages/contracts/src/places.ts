import type { PlaceDetails } from './schemas/places';

/** SPEC.md section 3: the address of a place, parsed from its components. */
export function addressFromComponents(details: PlaceDetails) {
  const find = (type: string) => details.addressComponents.find((c) => c.types.includes(type))?.longText ?? '';
  return {
    street: find('route'),
    houseNumber: find('street_number'),
    zip: find('postal_code'),
    city: find('locality'),
    apartmentNr: find('subpremise'),
    floor: 0,
    latitude: details.location.latitude,
    longitude: details.location.longitude,
  };
}
