/**
 * Entry of a compute worker thread: runs one task of tasks.ts per message and answers with its value or
 * the error's name and message. Nothing a task throws, and no message however malformed, can end the
 * thread other than by the pool's own terminate().
 */
import { parentPort } from 'node:worker_threads';
import { TASKS, type TaskName } from './tasks.js';

export interface TaskRequest {
  id: number;
  task: TaskName;
  input: unknown;
}
export type TaskReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

const port = parentPort;
if (port) {
  port.on('message', (message: TaskRequest) => {
    const id = typeof message?.id === 'number' ? message.id : -1;
    let reply: TaskReply;
    try {
      const run = Object.hasOwn(TASKS, message.task) ? TASKS[message.task] : undefined;
      if (!run) throw new Error(`unknown task ${String(message?.task)}`);
      reply = { id, ok: true, value: (run as (input: unknown) => unknown)(message.input) };
    } catch (error) {
      reply = { id, ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
    port.postMessage(reply);
  });
  // A message that cannot be deserialised is dropped; the pool's time budget answers its caller.
  port.on('messageerror', () => {});
}
