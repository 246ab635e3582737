import path from 'node:path';
import { SERVER_ROOT } from '../server-root';

/** apps/server/geo-data: the OSM data shipped with the server (see its LICENCE.md). */
export const GEO_DATA_DIR = path.join(SERVER_ROOT, 'geo-data');

export const geoDataPath = (...parts: string[]): string => path.join(GEO_DATA_DIR, ...parts);
