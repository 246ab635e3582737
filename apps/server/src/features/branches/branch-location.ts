import type { Address } from '@forkly/contracts';
import type { LatLon } from '../../geo/index';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../plugins/deps';

/**
 * Where a new branch stands. The customer list and the delivery fee need its coordinates, so an
 * address without them is refused: a place chosen through our places API is looked up on the
 * server (its id is the source of truth), else the coordinates that came with the address are used.
 */
export async function locateBranch(deps: AppDeps, address: Address): Promise<LatLon> {
  if (address.placeId) {
    try {
      const place = await deps.geo.get().placeDetails(address.placeId);
      if (place) return place.location;
    } catch {
      // A failing provider is no worse than a missing place id: the coordinates may still do.
    }
  }
  if (address.latitude !== undefined && address.longitude !== undefined) return { latitude: address.latitude, longitude: address.longitude };
  throw new AppError('addressNotFound', { fields: { address: 'We could not find this address' } });
}
