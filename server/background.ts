import type { FastifyBaseLogger } from 'fastify';

/** Work that runs after the answer has left; the app waits for it when it closes. */
export function createBackground(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, task: () => Promise<unknown>) {
      const p: Promise<void> = task()
        .then(
          () => undefined,
          (err: unknown) => log.error({ err }, `${what} failed`),
        )
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    /** Resolves once everything started so far has finished. */
    idle: async () => {
      while (pending.size) await Promise.all(pending);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}
