import { type GraphPath, type PartialEdge } from './path-search';
import { type SnapPoint } from './snap-index';

/*
 * How a snapped point joins the graph, shared by the path search and the travel matrix so that a
 * matrix entry costs exactly what the fastest route does.
 */

/** Where a search may start or end at a graph node, and what the partial edge to it costs. */
export interface SnapEntry {
  node: number;
  cost: number;
  partial: PartialEdge | null;
}

type Weight = (e: number) => number;

/** The nodes a path from a snapped point can start at: the ends of its segment it may drive to. */
export function startEntries(from: SnapPoint, w: Weight): SnapEntry[] {
  // A point on a node starts right there, whichever way its segment runs.
  const sources: SnapEntry[] = [];
  if (from.t === 0) sources.push({ node: from.u, cost: 0, partial: null });
  if (from.t === 1) sources.push({ node: from.v, cost: 0, partial: null });
  if (from.forward >= 0) sources.push({ node: from.v, cost: (1 - from.t) * w(from.forward), partial: { edge: from.forward, fraction: 1 - from.t } });
  if (from.backward >= 0) sources.push({ node: from.u, cost: from.t * w(from.backward), partial: { edge: from.backward, fraction: from.t } });
  return sources;
}

/** The nodes a path to a snapped point can end at: the ends of its segment it may be reached from. */
export function endEntries(to: SnapPoint, w: Weight): SnapEntry[] {
  const targets: SnapEntry[] = [];
  if (to.t === 0) targets.push({ node: to.u, cost: 0, partial: null });
  if (to.t === 1) targets.push({ node: to.v, cost: 0, partial: null });
  if (to.forward >= 0) targets.push({ node: to.u, cost: to.t * w(to.forward), partial: { edge: to.forward, fraction: to.t } });
  if (to.backward >= 0) targets.push({ node: to.v, cost: (1 - to.t) * w(to.backward), partial: { edge: to.backward, fraction: 1 - to.t } });
  return targets;
}

/** Both points on one segment, in a direction it may be driven: no graph node is passed. */
export function directPath(from: SnapPoint, to: SnapPoint, w: Weight): GraphPath | null {
  if (from.u !== to.u || from.v !== to.v) return null;
  if (from.forward >= 0 && from.t <= to.t) {
    const fraction = to.t - from.t;
    return { head: { edge: from.forward, fraction }, edges: [], tail: null, nodes: [], cost: fraction * w(from.forward) };
  }
  if (from.backward >= 0 && from.t >= to.t) {
    const fraction = from.t - to.t;
    return { head: { edge: from.backward, fraction }, edges: [], tail: null, nodes: [], cost: fraction * w(from.backward) };
  }
  return null;
}
