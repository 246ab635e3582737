import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCityPairs } from './bench-routes';
import { type BuiltinGeoProvider, providerFromDataset } from './builtin-provider';
import { generateDemoCity } from './demo-city';
import { estimatedSeconds } from './travel-estimate';

let inWorker: BuiltinGeoProvider;
let inProcess: BuiltinGeoProvider;

beforeAll(() => {
  const dataset = generateDemoCity();
  inWorker = providerFromDataset(dataset, { workers: true });
  inProcess = providerFromDataset(dataset, { workers: false });
});

afterAll(async () => {
  await inWorker.close();
});

describe('routing in a worker thread', () => {
  it('gives the same travel matrix as the in-process router, and keeps its fields between calls', async () => {
    const pairs = randomCityPairs(20, 10);
    const berlin = { latitude: 52.52, longitude: 13.405 };
    const origins = [...pairs.map(([from]) => from), berlin];
    const destinations = pairs.slice(0, 8).map(([, to]) => to);
    const fromWorker = await inWorker.travelMatrix(origins, destinations);
    expect(fromWorker).toHaveLength(21 * 8);
    expect([...fromWorker]).toEqual([...(await inProcess.travelMatrix(origins, destinations))]);
    expect([...fromWorker].every(Number.isFinite)).toBe(true);
    // Berlin is near no road of the demo city: the straight-line estimate.
    expect(fromWorker[20 * 8]).toBe(estimatedSeconds(berlin, destinations[0]!));
    const { computed } = await inWorker.travelMatrixStats();
    expect(computed).toBeGreaterThan(0);
    await inWorker.travelMatrix(origins.slice(5), destinations);
    expect((await inWorker.travelMatrixStats()).computed).toBe(computed);
  });

  it('answers concurrent requests like the in-process router, and stops on close()', async () => {
    const pairs = randomCityPairs(6, 9);
    const fromWorker = await Promise.all(pairs.map(([from, to]) => inWorker.routes(from, to, { alternatives: true })));
    for (const [i, [from, to]] of pairs.entries()) {
      expect(fromWorker[i]!.length).toBeGreaterThan(0);
      expect(fromWorker[i]).toEqual(await inProcess.routes(from, to, { alternatives: true }));
    }
    await inWorker.close();
    await expect(inWorker.routes(pairs[0]![0], pairs[0]![1])).rejects.toThrow(/closed/);
    await expect(inWorker.travelMatrix([pairs[0]![0]], [pairs[0]![1]])).rejects.toThrow(/closed/);
  });
});
