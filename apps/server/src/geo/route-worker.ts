import { parentPort, workerData } from 'node:worker_threads';
import { type RouteRequest, type RouteResponse, type RouteWorkerData } from './route-worker-client';
import { Router } from './router';

/**
 * The routing worker (DESIGN.md section 6b): it reads the graph the main thread built, in shared
 * memory, and answers route requests one at a time, so a long search never blocks the event loop.
 */
const { data } = workerData as RouteWorkerData;
const router = new Router(data);
const port = parentPort!;

port.on('message', (request: RouteRequest) => {
  let response: RouteResponse;
  try {
    response = { id: request.id, routes: router.routes(request.from, request.to, request.alternatives) };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(response);
});
