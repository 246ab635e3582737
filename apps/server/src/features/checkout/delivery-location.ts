import type { Address } from '@forkly/contracts';
import type { LatLon } from '../../geo/index';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../plugins/deps';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where an order goes. A place id chosen through our places API is looked up on the server;
 * otherwise the coordinates that came with the address (the saved address, a chosen place);
 * otherwise the street and house number are looked up, and must match exactly with the zip.
 */
export async function locateDeliveryAddress(deps: AppDeps, address: Address, near: LatLon | undefined): Promise<LatLon> {
  const geo = deps.geo.get();
  try {
    if (address.placeId) {
      const place = await geo.placeDetails(address.placeId);
      if (place) return place.location;
    }
    if (address.latitude !== undefined && address.longitude !== undefined) return { latitude: address.latitude, longitude: address.longitude };
    const suggestions = await geo.autocomplete(`${address.street} ${address.houseNumber}`, { near, limit: 10 });
    for (const suggestion of suggestions) {
      const place = await geo.placeDetails(suggestion.placeId);
      const part = (type: string) => place?.addressComponents.find((c) => c.types.includes(type))?.longText ?? '';
      if (place && same(part('route'), address.street) && same(part('street_number'), address.houseNumber) && same(part('postal_code'), address.zip)) {
        return place.location;
      }
    }
  } catch {
    // A places provider that fails is the same, to the customer, as an address it cannot find.
  }
  throw new AppError('addressNotFound', { fields: { 'deliveryAddress.street': 'We could not find this address' } });
}
