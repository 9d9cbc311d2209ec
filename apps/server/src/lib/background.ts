import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for (a mail after the reply). Each task is logged if
 * it fails; `settle` waits for those under way, so closing the server does not drop a mail and a
 * test can wait for what a request set going.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  settle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const done: Promise<unknown> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error) => log.error({ err: error }, `${name} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
