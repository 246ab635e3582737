import type { Address } from '@forkly/contracts';
import type { LatLon } from '../../geo/index';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../plugins/deps';
import { locateAddress } from '../places/index';
import type { SavedAddress } from './checkout.repo';

const same = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where an order goes, decided by the server (decision 017): the customer's saved address keeps
 * the point found when it was saved; any other address is found from its place id or its street.
 * Coordinates sent with the address are never read, so the fee and the courier's route follow
 * the street the customer named, not a point they chose. `saved` is the caller's saved address,
 * read by the caller beside its other reads.
 */
export async function locateDeliveryAddress(deps: AppDeps, address: Address, context: { near?: LatLon; saved?: SavedAddress }): Promise<LatLon> {
  const { saved } = context;
  if (
    saved?.latitude != null &&
    saved.longitude != null &&
    same(saved.street, address.street) &&
    same(saved.houseNumber, address.houseNumber) &&
    same(saved.zip, address.zip)
  ) {
    return { latitude: saved.latitude, longitude: saved.longitude };
  }
  const location = await locateAddress(deps, address, context.near);
  if (location) return location;
  throw new AppError('addressNotFound', { fields: { 'deliveryAddress.street': 'We could not find this address' } });
}
