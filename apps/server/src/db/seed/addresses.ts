import { createBuiltinGeoProvider, type GeoProvider, type PlaceDetails } from '../../geo/index';
import { DEMO_ACCOUNTS } from './accounts';
import { RESTAURANTS, type SeedAddress } from './restaurants-data';

/** Seed addresses by username, moved onto the streets the places provider knows. */
export type AddressBook = Map<string, SeedAddress>;

/** Whatever can name the address nearest a point: the built-in provider, or the app's own. */
export type ReverseGeocoder = Pick<GeoProvider, 'reverse'>;

function seededAddresses(): [username: string, address: SeedAddress][] {
  const restaurants = RESTAURANTS.flatMap((r) => [r, ...(r.branches ?? [])]).map((r): [string, SeedAddress] => [r.username, r.address]);
  const people = DEMO_ACCOUNTS.flatMap((p): [string, SeedAddress][] => (p.address ? [[p.username, p.address]] : []));
  return [...restaurants, ...people.filter(([username]) => !restaurants.some(([u]) => u === username))];
}

function fromPlace(place: PlaceDetails, fallback: SeedAddress): SeedAddress {
  const find = (type: string) => place.addressComponents.find((c) => c.types.includes(type))?.longText;
  const street = find('route');
  const houseNumber = find('street_number');
  if (!street || !houseNumber) return fallback;
  return { street, houseNumber, zip: find('postal_code') ?? fallback.zip, latitude: place.location.latitude, longitude: place.location.longitude };
}

/**
 * Every seeded restaurant, branch and customer gets the address nearest to its spot in the places
 * provider's city (issue 3): then each one is found exactly by autocomplete and every route between
 * them works. The demo city's streets are generated, so the names differ from the real ones near
 * the same spot; an address with no neighbour within 1 km keeps its own.
 */
export async function placeOnNetwork(geo: ReverseGeocoder): Promise<AddressBook> {
  const book: AddressBook = new Map();
  for (const [username, address] of seededAddresses()) {
    const place = await geo.reverse(address.latitude, address.longitude);
    book.set(username, place ? fromPlace(place, address) : address);
  }
  return book;
}

/** The demo city's addresses, from a provider built for this and dropped afterwards (about 1 s). */
export async function demoCityAddresses(): Promise<AddressBook> {
  const provider = createBuiltinGeoProvider({ workers: false });
  try {
    return await placeOnNetwork(provider);
  } finally {
    await provider.close();
  }
}
