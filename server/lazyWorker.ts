import { Worker, type ResourceLimits } from 'node:worker_threads';
import { workerModule } from './paths.ts';

/**
 * A worker thread running the module `name` (its path under server/ without extension; see workerModule), started on first use (or by warm()) and kept for later
 * jobs; `setup` attaches the caller's listeners to each new thread. An idle thread never keeps the process alive,
 * and one that exits is started again on next use. With `idleMs`, a thread left idle that long after its owner
 * said so (rest()) ends: a thread holds tens of megabytes (its own heap, the modules it loaded), and an instance
 * must stay under 400 MB (issue 20), while starting one again costs ~0.4 s.
 */
export function lazyWorker(
  name: string,
  setup: (worker: Worker) => void = () => undefined,
  idleMs = 0,
  resourceLimits?: ResourceLimits,
) {
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  const stayAwake = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
  };
  const entry = workerModule(name);
  const start = () => {
    // From the sources the thread loads tsx first (tsWorker.mjs); the bundle's worker modules are plain JavaScript.
    const w = entry.viaTsx
      ? new Worker(new URL('./tsWorker.mjs', import.meta.url), {
          workerData: { entry: entry.url.href },
          resourceLimits,
        })
      : new Worker(entry.url, { resourceLimits });
    w.unref();
    w.on('exit', () => {
      if (worker === w) worker = null;
    });
    setup(w);
    return w;
  };
  return {
    get: (): Worker => {
      stayAwake();
      return (worker ??= start());
    },
    /** The running thread, if any (none is started). */
    running: (): Worker | null => worker,
    warm() {
      worker ??= start();
    },
    /** No job in flight: with `idleMs`, the thread ends that long from now unless a job comes first. */
    rest() {
      stayAwake();
      if (idleMs <= 0 || !worker) return;
      const idle = worker;
      idleTimer = setTimeout(() => {
        idleTimer = null;
        if (worker !== idle) return;
        worker = null;
        void idle.terminate();
      }, idleMs);
      idleTimer.unref();
    },
    async close() {
      stayAwake();
      const w = worker;
      worker = null;
      await w?.terminate();
    },
  };
}
