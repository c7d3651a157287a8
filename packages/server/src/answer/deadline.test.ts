import { describe, expect, it } from 'vitest';
import { createDeadline } from './deadline.js';
import { AnswerAbortedError, ModelUnavailableError } from './errors.js';

describe('createDeadline', () => {
  it('cuts a model that keeps streaming past the total limit, even though it is never silent', async () => {
    const deadline = createDeadline(undefined, 1000, 120);
    const keepAlive = setInterval(() => deadline.touch(), 10);
    try {
      await new Promise((resolve) => deadline.signal.addEventListener('abort', resolve, { once: true }));
    } finally {
      clearInterval(keepAlive);
      deadline.dispose();
    }
    const error = deadline.translate(new Error('aborted'));
    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect(String((error as Error).cause)).toMatch(/longer than 120 ms in all/);
  });

  it('cuts a silent model after the idle timeout, and a caller hang-up is an abort, not a failure', async () => {
    const silent = createDeadline(undefined, 30);
    await new Promise((resolve) => silent.signal.addEventListener('abort', resolve, { once: true }));
    expect(String((silent.translate(new Error('x')) as Error).cause)).toMatch(/No answer within 30 ms/);
    silent.dispose();

    const caller = new AbortController();
    const hungUp = createDeadline(caller.signal, 1000, 5000);
    caller.abort();
    expect(hungUp.signal.aborted).toBe(true);
    expect(hungUp.translate(new Error('x'))).toBeInstanceOf(AnswerAbortedError);
    hungUp.dispose();
  });
});
