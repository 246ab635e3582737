import { ERROR_CATALOGUE, type Address } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../plugins/deps';
import { locatedAddressValues, type LocatedAddress } from '../places/index';

/**
 * Where a new branch stands. The customer list and the delivery fee need its coordinates, so an
 * address the server cannot find is refused; coordinates sent with it are never taken on trust.
 */
export async function locateBranch(deps: AppDeps, address: Address): Promise<LocatedAddress> {
  const located = await locatedAddressValues(deps, address);
  if (located.latitude === null) throw new AppError('addressNotFound', { fields: { address: ERROR_CATALOGUE.addressNotFound.message } });
  return located;
}
