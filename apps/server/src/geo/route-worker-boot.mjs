// Starts the TypeScript route worker under tsx: Node 20 does not pass `--import tsx` on to worker
// threads, so the worker registers tsx itself before loading its entry (see route-worker-client.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
