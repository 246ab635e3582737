import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minCostMatching, type SparseRow } from './min-cost-matching';

/** Every way of giving each row its own column, the cheapest total (small cases only). */
function bruteForce(rows: readonly SparseRow[]): number {
  let best = Infinity;
  const used = new Set<number>();
  const walk = (row: number, total: number) => {
    if (row === rows.length) {
      best = Math.min(best, total);
      return;
    }
    const { columns, costs } = rows[row]!;
    for (let k = 0; k < columns.length; k += 1) {
      const column = columns[k]!;
      if (used.has(column)) continue;
      used.add(column);
      walk(row + 1, total + costs[k]!);
      used.delete(column);
    }
  };
  walk(0, 0);
  return best;
}

const total = (rows: readonly SparseRow[], chosen: Int32Array) =>
  rows.reduce((sum, row, r) => sum + row.costs[Array.from(row.columns).indexOf(chosen[r]!)]!, 0);

describe('minCostMatching', () => {
  it('weighs every row against every other, where taking the cheapest first would not', () => {
    // Row 0 prefers column 0 by one; row 1 needs column 0 far more.
    const rows = [
      { columns: [0, 1], costs: [1, 2] },
      { columns: [0, 1], costs: [1, 10] },
    ];
    expect(Array.from(minCostMatching(rows, 2))).toEqual([1, 0]);
  });

  it('finds the cheapest total on random sparse graphs, each row with a column of its own', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 50 })), { maxLength: 5 }), { minLength: n, maxLength: n }),
              fc.array(fc.integer({ min: 0, max: 200 }), { minLength: n, maxLength: n }),
            ),
          ),
        ([n, edges, own]) => {
          const rows: SparseRow[] = edges.map((list, r) => {
            const seen = new Map<number, number>();
            for (const [column, cost] of list) if (!seen.has(column)) seen.set(column, cost);
            return { columns: [...seen.keys(), 5 + r], costs: [...seen.values(), own[r]!] };
          });
          const chosen = minCostMatching(rows, 5 + n);
          expect(new Set(chosen).size).toBe(n);
          expect(total(rows, chosen)).toBeCloseTo(bruteForce(rows), 9);
        },
      ),
      { numRuns: 300 },
    );
  });
});
