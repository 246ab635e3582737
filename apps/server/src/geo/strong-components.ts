/**
 * Numbers the strongly connected components of a CSR graph (iterative Tarjan, so deep graphs
 * cannot overflow the call stack): writes each node's component into `component` and returns
 * the component sizes.
 */
export function strongComponents(firstEdge: Int32Array, edgeTarget: Int32Array, component: Int32Array): number[] {
  const n = firstEdge.length - 1;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack = new Int32Array(n);
  const callNode = new Int32Array(n);
  const callEdge = new Int32Array(n);
  const sizes: number[] = [];
  let sp = 0;
  let counter = 0;

  const visit = (v: number, depth: number) => {
    index[v] = low[v] = counter++;
    stack[sp++] = v;
    onStack[v] = 1;
    callNode[depth] = v;
    callEdge[depth] = firstEdge[v]!;
  };

  for (let start = 0; start < n; start++) {
    if (index[start] !== -1) continue;
    let depth = 0;
    visit(start, depth++);
    while (depth > 0) {
      const v = callNode[depth - 1]!;
      const e = callEdge[depth - 1]!;
      if (e < firstEdge[v + 1]!) {
        callEdge[depth - 1] = e + 1;
        const w = edgeTarget[e]!;
        if (index[w] === -1) visit(w, depth++);
        else if (onStack[w]) low[v] = Math.min(low[v]!, index[w]!);
        continue;
      }
      depth--;
      if (low[v] === index[v]) {
        const id = sizes.length;
        let size = 0;
        let w: number;
        do {
          w = stack[--sp]!;
          onStack[w] = 0;
          component[w] = id;
          size++;
        } while (w !== v);
        sizes.push(size);
      }
      if (depth > 0) {
        const parent = callNode[depth - 1]!;
        low[parent] = Math.min(low[parent]!, low[v]!);
      }
    }
  }
  return sizes;
}
