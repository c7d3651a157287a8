/** An AbortSignal that fires when the caller aborts or when the model stays silent for too long. */
import { AnswerAbortedError, ModelUnavailableError } from './errors.js';

export interface Deadline {
  readonly signal: AbortSignal;
  /** Restarts the idle timer (call on every piece received). */
  touch(): void;
  /** Maps an error thrown by the I/O to AnswerAbortedError or ModelUnavailableError. */
  translate(error: unknown): Error;
  /** Clears the timer and aborts whatever I/O is still running (the consumer stopped listening). */
  dispose(): void;
}

/**
 * An idle timeout and a total one: a model that never answers (or stalls mid-way) is cut after
 * `timeoutMs` of silence, and one that keeps streaming forever after `totalMs` in all. The timers are
 * always cleared, so nothing keeps the process alive after the call.
 */
export function createDeadline(
  callerSignal: AbortSignal | undefined,
  timeoutMs: number,
  totalMs: number = Number.POSITIVE_INFINITY,
): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  let timeoutMessage = `No answer within ${timeoutMs} ms.`;
  let timer: NodeJS.Timeout | undefined;
  const total = Number.isFinite(totalMs)
    ? setTimeout(() => {
        timedOut = true;
        timeoutMessage = `The answer took longer than ${totalMs} ms in all.`;
        controller.abort();
      }, totalMs)
    : undefined;
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  const onAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', onAbort, { once: true });
  arm();
  return {
    signal: controller.signal,
    touch: () => {
      if (!controller.signal.aborted) arm();
    },
    translate: (error) => {
      if (error instanceof AnswerAbortedError || error instanceof ModelUnavailableError) return error;
      if (callerSignal?.aborted && !timedOut) return new AnswerAbortedError();
      return new ModelUnavailableError({ cause: timedOut ? new Error(timeoutMessage) : error });
    },
    dispose: () => {
      if (timer) clearTimeout(timer);
      clearTimeout(total);
      callerSignal?.removeEventListener('abort', onAbort);
      if (!controller.signal.aborted) controller.abort();
    },
  };
}
