import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server/geo-data: the OSM data shipped with the server (see its LICENCE.md). */
export const GEO_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../geo-data');

export const geoDataPath = (...parts: string[]): string => path.join(GEO_DATA_DIR, ...parts);
