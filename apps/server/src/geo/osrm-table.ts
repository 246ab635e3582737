import { fetchJson, GeoServiceError, type HttpAdapterOptions, type JsonResponse, trimBase } from './external-provider';
import { round6 } from './geo-math';
import { type LatLon, type TravelTimes } from './provider';

export interface OsrmTableOptions extends HttpAdapterOptions {
  /** Base URL of the OSRM server (OSRM_URL). */
  url: string;
  profile?: string;
  /** Most coordinates in one call (default 100: osrm-routed's default --max-table-size; URLs stay about 2 kB). */
  maxCoordinates?: number;
  /** Calls in flight at once (default 4): a 400 × 240 matrix is 40 calls of 50 × 50. */
  concurrency?: number;
}

const SERVICE = 'OSRM';

/** How many origins and destinations go in one call: all if they fit, else about half each. */
export function blockSize(origins: number, destinations: number, max: number): [number, number] {
  if (origins + destinations <= max) return [origins, destinations];
  const rows = Math.min(origins, Math.max(max - destinations, Math.floor(max / 2), 1));
  return [rows, Math.min(destinations, Math.max(max - rows, 1))];
}

/** Runs the tasks, at most `limit` at a time; rejects with the first failure. */
async function inPool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, run));
}

/** OSRM's durations for one block: seconds, null where no road joins the two points. */
function readDurations(res: JsonResponse, rows: number, columns: number): number[][] {
  const { code, durations } = (res.body ?? {}) as { code?: string; durations?: unknown };
  if (!res.ok || code !== 'Ok') throw new GeoServiceError(SERVICE, `table answered ${code ?? res.status}`, res.status);
  const valid =
    Array.isArray(durations) &&
    durations.length === rows &&
    durations.every((row) => Array.isArray(row) && row.length === columns && row.every((d) => d === null || typeof d === 'number'));
  if (!valid) throw new GeoServiceError(SERVICE, `a table that is not ${rows} × ${columns} durations`);
  return (durations as (number | null)[][]).map((row) => row.map((d) => d ?? Infinity));
}

const coordinate = (p: LatLon) => `${round6(p.longitude)},${round6(p.latitude)}`;
const indices = (from: number, count: number) => Array.from({ length: count }, (_, k) => from + k).join(';');

/**
 * Travel matrices from a self-hosted OSRM's table service
 * (`/table/v1/driving/{lon,lat;...}?sources=...&destinations=...&annotations=duration`), cut into
 * blocks of at most maxCoordinates points. Rejects when any block fails; the app then estimates
 * (matrixOrEstimate). OSRM answers null where no road joins two points: that becomes Infinity.
 */
export function createOsrmTable(options: OsrmTableOptions): TravelTimes {
  const base = trimBase(options.url);
  const profile = options.profile ?? 'driving';
  const table = async (origins: LatLon[], destinations: LatLon[]) => {
    const points = [...origins, ...destinations].map(coordinate).join(';');
    const query = `sources=${indices(0, origins.length)}&destinations=${indices(origins.length, destinations.length)}&annotations=duration`;
    const res = await fetchJson(SERVICE, `${base}/table/v1/${profile}/${points}?${query}`, { method: 'GET' }, options);
    return readDurations(res, origins.length, destinations.length);
  };
  return {
    async travelMatrix(origins: LatLon[], destinations: LatLon[]): Promise<Float64Array> {
      const columns = destinations.length;
      const matrix = new Float64Array(origins.length * columns);
      const [rows, cols] = blockSize(origins.length, columns, options.maxCoordinates ?? 100);
      const tasks: (() => Promise<void>)[] = [];
      for (let i0 = 0; i0 < origins.length; i0 += rows) {
        for (let j0 = 0; j0 < columns; j0 += cols) {
          tasks.push(async () => {
            const block = await table(origins.slice(i0, i0 + rows), destinations.slice(j0, j0 + cols));
            block.forEach((row, i) => matrix.set(row, (i0 + i) * columns + j0));
          });
        }
      }
      await inPool(tasks, options.concurrency ?? 4);
      return matrix;
    },
  };
}
