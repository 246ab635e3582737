import { Worker } from 'node:worker_threads';
import { type RawRoute } from './path-to-route';
import { type LatLon } from './provider';
import { type RouterData } from './router';

export interface RouteRequest {
  id: number;
  from: LatLon;
  to: LatLon;
  alternatives: boolean;
}

export type RouteResponse = { id: number; routes: RawRoute[] } | { id: number; error: string };

export interface RouteWorkerData {
  /** URL of the worker's entry module. */
  entry: string;
  data: RouterData;
}

interface Pending {
  resolve: (routes: RawRoute[]) => void;
  reject: (error: Error) => void;
}

/**
 * Runs route searches in a worker thread. The graph is passed as shared memory (no copy, no second
 * parse). Under tsx the worker starts through a small .mjs file that registers tsx first, because
 * Node 20 ignores `--import tsx` in a worker's execArgv. A worker that dies is restarted on the
 * next request; the ones in flight are rejected.
 */
export class RouteWorkerClient {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly data: RouterData) {
    this.start();
  }

  routes(from: LatLon, to: LatLon, alternatives: boolean): Promise<RawRoute[]> {
    if (this.closed) return Promise.reject(new Error('The route worker is closed'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<RawRoute[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Keep the process alive only while a request is waiting.
      if (this.pending.size === 1) worker.ref();
      const request: RouteRequest = { id, from, to, alternatives };
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
    this.failAll(new Error('The route worker is closed'));
  }

  private start(): Worker {
    const typescript = import.meta.url.endsWith('.ts');
    const entry = new URL(typescript ? './route-worker.ts' : './route-worker.js', import.meta.url);
    const script = typescript ? new URL('./route-worker-boot.mjs', import.meta.url) : entry;
    const workerData: RouteWorkerData = { entry: entry.href, data: this.data };
    const worker = new Worker(script, { workerData });
    worker.unref();
    worker.on('message', (response: RouteResponse) => this.settle(response));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.failAll(new Error('The route worker stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private settle(response: RouteResponse): void {
    const pending = this.pending.get(response.id);
    if (!pending) return;
    this.pending.delete(response.id);
    if (this.pending.size === 0) this.worker?.unref();
    if ('error' in response) pending.reject(new Error(response.error));
    else pending.resolve(response.routes);
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
