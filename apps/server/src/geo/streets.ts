import type KDBush from 'kdbush';
import { around } from 'geokdbush';
import { type AddressPoint, type GeoDataset } from './geo-dataset';
import { haversineMeters } from './geo-math';
import { type StreetCluster } from './street-clusters';

/** A street as the address index offers it. */
export interface Street {
  placeId: string;
  name: string;
  city?: string;
  postcode?: string;
  district?: string;
  /** Every postcode its addresses carry, for "Hauptstraße, 95..." filters. */
  postcodes: string[];
  /** A point on the street near its middle. */
  lat: number;
  lon: number;
  /** Indices into the dataset's addresses. */
  addresses: number[];
}

/** A street without addresses takes its place from the nearest address within this distance. */
const BORROW_PLACE_KM = 3;

function mostCommon(values: (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  for (const [v, n] of counts) if (!best || n > counts.get(best)!) best = v;
  return best;
}

function midpoint(dataset: GeoDataset, cluster: StreetCluster): { lat: number; lon: number } {
  const points = cluster.nodes.length
    ? cluster.nodes.map((v) => ({ lat: dataset.nodeLat[v]!, lon: dataset.nodeLon[v]! }))
    : cluster.addresses.map((i) => dataset.addresses[i]!);
  const lat = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const lon = points.reduce((s, p) => s + p.lon, 0) / points.length;
  let best = points[0]!;
  for (const p of points) if (haversineMeters(lat, lon, p.lat, p.lon) < haversineMeters(lat, lon, best.lat, best.lon)) best = p;
  return { lat: best.lat, lon: best.lon };
}

/** `street:Hauptstraße@95500 Heinersreuth`; a street without a known place is named by its position. */
function placeKey(street: Pick<Street, 'name' | 'city' | 'postcode' | 'lat' | 'lon'>): string {
  const place = [street.postcode, street.city].filter(Boolean).join(' ');
  return `street:${street.name}@${place || `${street.lat.toFixed(3)},${street.lon.toFixed(3)}`}`;
}

/**
 * Gives each street its place (the most common city and postcode of its addresses, or of the
 * nearest address), a midpoint and a stable placeId; addresses lacking a postcode or city inherit
 * their street's.
 */
export function resolveStreets(dataset: GeoDataset, clusters: StreetCluster[], addressIndex: KDBush): Street[] {
  const { addresses } = dataset;
  const nearestWith = (lat: number, lon: number, key: keyof AddressPoint) => {
    if (addresses.length === 0) return undefined;
    const [i] = around(addressIndex, lon, lat, 1, BORROW_PLACE_KM, (j) => Boolean(addresses[j]![key]));
    return i === undefined ? undefined : addresses[i]!;
  };
  const taken = new Set<string>();
  return clusters.map((cluster) => {
    const own = cluster.addresses.map((i) => addresses[i]!);
    const { lat, lon } = midpoint(dataset, cluster);
    const city = mostCommon(own.map((a) => a.city)) ?? nearestWith(lat, lon, 'city')?.city;
    const postcode = mostCommon(own.map((a) => a.postcode)) ?? nearestWith(lat, lon, 'postcode')?.postcode;
    const district = mostCommon(own.map((a) => a.district));
    const street = { name: cluster.name, city, postcode, district, lat, lon };
    let placeId = placeKey(street);
    for (let n = 2; taken.has(placeId); n++) placeId = `${placeKey(street)}#${n}`;
    taken.add(placeId);
    for (const a of own) {
      a.city ??= city;
      a.postcode ??= postcode;
      a.district ??= district;
    }
    const postcodes = [...new Set([postcode, ...own.map((a) => a.postcode)].filter((p): p is string => Boolean(p)))];
    return { placeId, ...street, postcodes, addresses: cluster.addresses };
  });
}
