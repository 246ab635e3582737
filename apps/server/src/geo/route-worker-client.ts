import { Worker } from 'node:worker_threads';
import { type RawRoute } from './path-to-route';
import { type LatLon } from './provider';
import { type RouterData } from './router';
import { type AnswerTo, type RouteWorkerData, type WorkerAnswer, type WorkerQuery, type WorkerRequest, type WorkerResponse } from './route-worker-messages';
import { type TravelFieldStats } from './travel-fields';

interface Pending {
  resolve: (answer: WorkerAnswer) => void;
  reject: (error: Error) => void;
}

/**
 * Runs route searches and travel matrices in a worker thread. The graph is passed as shared memory
 * (no copy, no second parse). Under tsx the worker starts through a small .mjs file that registers
 * tsx first, because Node 20 ignores `--import tsx` in a worker's execArgv. A worker that dies is
 * restarted on the next request (its matrix cache starts empty again); the ones in flight are rejected.
 */
export class RouteWorkerClient {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly data: RouterData) {
    this.start();
  }

  async routes(from: LatLon, to: LatLon, alternatives: boolean): Promise<RawRoute[]> {
    return (await this.ask({ kind: 'routes', from, to, alternatives })).routes;
  }

  /** Packed points in (see packPoints); the worker's buffers are moved, not copied, both ways. */
  async travelMatrix(origins: Float64Array<ArrayBuffer>, destinations: Float64Array<ArrayBuffer>): Promise<Float64Array> {
    return (await this.ask({ kind: 'matrix', origins, destinations }, [origins.buffer, destinations.buffer])).matrix;
  }

  async travelMatrixStats(): Promise<TravelFieldStats> {
    return (await this.ask({ kind: 'matrix-stats' })).stats;
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
    this.failAll(new Error('The route worker is closed'));
  }

  private ask<K extends WorkerQuery['kind']>(query: WorkerQuery & { kind: K }, transfer: ArrayBuffer[] = []): Promise<AnswerTo<K>> {
    if (this.closed) return Promise.reject(new Error('The route worker is closed'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<AnswerTo<K>>((resolve, reject) => {
      // The worker answers a query with the answer of the same kind (answerQuery).
      this.pending.set(id, { resolve: (answer) => resolve(answer as AnswerTo<K>), reject });
      // Keep the process alive only while a request is waiting.
      if (this.pending.size === 1) worker.ref();
      const request: WorkerRequest = { id, query };
      worker.postMessage(request, transfer);
    });
  }

  private start(): Worker {
    const typescript = import.meta.url.endsWith('.ts');
    const entry = new URL(typescript ? './route-worker.ts' : './route-worker.js', import.meta.url);
    const script = typescript ? new URL('./route-worker-boot.mjs', import.meta.url) : entry;
    const workerData: RouteWorkerData = { entry: entry.href, data: this.data };
    const worker = new Worker(script, { workerData });
    worker.unref();
    worker.on('message', (response: WorkerResponse) => this.settle(response));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.failAll(new Error('The route worker stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private settle(response: WorkerResponse): void {
    const pending = this.pending.get(response.id);
    if (!pending) return;
    this.pending.delete(response.id);
    if (this.pending.size === 0) this.worker?.unref();
    if ('error' in response) pending.reject(new Error(response.error));
    else pending.resolve(response.answer);
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
