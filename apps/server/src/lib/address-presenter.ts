/** The address columns that users, restaurants, partner requests and orders all carry. */
export interface AddressColumns {
  street: string | null;
  houseNumber: string | null;
  apartmentNr: string;
  zip: string | null;
  city: string | null;
  floor: number;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Address columns → the API's address object, a missing text as ''. For addresses that always
 * exist: an order's delivery address and its restaurant's.
 */
export function presentAddress(row: AddressColumns) {
  return {
    street: row.street ?? '',
    houseNumber: row.houseNumber ?? '',
    apartmentNr: row.apartmentNr,
    zip: row.zip ?? '',
    city: row.city ?? '',
    floor: row.floor,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** An account's, restaurant's or request's address: null when no street is stored. */
export function presentOptionalAddress(row: AddressColumns) {
  return row.street ? presentAddress(row) : null;
}

/** "Street 5, 47051 Duisburg", leaving out whatever part is missing. */
export function oneLineAddress(row: Pick<AddressColumns, 'street' | 'houseNumber' | 'zip' | 'city'>): string {
  const street = [row.street, row.houseNumber].filter(Boolean).join(' ');
  const place = [row.zip, row.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}
