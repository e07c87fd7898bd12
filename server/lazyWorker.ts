import { Worker } from 'node:worker_threads';

/**
 * A worker thread running the TypeScript module `entry`, started on first use (or by warm()) and kept for later
 * jobs; `setup` attaches the caller's listeners to each new thread. An idle thread never keeps the process alive,
 * and one that exits is started again on next use.
 */
export function lazyWorker(entry: URL, setup: (worker: Worker) => void = () => undefined) {
  let worker: Worker | null = null;
  const start = () => {
    const w = new Worker(new URL('./tsWorker.mjs', import.meta.url), { workerData: { entry: entry.href } });
    w.unref();
    w.on('exit', () => {
      if (worker === w) worker = null;
    });
    setup(w);
    return w;
  };
  return {
    get: (): Worker => (worker ??= start()),
    /** The running thread, if any (none is started). */
    running: (): Worker | null => worker,
    warm() {
      worker ??= start();
    },
    async close() {
      const w = worker;
      worker = null;
      await w?.terminate();
    },
  };
}
