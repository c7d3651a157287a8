/**
 * Decorates `work`: the worker-thread pool for CPU-heavy steps on untrusted input (compute/pool.ts), with
 * the process's memory budget from the config. The pool and the PDF reader processes (ingest/pdf.ts) end
 * with the app.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setMemoryBudget } from '../compute/memoryGuard.js';
import { createWorkPool, type WorkPool } from '../compute/pool.js';
import { closePdfReaders } from '../ingest/pdf.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker threads for CPU-heavy work on untrusted input. */
    work: WorkPool;
  }
}

export const workPlugin = fp(
  async (app: FastifyInstance) => {
    setMemoryBudget(app.config.memoryBudgetMb * 1024 * 1024);
    // one thread stays warm, so the first chat of a bot pays only for its own index
    const work = createWorkPool({ timeoutMs: app.config.workTimeoutMs, keepWarm: 1 });
    app.decorate('work', work);
    // warmed once the server listens (tests that only inject requests start no thread they do not use)
    app.addHook('onListen', async () => {
      void work.warm();
    });
    app.addHook('onClose', async () => {
      await work.close();
      closePdfReaders();
    });
  },
  { name: 'botfolio-work', fastify: '5.x' },
);
