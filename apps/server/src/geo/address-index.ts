import KDBush from 'kdbush';
import { around } from 'geokdbush';
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { normalizeText, parseAddressQuery } from './address-query';
import { type AddressPoint, type GeoDataset } from './geo-dataset';
import { haversineMeters } from './geo-math';
import { normalizeHousenumber } from './osm-address-tags';
import { addressDetails, addressSuggestion, streetDetails, streetSuggestion } from './place-format';
import { type AutocompleteOptions, type PlaceDetails, type PlaceSuggestion } from './provider';
import { buildStreetClusters } from './street-clusters';
import { resolveStreets, type Street } from './streets';

const DEFAULT_LIMIT = 5;
/** Longer input is cut: no address is that long, and the search stays cheap. */
const MAX_INPUT = 200;
/** How many matching streets are searched for the typed house number. */
const STREETS_FOR_NUMBER = 30;
/** reverse() answers with the nearest address within this distance. */
const REVERSE_MAX_KM = 1;
/** A street this far from `near` counts half as much as one at the same spot. */
const NEAR_HALF_KM = 5;

const SEARCH: SearchOptions = {
  prefix: true,
  // Two typos in a long street name, one in a short one, none in a word of four letters.
  fuzzy: (term) => (term.length > 4 ? 0.15 : false),
  combineWith: 'AND',
  boost: { name: 2 },
};

interface Ranked<T> {
  item: T;
  score: number;
}

/**
 * Street names searchable by prefix and with typos (minisearch), house numbers matched exactly,
 * nearest address for reverse geocoding (kdbush).
 */
export class AddressIndex {
  private readonly addresses: AddressPoint[];
  private readonly streets: Street[];
  private readonly points: KDBush;
  private readonly search = new MiniSearch<{ id: number; name: string; place: string }>({
    fields: ['name', 'place'],
    processTerm: (term) => normalizeText(term),
  });
  private readonly byPlaceId = new Map<string, Street | AddressPoint>();

  constructor(dataset: GeoDataset) {
    this.addresses = dataset.addresses;
    this.points = new KDBush(Math.max(1, this.addresses.length));
    for (const a of this.addresses) this.points.add(a.lon, a.lat);
    if (this.addresses.length === 0) this.points.add(0, 0);
    this.points.finish();
    this.streets = resolveStreets(dataset, buildStreetClusters(dataset), this.points);
    this.search.addAll(this.streets.map((s, id) => ({ id, name: s.name, place: [...s.postcodes, s.city, s.district].filter(Boolean).join(' ') })));
    for (const s of this.streets) this.byPlaceId.set(s.placeId, s);
    for (const a of this.addresses) this.byPlaceId.set(a.placeId, a);
  }

  get streetCount(): number {
    return this.streets.length;
  }

  autocomplete(input: string, opts: AutocompleteOptions = {}): PlaceSuggestion[] {
    const limit = Math.max(1, Math.min(opts.limit ?? DEFAULT_LIMIT, 20));
    const query = parseAddressQuery(input.slice(0, MAX_INPUT));
    if (!query.street) return [];
    const streets = this.findStreets(query.street, query.locality, opts).filter(
      (s) => !query.postcode || s.item.postcodes.some((p) => p.startsWith(query.postcode!)),
    );
    if (query.housenumber) {
      const wanted = normalizeHousenumber(query.housenumber);
      const seen = new Set<string>();
      const hits: AddressPoint[] = [];
      for (const { item: street } of streets.slice(0, STREETS_FOR_NUMBER)) {
        for (const i of street.addresses) {
          const a = this.addresses[i]!;
          if (normalizeHousenumber(a.housenumber) !== wanted) continue;
          if (query.postcode && !a.postcode?.startsWith(query.postcode)) continue;
          const key = `${a.street}|${a.housenumber}|${a.postcode}|${a.city}`;
          if (!seen.has(key)) hits.push(a);
          seen.add(key);
        }
      }
      if (hits.length) return hits.slice(0, limit).map(addressSuggestion);
    }
    return streets.slice(0, limit).map((s) => streetSuggestion(s.item));
  }

  details(placeId: string): PlaceDetails | null {
    const place = this.byPlaceId.get(placeId);
    if (!place) return null;
    return 'housenumber' in place ? addressDetails(place) : streetDetails(place);
  }

  /** The nearest address point, or null when none is within maxKm. */
  nearest(lat: number, lon: number, maxKm = REVERSE_MAX_KM): AddressPoint | null {
    if (this.addresses.length === 0) return null;
    const [i] = around(this.points, lon, lat, 1, maxKm);
    return i === undefined ? null : this.addresses[i]!;
  }

  reverse(lat: number, lon: number): PlaceDetails | null {
    const address = this.nearest(lat, lon);
    return address ? addressDetails(address) : null;
  }

  private findStreets(street: string, locality: string | undefined, opts: AutocompleteOptions): Ranked<Street>[] {
    const text = locality ? `${street} ${locality}` : street;
    // Streets spelled as typed come first; typo matches only after them, however near.
    const exact = this.rank(this.search.search(text, { ...SEARCH, fuzzy: false }), opts);
    const ids = new Set(exact.map((r) => r.item));
    const fuzzy = this.rank(this.search.search(text, SEARCH), opts).filter((r) => !ids.has(r.item));
    const found = [...exact, ...fuzzy];
    return found.length || !locality ? found : this.findStreets(street, undefined, opts);
  }

  private rank(results: SearchResult[], opts: AutocompleteOptions): Ranked<Street>[] {
    const near = opts.near;
    return results
      .map((r) => {
        const item = this.streets[r.id as number]!;
        const km = near ? haversineMeters(near.latitude, near.longitude, item.lat, item.lon) / 1000 : 0;
        return { item, score: r.score / (1 + km / NEAR_HALF_KM) };
      })
      .sort((a, b) => b.score - a.score);
  }
}
