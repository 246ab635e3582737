import { describe, expect, it } from 'vitest';
import { type GeoDataset, type RoadWay } from './geo-dataset';
import { haversineMeters } from './geo-math';
import { buildRoadGraph } from './road-graph';
import { TravelFields } from './travel-fields';

/** Four nodes in a row, 0.001° of longitude apart: 0 - 1 - 2 both ways, 2 -> 3 and 3 -> 0 one way, all at 36 km/h. */
function loop(): GeoDataset {
  const way = (id: string, nodes: number[], oneway: RoadWay['oneway']): RoadWay => ({ id, nodes, highway: 'residential', speedKmh: 36, oneway });
  return {
    demo: true,
    nodeLat: new Float64Array([50, 50, 50, 50]),
    nodeLon: new Float64Array([11, 11.001, 11.002, 11.003]),
    ways: [way('a', [0, 1, 2], 0), way('b', [2, 3], 1), way('c', [3, 0], 1)],
    addresses: [],
  };
}

const seconds = (dataset: GeoDataset, path: number[]) =>
  path.slice(1).reduce((sum, v, i) => {
    const u = path[i]!;
    return sum + haversineMeters(dataset.nodeLat[u]!, dataset.nodeLon[u]!, dataset.nodeLat[v]!, dataset.nodeLon[v]!) / 10;
  }, 0);

describe('travel-time fields', () => {
  it("hold every node's time to the target, one-way streets respected", () => {
    const dataset = loop();
    const fields = new TravelFields(buildRoadGraph(dataset));
    const to3 = [...fields.field(3)];
    const expected3 = [seconds(dataset, [0, 1, 2, 3]), seconds(dataset, [1, 2, 3]), seconds(dataset, [2, 3]), 0];
    to3.forEach((t, v) => expect(t).toBeCloseTo(expected3[v]!, 3));
    // From 3 to 2 only round the loop: 3 -> 0 -> 1 -> 2, not back along the one-way street.
    expect(fields.field(2)[3]).toBeCloseTo(seconds(dataset, [3, 0, 1, 2]), 3);
  });

  it('computes a field once, keeps them within the byte budget, least recently used out first', () => {
    const graph = buildRoadGraph(loop());
    const fields = new TravelFields(graph, 2 * 4 * graph.nodeCount);
    fields.field(0);
    fields.field(1);
    fields.field(0);
    expect(fields.stats()).toEqual({ computed: 2, cached: 2, cachedBytes: 32, bytesPerField: 16 });
    fields.field(2);
    fields.field(0);
    expect(fields.stats()).toMatchObject({ computed: 3, cached: 2 });
    fields.field(1);
    expect(fields.stats()).toMatchObject({ computed: 4, cached: 2 });
  });
});
