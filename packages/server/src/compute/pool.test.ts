import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryBudget, setMemoryBudget } from './memoryGuard.js';
import { createWorkPool, WorkError, type WorkPool } from './pool.js';

const pools: WorkPool[] = [];
function pool(options: Parameters<typeof createWorkPool>[0] = {}): WorkPool {
  const created = createWorkPool(options);
  pools.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

async function failure(promise: Promise<unknown>): Promise<WorkError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WorkError);
  return error as WorkError;
}

const nested = (depth: number) =>
  `<html><body>${'<div>'.repeat(depth)}deep text${'</div>'.repeat(depth)}</body></html>`;

describe('the work pool', () => {
  it('runs a task in a worker thread and reuses the thread', async () => {
    const work = pool({ size: 1 });
    const page = await work.run(
      'htmlToText',
      '<html><head><title>T</title></head><body><p>Hello there.</p></body></html>',
    );
    expect(page.text).toBe('Hello there.');
    expect(await work.run('chunk', 'One. Two.')).toEqual(['One. Two.']);
  });

  it('keeps `keepWarm` threads past their idle time, warmed once; the others end when idle', async () => {
    const warm = pool({ size: 2, keepWarm: 1, idleMs: 20 });
    const cold = pool({ size: 2, idleMs: 20 });
    await warm.warm();
    await warm.warm(); // once is enough: the same promise
    expect(warm.threads).toBe(1);
    await Promise.all([warm.run('chunk', 'One. Two.'), warm.run('chunk', 'Three.'), cold.run('chunk', 'Four.')]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warm.threads).toBe(1);
    expect(cold.threads).toBe(0);
    expect(await warm.run('retrieval', 'Ada studied mathematics. She wrote notes.')).toMatchObject({
      chunks: ['Ada studied mathematics. She wrote notes.'],
    });
  });

  it('reads a page nested 100,000 levels deep (Readability is skipped, the walk is iterative)', async () => {
    const page = await pool().run('htmlToText', nested(100_000), { timeoutMs: 20_000 });
    expect(page.text).toBe('deep text');
  });

  it('stops a job that runs over its time budget, and the next job still runs', async () => {
    const work = pool({ size: 1 });
    const slow = await failure(work.run('summarize', 'word. '.repeat(300_000), { timeoutMs: 5 }));
    expect(slow.reason).toBe('timeout');
    expect(await work.run('chunk', 'Still here.')).toEqual(['Still here.']);
  });

  it('turns a worker that runs out of heap into a "memory" failure, not a crash', async () => {
    const work = pool({ size: 1, heapMb: 48 });
    const error = await failure(work.run('htmlToText', `<body>${'<p>paragraph</p>'.repeat(400_000)}</body>`));
    expect(['memory', 'crashed']).toContain(error.reason);
    expect(await work.run('chunk', 'Alive.')).toEqual(['Alive.']);
  });

  it('stops running jobs when the process goes over its memory budget', async () => {
    const before = memoryBudget();
    setMemoryBudget(1);
    try {
      const error = await failure(pool().run('htmlToText', nested(50_000), { timeoutMs: 20_000 }));
      expect(error.reason).toBe('memory');
    } finally {
      setMemoryBudget(before);
    }
  });

  it('refuses work beyond its queue with "busy"', async () => {
    const work = pool({ size: 1, maxQueue: 1 });
    const first = work.run('htmlToText', nested(20_000));
    const second = work.run('chunk', 'queued.');
    const third = await failure(work.run('chunk', 'too many.'));
    expect(third.reason).toBe('busy');
    await Promise.all([first, second]);
  });
});

describe('the compute worker', () => {
  it('answers malformed messages with an error and keeps working', async () => {
    const worker = new Worker(fileURLToPath(new URL('../../dist/compute/computeWorker.js', import.meta.url)));
    const replies: unknown[] = [];
    const next = () => new Promise((resolve) => worker.once('message', resolve));
    try {
      for (const message of [null, 42, { id: 1, task: '__proto__' }, { id: 2, task: 'constructor', input: 1 }]) {
        worker.postMessage(message);
        replies.push(await next());
      }
      worker.postMessage({ id: 3, task: 'chunk', input: 'Fine.' });
      replies.push(await next());
    } finally {
      await worker.terminate();
    }
    expect(replies.slice(0, 4)).toEqual([
      expect.objectContaining({ ok: false }),
      expect.objectContaining({ ok: false }),
      expect.objectContaining({ id: 1, ok: false }),
      expect.objectContaining({ id: 2, ok: false }),
    ]);
    expect(replies[4]).toEqual({ id: 3, ok: true, value: ['Fine.'] });
  });
});
