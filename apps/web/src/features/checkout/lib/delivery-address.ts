import type { AddressInput } from '@forkly/contracts';

/** A delivery address as checkout sends it (contracts' address, without the UI's extras). */
export interface DeliveryAddress {
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  apartmentNr?: string;
  floor?: number;
  latitude?: number | null;
  longitude?: number | null;
  placeId?: string;
}

/** The basket's `deliveryAddress` (SPEC.md section 4): the saved one (use my address) or another. */
export interface BasketDeliveryAddress {
  useMyAddress: boolean;
  address: DeliveryAddress;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Reads what the basket remembers; anything malformed (an older app version) counts as nothing. */
export function readBasketAddress(value: unknown): BasketDeliveryAddress | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { useMyAddress, address } = value as { useMyAddress?: unknown; address?: Record<string, unknown> };
  if (!address || typeof address !== 'object') return undefined;
  const parsed: DeliveryAddress = {
    street: text(address.street),
    houseNumber: text(address.houseNumber),
    zip: text(address.zip),
    city: text(address.city),
    apartmentNr: text(address.apartmentNr),
    latitude: num(address.latitude),
    longitude: num(address.longitude),
    placeId: text(address.placeId) || undefined,
  };
  if (!parsed.street || !parsed.houseNumber || !parsed.zip || !parsed.city) return undefined;
  return { useMyAddress: useMyAddress === true, address: parsed };
}

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
