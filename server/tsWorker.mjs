// Worker threads do not inherit tsx's loader on Node 20: register it in this thread, then load the TypeScript
// entry that lazyWorker() passes as workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
