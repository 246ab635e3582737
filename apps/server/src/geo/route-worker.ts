import { parentPort, workerData } from 'node:worker_threads';
import { answerQuery, type RouteWorkerData, type WorkerRequest, type WorkerResponse } from './route-worker-messages';
import { Router } from './router';

/**
 * The routing worker (DESIGN.md section 6b): it reads the graph the main thread built, in shared
 * memory, and answers route and travel-matrix requests one at a time, so a long search never
 * blocks the event loop.
 */
const { data } = workerData as RouteWorkerData;
const router = new Router(data);
const port = parentPort!;

port.on('message', ({ id, query }: WorkerRequest) => {
  let response: WorkerResponse;
  try {
    response = { id, answer: answerQuery(router, query) };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  // A matrix (768 KB for 400 × 240) is handed over, not copied, so the main thread pays nothing for it.
  const transfer = 'answer' in response && response.answer.kind === 'matrix' ? [response.answer.matrix.buffer as ArrayBuffer] : [];
  port.postMessage(response, transfer);
});
