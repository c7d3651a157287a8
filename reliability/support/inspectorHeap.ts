/**
 * Reads a child process's V8 heap after a full garbage collection, through the inspector protocol
 * (the child runs with `--inspect=127.0.0.1:0` and prints its WebSocket URL on stderr). RSS alone cannot
 * tell a leak from heap V8 has grown into and not yet returned; live heap after GC can.
 */
import { WebSocket } from 'undici';

/** The inspector's WebSocket URL from the process output (`Debugger listening on ws://…`). */
export function inspectorUrl(output: string): string {
  const match = /Debugger listening on (ws:\/\/\S+)/.exec(output);
  if (!match?.[1]) throw new Error(`no inspector URL in the server output:\n${output.slice(0, 500)}`);
  return match[1];
}

/** Forces a full GC in the inspected process, then returns its `process.memoryUsage().heapUsed` in bytes. */
export async function heapUsedAfterGc(url: string): Promise<number> {
  const ws = new WebSocket(url);
  const pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id !== undefined) pending.get(message.id)?.(message);
  });
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve(), { once: true });
    ws.addEventListener('error', () => reject(new Error(`could not connect to the inspector at ${url}`)), {
      once: true,
    });
  });
  let nextId = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, (message) =>
        message.error ? reject(new Error(message.error.message)) : resolve(message.result),
      );
      ws.send(JSON.stringify({ id: nextId, method, params }));
    });
  try {
    // twice: the first pass can leave objects that only die once their finalizers ran
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const result = (await call('Runtime.evaluate', {
      expression: 'process.memoryUsage().heapUsed',
      returnByValue: true,
    })) as { result: { value: number } };
    return result.result.value;
  } finally {
    ws.close();
  }
}
