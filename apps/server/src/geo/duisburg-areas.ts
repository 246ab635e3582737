import { readFileSync } from 'node:fs';
import { geoDataPath } from './geo-data-paths';
import { PolygonTester, ringsOf } from './polygon-tester';

/** A district of Duisburg with the postcode its generated addresses get. */
export interface DuisburgArea {
  name: string;
  postcode: string;
}

/**
 * The district outlines we have (codeforduisburg), with their main postcode. Boroughs whose
 * districts are missing stand in for them; Duisburg's postcodes run from 47051 to 47279.
 */
const AREAS: Record<string, DuisburgArea> = {
  '304_laar': { name: 'Laar', postcode: '47119' },
  '305_untermeiderich': { name: 'Untermeiderich', postcode: '47137' },
  '306_mittelmeiderich': { name: 'Mittelmeiderich', postcode: '47137' },
  '307_obermeiderich': { name: 'Obermeiderich', postcode: '47138' },
  '401_ruhrort': { name: 'Ruhrort', postcode: '47119' },
  '402_homberg': { name: 'Homberg', postcode: '47198' },
  '403_hochheide': { name: 'Hochheide', postcode: '47198' },
  '404_baerl': { name: 'Baerl', postcode: '47199' },
  '501_altstadt': { name: 'Altstadt', postcode: '47051' },
  '502_neuenkamp': { name: 'Neuenkamp', postcode: '47059' },
  '503_kasslerfeld': { name: 'Kaßlerfeld', postcode: '47059' },
  '504_duissern': { name: 'Duissern', postcode: '47058' },
  '505_neudorf-nord': { name: 'Neudorf-Nord', postcode: '47057' },
  '506_neudorf-sued': { name: 'Neudorf-Süd', postcode: '47057' },
  '507_dellviertel': { name: 'Dellviertel', postcode: '47053' },
  '508_hochfeld': { name: 'Hochfeld', postcode: '47053' },
  '509_wanheimerort': { name: 'Wanheimerort', postcode: '47055' },
  '701_bissingheim': { name: 'Bissingheim', postcode: '47279' },
  '702_wedau': { name: 'Wedau', postcode: '47279' },
  '703_buchholz': { name: 'Buchholz', postcode: '47249' },
  '704_wanheim-angerhausen': { name: 'Wanheim-Angerhausen', postcode: '47249' },
  '705_grossenbaum': { name: 'Großenbaum', postcode: '47269' },
  '706_rahm': { name: 'Rahm', postcode: '47269' },
  '707_huckingen': { name: 'Huckingen', postcode: '47259' },
  '708_huettenheim': { name: 'Hüttenheim', postcode: '47259' },
  '709_ungelsheim': { name: 'Ungelsheim', postcode: '47259' },
  '710_muendelheim': { name: 'Mündelheim', postcode: '47259' },
  // Boroughs, for the parts not covered by a district outline above.
  '100_walsum': { name: 'Walsum', postcode: '47178' },
  '200_hamborn': { name: 'Hamborn', postcode: '47166' },
  '300_meiderich-beeck': { name: 'Beeck', postcode: '47139' },
  '400_homberg-ruhrort-baerl': { name: 'Homberg', postcode: '47198' },
  '500_duisburg-mitte': { name: 'Mitte', postcode: '47051' },
  '600_rheinhausen': { name: 'Rheinhausen', postcode: '47226' },
  '700_duisburg-sued': { name: 'Süd', postcode: '47259' },
};

const FALLBACK: DuisburgArea = { name: 'Mitte', postcode: '47051' };

function tester(file: string): PolygonTester {
  const geometry = JSON.parse(readFileSync(geoDataPath('duisburg-districts', `${file}.json`), 'utf8'));
  return new PolygonTester(ringsOf(geometry));
}

/** The real city outline (OSM relation 62456). */
export function loadDuisburgOutline(): PolygonTester {
  return tester('000_duisburg');
}

/** Finds the district of a point: district outlines first, then the borough ones. */
export function loadDuisburgAreas(): (lon: number, lat: number) => DuisburgArea {
  const areas = Object.entries(AREAS).map(([file, area]) => ({ area, outline: tester(file) }));
  return (lon, lat) => areas.find((a) => a.outline.contains(lon, lat))?.area ?? FALLBACK;
}
