interface AddressLike {
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
}

/** One line for an address: "Königstraße 12, 47051 Duisburg". */
export function formatAddress(address: AddressLike | null | undefined): string {
  if (!address) return '';
  return `${address.street} ${address.houseNumber}, ${address.zip} ${address.city}`.trim();
}
