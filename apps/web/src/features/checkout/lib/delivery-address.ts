import type { AddressInput } from '@forkly/contracts';
import type { DeliveryAddress } from '../../../stores/basket-store';

// The stored basket's address is checked against the contracts' address schema when av.order is
// read (stores/stored-state-schemas.ts); here it only becomes a request.
export type { BasketDeliveryAddress, DeliveryAddress } from '../../../stores/basket-store';

/**
 * The address in the request: the words and, when chosen from places, the place id. Never
 * coordinates: the server locates the address itself (decision 017).
 */
export function toRequestAddress(address: DeliveryAddress): AddressInput {
  return {
    street: address.street.trim(),
    houseNumber: address.houseNumber.trim(),
    zip: address.zip.trim(),
    city: address.city.trim(),
    apartmentNr: address.apartmentNr?.trim() ?? '',
    floor: address.floor ?? 0,
    ...(address.placeId ? { placeId: address.placeId } : {}),
  };
}

/** "Street 5, 47051 Duisburg"; a street picked without a number reads "Street, 47051 Duisburg". */
export function addressLine(address: DeliveryAddress): string {
  const street = address.houseNumber.trim() ? `${address.street} ${address.houseNumber}` : address.street;
  return `${street}, ${address.zip} ${address.city}`;
}
