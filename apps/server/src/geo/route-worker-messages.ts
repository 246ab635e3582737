import { type RawRoute } from './path-to-route';
import { type LatLon } from './provider';
import { type Router, type RouterData } from './router';
import { type TravelFieldStats } from './travel-fields';

/** What the main thread asks the routing worker: routes between two points, or a travel matrix. */
export type WorkerQuery =
  | { kind: 'routes'; from: LatLon; to: LatLon; alternatives: boolean }
  | { kind: 'matrix'; origins: Float64Array; destinations: Float64Array }
  | { kind: 'matrix-stats' };

export type WorkerAnswer =
  { kind: 'routes'; routes: RawRoute[] } | { kind: 'matrix'; matrix: Float64Array } | { kind: 'matrix-stats'; stats: TravelFieldStats };

/** The answer to one kind of query. */
export type AnswerTo<K extends WorkerQuery['kind']> = Extract<WorkerAnswer, { kind: K }>;

export interface WorkerRequest {
  id: number;
  query: WorkerQuery;
}

export type WorkerResponse = { id: number; answer: WorkerAnswer } | { id: number; error: string };

export interface RouteWorkerData {
  /** URL of the worker's entry module. */
  entry: string;
  data: RouterData;
}

/** Runs one query against the thread's router. */
export function answerQuery(router: Router, query: WorkerQuery): WorkerAnswer {
  switch (query.kind) {
    case 'routes':
      return { kind: 'routes', routes: router.routes(query.from, query.to, query.alternatives) };
    case 'matrix':
      return { kind: 'matrix', matrix: router.travelMatrix(query.origins, query.destinations) };
    case 'matrix-stats':
      return { kind: 'matrix-stats', stats: router.travelMatrixStats() };
  }
}
