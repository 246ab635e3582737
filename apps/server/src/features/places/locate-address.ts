import type { Address } from '@forkly/contracts';
import type { LatLon, PlaceDetails } from '../../geo/index';
import type { AppDeps } from '../../plugins/deps';

type TypedAddress = Pick<Address, 'street' | 'houseNumber' | 'zip' | 'placeId'>;

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const component = (place: PlaceDetails, type: string) => place.addressComponents.find((c) => c.types.includes(type))?.longText ?? '';

/** The place is this very address: same street, house number and postcode. */
function isPlaceOf(place: PlaceDetails | null | undefined, address: TypedAddress): place is PlaceDetails {
  return (
    !!place &&
    normal(component(place, 'route')) === normal(address.street) &&
    normal(component(place, 'street_number')) === normal(address.houseNumber) &&
    normal(component(place, 'postal_code')) === normal(address.zip)
  );
}

/**
 * Where an address is, decided by the server alone (decision 017). Coordinates a client sends
 * with an address are never read: a place id is looked up and must name the same street, number
 * and postcode as the typed text, else the street is looked up on the server. Null when the
 * address cannot be found, or the places provider fails (to the caller both mean "not found").
 */
export async function locateAddress(deps: AppDeps, address: TypedAddress, near?: LatLon): Promise<LatLon | null> {
  const geo = deps.geo.get();
  try {
    if (address.placeId) {
      const place = await geo.placeDetails(address.placeId);
      if (isPlaceOf(place, address)) return place.location;
    }
    const suggestions = await geo.autocomplete(`${address.street} ${address.houseNumber}`, { near: near ?? geo.mapConfig().center, limit: 10 });
    const zip = normal(address.zip);
    // Only suggestions in the same postcode are worth a details lookup.
    for (const suggestion of suggestions.filter((s) => normal(s.text).includes(zip))) {
      const place = await geo.placeDetails(suggestion.placeId);
      if (isPlaceOf(place, address)) return place.location;
    }
  } catch {
    // A provider that fails is, to the customer, the same as an address it cannot find.
  }
  return null;
}

/** The shared address columns (users, restaurants, partner requests) with the server's coordinates. */
export interface LocatedAddress {
  street: string;
  houseNumber: string;
  apartmentNr: string;
  zip: string;
  city: string;
  floor: number;
  latitude: number | null;
  longitude: number | null;
}

/** A stored address, with coordinates the server found, or none when it found nothing. */
export async function locatedAddressValues(deps: AppDeps, address: Address): Promise<LocatedAddress> {
  const location = await locateAddress(deps, address);
  return {
    street: address.street,
    houseNumber: address.houseNumber,
    apartmentNr: address.apartmentNr,
    zip: address.zip,
    city: address.city,
    floor: address.floor,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
  };
}
