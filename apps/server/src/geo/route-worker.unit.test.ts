import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCityPairs } from './bench-routes';
import { type BuiltinGeoProvider, providerFromDataset } from './builtin-provider';
import { generateDemoCity } from './demo-city';

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
  it('answers concurrent requests like the in-process router, and stops on close()', async () => {
    const pairs = randomCityPairs(6, 9);
    const fromWorker = await Promise.all(pairs.map(([from, to]) => inWorker.routes(from, to, { alternatives: true })));
    for (const [i, [from, to]] of pairs.entries()) {
      expect(fromWorker[i]!.length).toBeGreaterThan(0);
      expect(fromWorker[i]).toEqual(await inProcess.routes(from, to, { alternatives: true }));
    }
    await inWorker.close();
    await expect(inWorker.routes(pairs[0]![0], pairs[0]![1])).rejects.toThrow(/closed/);
  });
});
