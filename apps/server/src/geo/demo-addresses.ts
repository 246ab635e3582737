import { type DuisburgArea } from './duisburg-areas';
import { type AddressPoint } from './geo-dataset';
import { METERS_PER_DEGREE, metersPerDegreeLon } from './geo-math';
import { type PolygonTester } from './polygon-tester';
import { type Random } from './seeded-random';

/** Houses stand this far from the street's centre line. */
const SETBACK_M = 12;
/** Plot widths along the street; main roads have wider plots (shops, offices). */
const PLOT_M = { side: [26, 44], main: [40, 70] } as const;
/** Share of houses that get a neighbour "a" (12, 12a, 14). */
const LETTER_SHARE = 0.04;

export interface DemoStreet {
  name: string;
  main: boolean;
  area: DuisburgArea;
  /** [lon, lat] points along the street. */
  line: [number, number][];
}

/** A point along the line, and the unit direction of its segment, in a local metric frame. */
function pointAt(line: [number, number][], cumulative: number[], at: number, kx: number) {
  let i = 1;
  while (i < cumulative.length - 1 && cumulative[i]! < at) i++;
  const [lon1, lat1] = line[i - 1]!;
  const [lon2, lat2] = line[i]!;
  const length = cumulative[i]! - cumulative[i - 1]! || 1;
  const t = (at - cumulative[i - 1]!) / length;
  const dx = ((lon2 - lon1) * kx) / length;
  const dy = ((lat2 - lat1) * METERS_PER_DEGREE) / length;
  return { lon: lon1 + t * (lon2 - lon1), lat: lat1 + t * (lat2 - lat1), dx, dy };
}

/**
 * House numbers along both sides of a street in its drawing direction: odd on the left, even on
 * the right, as German streets are numbered. Houses that would fall outside the city are left out.
 */
export function placeHouses(street: DemoStreet, outline: PolygonTester, random: Random, out: AddressPoint[]): void {
  const { line } = street;
  const kx = metersPerDegreeLon(line[0]![1]);
  const cumulative = [0];
  for (let i = 1; i < line.length; i++) {
    const [lon1, lat1] = line[i - 1]!;
    const [lon2, lat2] = line[i]!;
    cumulative.push(cumulative[i - 1]! + Math.hypot((lon2 - lon1) * kx, (lat2 - lat1) * METERS_PER_DEGREE));
  }
  const total = cumulative[cumulative.length - 1]!;
  const [minPlot, maxPlot] = street.main ? PLOT_M.main : PLOT_M.side;

  const add = (housenumber: string, at: number, side: 1 | -1) => {
    const p = pointAt(line, cumulative, at, kx);
    const lon = p.lon + (-p.dy * SETBACK_M * side) / kx;
    const lat = p.lat + (p.dx * SETBACK_M * side) / METERS_PER_DEGREE;
    if (!outline.contains(lon, lat)) return;
    out.push({
      placeId: `demo:a${out.length}`,
      street: street.name,
      housenumber,
      postcode: street.area.postcode,
      city: 'Duisburg',
      district: street.area.name,
      lat,
      lon,
    });
  };

  for (const side of [1, -1] as const) {
    let number = side === 1 ? 1 : 2;
    for (let at = random.between(6, 16); at < total - 6; at += random.between(minPlot, maxPlot)) {
      add(String(number), at, side);
      if (random.chance(LETTER_SHARE) && at + 10 < total - 6) add(`${number}a`, at + 10, side);
      number += 2;
    }
  }
}
