/**
 * A pool of worker threads for the CPU-heavy steps on untrusted input (tasks.ts), so the event loop that
 * serves every other request stays free. Each job has a time budget (its worker is terminated when it runs
 * over), each worker a heap cap, and the process a memory budget (memoryGuard.ts). Workers are reused, and
 * end themselves when idle; at most `maxQueue` jobs wait.
 *
 * The worker runs the built JavaScript (dist/compute/computeWorker.js); the same path is found from the
 * sources (tests) and from the build, so tests build the server first (vitest global setup).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TaskReply, TaskRequest } from './computeWorker.js';
import { guardMemory } from './memoryGuard.js';
import type { TaskInput, TaskName, TaskOutput } from './tasks.js';

/** From src/compute/pool.ts and from dist/compute/pool.js alike: packages/server/dist/compute/. */
const WORKER_FILE = fileURLToPath(new URL('../../dist/compute/computeWorker.js', import.meta.url));

export type WorkFailure = 'timeout' | 'memory' | 'crashed' | 'failed' | 'busy';

/** Why a job did not produce its value; callers turn it into a sentence for the person who sent the input. */
export class WorkError extends Error {
  override readonly name = 'WorkError';
  constructor(
    readonly reason: WorkFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface WorkPoolOptions {
  /** Threads working at once (default 2). */
  size?: number;
  /** Default time budget per job. */
  timeoutMs?: number;
  /** Heap cap per worker thread. */
  heapMb?: number;
  /** Jobs that may wait for a thread; more → WorkError('busy'). */
  maxQueue?: number;
  /** An idle thread ends after this long. */
  idleMs?: number;
  /** Idle threads kept however long they wait (warm, so a first chat pays no start-up); default 0. */
  keepWarm?: number;
}

export interface RunOptions {
  timeoutMs?: number;
}

export interface WorkPool {
  run<T extends TaskName>(task: T, input: TaskInput<T>, options?: RunOptions): Promise<TaskOutput<T>>;
  /**
   * Starts the threads kept warm (keepWarm) and has each load and exercise the text analysis once, so the first
   * bot a visitor chats with pays neither a thread's start nor cold code. Resolves when they are ready.
   */
  warm(): Promise<void>;
  /** Threads alive now, idle or working. */
  readonly threads: number;
  /** Ends every thread; waiting and running jobs fail. */
  close(): Promise<void>;
}

interface Job {
  request: TaskRequest;
  timeoutMs: number;
  resolve(value: unknown): void;
  reject(error: WorkError): void;
}

export function createWorkPool(options: WorkPoolOptions = {}): WorkPool {
  const size = Math.max(1, options.size ?? 2);
  const defaultTimeout = options.timeoutMs ?? 20_000;
  const heapMb = options.heapMb ?? 256;
  const maxQueue = options.maxQueue ?? 256;
  const idleMs = options.idleMs ?? 30_000;
  const keepWarm = Math.min(size, Math.max(0, options.keepWarm ?? 0));

  const idle: Worker[] = [];
  const idleTimers = new Map<Worker, NodeJS.Timeout>();
  const busy = new Set<Worker>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let warming: Promise<void> | undefined;

  const spawn = (): Worker => {
    if (!existsSync(WORKER_FILE)) {
      throw new WorkError('crashed', `The compute worker is not built (${WORKER_FILE}): run npm run build.`);
    }
    return new Worker(WORKER_FILE, {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
  };

  const park = (worker: Worker) => {
    worker.unref();
    idle.push(worker);
    // the first `keepWarm` idle threads stay; the others end after idleMs
    if (idle.length <= keepWarm) return;
    const timer = setTimeout(() => {
      idleTimers.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      void worker.terminate();
    }, idleMs);
    timer.unref();
    idleTimers.set(worker, timer);
  };

  const pump = () => {
    while (!closed && queue.length > 0 && busy.size < size) {
      const job = queue.shift() as Job;
      let worker = idle.pop();
      if (worker) {
        clearTimeout(idleTimers.get(worker));
        idleTimers.delete(worker);
      } else {
        try {
          worker = spawn();
        } catch (error) {
          job.reject(error instanceof WorkError ? error : new WorkError('crashed', String(error)));
          continue;
        }
      }
      start(worker, job);
    }
  };

  const start = (worker: Worker, job: Job) => {
    busy.add(worker);
    worker.ref();
    let settled = false;
    const finish = (outcome: { value: unknown } | WorkError, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      releaseGuard();
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      busy.delete(worker);
      if (reusable && !closed) park(worker);
      else void worker.terminate();
      if (outcome instanceof WorkError) job.reject(outcome);
      else job.resolve(outcome.value);
      pump();
    };
    const timer = setTimeout(
      () => finish(new WorkError('timeout', `${job.request.task} ran over ${job.timeoutMs} ms`), false),
      job.timeoutMs,
    );
    const releaseGuard = guardMemory(() =>
      finish(new WorkError('memory', `${job.request.task} went over the memory budget`), false),
    );
    const onMessage = (reply: TaskReply) => {
      if (reply?.id !== job.request.id) return;
      if (reply.ok) finish({ value: reply.value }, true);
      else finish(new WorkError('failed', reply.error), true);
    };
    const onError = (error: Error & { code?: string }) =>
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new WorkError('memory', `${job.request.task} ran out of memory`)
          : new WorkError('crashed', `${job.request.task} crashed: ${error.message}`),
        false,
      );
    const onExit = () => finish(new WorkError('crashed', `${job.request.task}: the worker ended`), false);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // The worker's output is not the log's business.
    worker.stdout.resume();
    worker.stderr.resume();
    worker.postMessage(job.request);
  };

  const run: WorkPool['run'] = (task, input, runOptions = {}) =>
    new Promise((resolve, reject) => {
      if (closed) return reject(new WorkError('busy', 'the server is shutting down'));
      if (queue.length >= maxQueue) return reject(new WorkError('busy', 'too many jobs are waiting'));
      queue.push({
        request: { id: nextId++, task, input },
        timeoutMs: runOptions.timeoutMs ?? defaultTimeout,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      pump();
    });

  return {
    run,
    get threads() {
      return idle.length + busy.size;
    },
    warm() {
      warming ??= Promise.all(
        Array.from({ length: Math.max(0, keepWarm - idle.length - busy.size) }, () =>
          run('warmUp', null).catch(() => {}),
        ),
      ).then(() => {});
      return warming;
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new WorkError('busy', 'the server is shutting down'));
      for (const timer of idleTimers.values()) clearTimeout(timer);
      idleTimers.clear();
      await Promise.all([...idle.splice(0), ...busy].map((w) => w.terminate()));
    },
  };
}
