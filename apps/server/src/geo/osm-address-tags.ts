import { type AddressPoint } from './geo-dataset';
import { type OsmTags } from './road-profile';

/**
 * Address points from an OSM element's addr:* tags. "12;14" makes two points: each number must be
 * findable exactly. The first keeps the element's id as placeId, the others get `~<number>`.
 */
export function addressesFromTags(placeId: string, tags: OsmTags, lat: number, lon: number): AddressPoint[] {
  const raw = tags['addr:housenumber'];
  const street = tags['addr:street'] ?? tags['addr:place'];
  if (!raw || !street) return [];
  const numbers = raw
    .split(/[;,]/)
    .map((n) => n.trim())
    .filter(Boolean);
  return numbers.map((housenumber, i) => ({
    placeId: i === 0 ? placeId : `${placeId}~${housenumber}`,
    street: street.trim(),
    housenumber,
    postcode: tags['addr:postcode']?.trim() || undefined,
    city: (tags['addr:city'] ?? tags['addr:town'] ?? tags['addr:village'])?.trim() || undefined,
    district: (tags['addr:suburb'] ?? tags['addr:district'])?.trim() || undefined,
    unit: (tags['addr:unit'] ?? tags['addr:flats'])?.trim() || undefined,
    lat,
    lon,
  }));
}

/** House numbers compare without spaces and case: "12 A" equals "12a". */
export function normalizeHousenumber(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '');
}
