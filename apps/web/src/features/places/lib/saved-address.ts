import { formatAddress } from '../../../lib/address-format';
import { getPlaceSuggestions } from '../api/get-place-suggestions';

export interface SavedAddress {
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** A login must not wait long for this; without an answer the customer picks the address on /. */
const LOOKUP_TIMEOUT_MS = 5000;

const normalize = (text: string) => text.toLowerCase().replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim();

/**
 * The placeId of a saved address (docs/decisions/004-address-choice.md): autocomplete of its line,
 * near its coordinates when it has them, and the first suggestion that names the same street,
 * house number and postcode. Undefined when there is none or the lookup fails.
 */
export async function findSavedAddressPlaceId(address: SavedAddress): Promise<string | undefined> {
  const line = formatAddress(address);
  const near = address.latitude != null && address.longitude != null ? { latitude: address.latitude, longitude: address.longitude } : undefined;
  try {
    const suggestions = await getPlaceSuggestions(line, near, AbortSignal.timeout(LOOKUP_TIMEOUT_MS));
    const wanted = normalize(`${address.street} ${address.houseNumber}`);
    const zip = address.zip.trim();
    return suggestions.find((s) => normalize(s.mainText) === wanted && (!zip || s.secondaryText.includes(zip)))?.placeId;
  } catch {
    return undefined;
  }
}
