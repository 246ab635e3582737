import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeOsrm, fakeOsrmTableSeconds } from '../../test/fake-geo-services';
import { type FakeHttpServer, startFakeHttpServer } from '../../test/fake-http-server';
import { blockSize, createOsrmTable } from './osrm-table';
import { type LatLon } from './provider';

let osrm: FakeHttpServer;

beforeAll(async () => {
  osrm = await startFakeHttpServer(fakeOsrm);
});
afterAll(() => osrm.close());
beforeEach(() => {
  osrm.requests.length = 0;
  osrm.answer(fakeOsrm);
});

/** n points on a small grid around Duisburg, at most 4 decimals so the URL carries them exactly. */
const grid = (n: number, offset: number): LatLon[] =>
  Array.from({ length: n }, (_, i) => ({ latitude: 51.4 + ((i * 7 + offset) % 50) / 1000, longitude: 6.75 + ((i * 3 + offset) % 40) / 1000 }));

function expectFakeTimes(matrix: Float64Array, origins: LatLon[], destinations: LatLon[]): void {
  expect(matrix).toHaveLength(origins.length * destinations.length);
  origins.forEach((from, i) => destinations.forEach((to, j) => expect(matrix[i * destinations.length + j]).toBe(fakeOsrmTableSeconds(from, to))));
}

describe('OSRM table adapter', () => {
  it('asks /table/v1/driving with sources, destinations and durations, once when the points fit', async () => {
    const [origins, destinations] = [grid(3, 0), grid(2, 11)];
    const matrix = await createOsrmTable({ url: `${osrm.url}/` }).travelMatrix(origins, destinations);
    expect(osrm.requests).toHaveLength(1);
    const sent = new URL(osrm.requests[0]!.url, 'http://x');
    expect(sent.pathname).toBe('/table/v1/driving/6.75,51.4;6.753,51.407;6.756,51.414;6.761,51.411;6.764,51.418');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ sources: '0;1;2', destinations: '3;4', annotations: 'duration' });
    expectFakeTimes(matrix, origins, destinations);
  });

  it('cuts a large matrix into calls of at most 100 points and puts every block in its place', async () => {
    const [origins, destinations] = [grid(130, 1), grid(70, 2)];
    const matrix = await createOsrmTable({ url: osrm.url }).travelMatrix(origins, destinations);
    // 50 origins × 50 destinations a call: 3 × 2 blocks.
    expect(osrm.requests).toHaveLength(6);
    for (const request of osrm.requests) expect(new URL(request.url, 'http://x').pathname.split(';').length).toBeLessThanOrEqual(100);
    expectFakeTimes(matrix, origins, destinations);
    expect(blockSize(3, 200, 100)).toEqual([3, 97]);
    expect(blockSize(400, 240, 100)).toEqual([50, 50]);
  });

  it('gives Infinity where OSRM finds no road between two points', async () => {
    const island = { latitude: -85, longitude: 6.75 };
    const matrix = await createOsrmTable({ url: osrm.url }).travelMatrix(grid(2, 0), [island, grid(1, 5)[0]!]);
    expect([matrix[0], matrix[2]]).toEqual([Infinity, Infinity]);
    expect(Number.isFinite(matrix[1]) && Number.isFinite(matrix[3])).toBe(true);
  });

  it('fails clearly on an error, an odd answer or no server', async () => {
    const table = createOsrmTable({ url: osrm.url });
    await expect(table.travelMatrix([{ latitude: 85, longitude: 0 }], grid(2, 0))).rejects.toThrow(/OSRM: table answered NoSegment/);
    osrm.answer(() => ({ body: { code: 'Ok', durations: [[1]] } }));
    await expect(table.travelMatrix(grid(2, 0), grid(2, 1))).rejects.toThrow(/not 2 × 2 durations/);
    osrm.answer(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(table.travelMatrix(grid(2, 0), grid(2, 1))).rejects.toThrow(/table answered 502/);
    await expect(createOsrmTable({ url: 'http://127.0.0.1:9' }).travelMatrix(grid(1, 0), grid(1, 1))).rejects.toThrow(/unreachable/);
  });
});
