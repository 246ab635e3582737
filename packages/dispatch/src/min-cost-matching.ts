/**
 * Minimum-cost assignment of every row to its own column on a sparse cost graph: the Hungarian
 * method as successive shortest paths, with Dijkstra on reduced costs (Jonker and Volgenant 1987;
 * Ahuja, Magnanti and Orlin, "Network Flows", 12.4). Each row lists the columns it may take and
 * their costs (all at least 0); the caller guarantees a perfect matching of the rows exists (the
 * dispatch round gives each row a column of its own that means "not this round").
 *
 * O(rows · edges · log edges) at worst: a round of 200 bundles with 13 columns each is well under
 * a millisecond of work per row.
 */
export interface SparseRow {
  /** Column indices this row may take. */
  columns: Int32Array | number[];
  /** Their costs, same order. */
  costs: Float64Array | number[];
}

/** Column chosen for each row. */
export function minCostMatching(rows: readonly SparseRow[], columnCount: number): Int32Array {
  const rowCount = rows.length;
  const rowPotential = new Float64Array(rowCount);
  const columnPotential = new Float64Array(columnCount);
  const rowOfColumn = new Int32Array(columnCount).fill(-1);
  const columnOfRow = new Int32Array(rowCount).fill(-1);
  const distance = new Float64Array(columnCount).fill(Infinity);
  const reachedFrom = new Int32Array(columnCount);
  const settled = new Uint8Array(columnCount);
  const touched: number[] = [];
  const heap = new MinHeap();

  for (let start = 0; start < rowCount; start += 1) {
    for (const column of touched) {
      distance[column] = Infinity;
      settled[column] = 0;
    }
    touched.length = 0;
    heap.clear();
    const reachedRows: { row: number; distance: number }[] = [{ row: start, distance: 0 }];
    const relax = (row: number, base: number) => {
      const { columns, costs } = rows[row]!;
      for (let k = 0; k < columns.length; k += 1) {
        const column = columns[k]!;
        if (settled[column]) continue;
        const reduced = base + costs[k]! - rowPotential[row]! - columnPotential[column]!;
        if (!(reduced < distance[column]!)) continue;
        if (distance[column] === Infinity) touched.push(column);
        distance[column] = reduced;
        reachedFrom[column] = row;
        heap.push(reduced, column);
      }
    };
    relax(start, 0);
    let sink = -1;
    const settledColumns: number[] = [];
    while (heap.size > 0) {
      const column = heap.pop();
      if (settled[column]) continue;
      settled[column] = 1;
      settledColumns.push(column);
      const owner = rowOfColumn[column]!;
      if (owner === -1) {
        sink = column;
        break;
      }
      reachedRows.push({ row: owner, distance: distance[column]! });
      relax(owner, distance[column]!);
    }
    if (sink === -1) throw new Error('minCostMatching: a row has no column left');
    const shortest = distance[sink]!;
    for (const { row, distance: d } of reachedRows) rowPotential[row] = rowPotential[row]! + shortest - d;
    for (const column of settledColumns) columnPotential[column] = columnPotential[column]! - (shortest - distance[column]!);
    // Augment along the path back to the start row.
    let column = sink;
    for (;;) {
      const row = reachedFrom[column]!;
      const previous = columnOfRow[row]!;
      columnOfRow[row] = column;
      rowOfColumn[column] = row;
      if (row === start) break;
      column = previous;
    }
  }
  return columnOfRow;
}

/** A binary heap of (key, value) pairs, smallest key first; ties by smaller value (deterministic). */
class MinHeap {
  private keys: number[] = [];
  private values: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  clear(): void {
    this.keys.length = 0;
    this.values.length = 0;
  }

  push(key: number, value: number): void {
    const keys = this.keys;
    const values = this.values;
    let i = keys.length;
    keys.push(key);
    values.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop(): number {
    const keys = this.keys;
    const values = this.values;
    const top = values[0]!;
    const lastKey = keys.pop()!;
    const lastValue = values.pop()!;
    if (keys.length > 0) {
      keys[0] = lastKey;
      values[0] = lastValue;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < keys.length && this.less(left, smallest)) smallest = left;
        if (right < keys.length && this.less(right, smallest)) smallest = right;
        if (smallest === i) break;
        this.swap(i, smallest);
        i = smallest;
      }
    }
    return top;
  }

  private less(a: number, b: number): boolean {
    const ka = this.keys[a]!;
    const kb = this.keys[b]!;
    return ka < kb || (ka === kb && this.values[a]! < this.values[b]!);
  }

  private swap(a: number, b: number): void {
    const k = this.keys[a]!;
    this.keys[a] = this.keys[b]!;
    this.keys[b] = k;
    const v = this.values[a]!;
    this.values[a] = this.values[b]!;
    this.values[b] = v;
  }
}
