/**
 * The policy every model provider shares, written once: an idle and a total time limit per call, the
 * caller's hang-up aborting the request, and every failure turned into AnswerAbortedError,
 * ModelNotFoundError or ModelUnavailableError. A provider only supplies the I/O (ModelIo).
 */
import type { BuiltPrompt } from '@botfolio/core';
import type { LlmProvider } from '../config.js';
import { createDeadline } from './deadline.js';
import type { ModelNotFoundError } from './errors.js';
import type { AnswerProvider } from './provider.js';

export interface ModelIo {
  /** The answer's pieces as the service sends them; '' marks activity without text (a keep-alive frame). */
  stream(prompt: BuiltPrompt, signal: AbortSignal): AsyncIterable<string>;
  /** One whole completion (summaries). */
  complete(prompt: BuiltPrompt, signal: AbortSignal): Promise<string>;
  /** The error as a ModelNotFoundError when it says the configured model does not exist. */
  missingModel?(error: unknown): ModelNotFoundError | null;
}

export interface ModelLimits {
  /** The longest silence. */
  timeoutMs: number;
  /** The longest one call may take in all. */
  totalTimeoutMs?: number;
}

export function createModelProvider(name: LlmProvider, io: ModelIo, limits: ModelLimits): AnswerProvider {
  const run = async <T>(signal: AbortSignal, call: (deadline: ReturnType<typeof createDeadline>) => Promise<T>) => {
    const deadline = createDeadline(signal, limits.timeoutMs, limits.totalTimeoutMs);
    try {
      return await call(deadline);
    } catch (error) {
      throw io.missingModel?.(error) ?? deadline.translate(error);
    } finally {
      deadline.dispose();
    }
  };
  return {
    name,
    async *streamAnswer({ prompt, signal }) {
      const deadline = createDeadline(signal, limits.timeoutMs, limits.totalTimeoutMs);
      try {
        for await (const piece of io.stream(prompt, deadline.signal)) {
          deadline.touch();
          if (piece) yield piece;
        }
      } catch (error) {
        throw io.missingModel?.(error) ?? deadline.translate(error);
      } finally {
        deadline.dispose();
      }
    },
    summarize: ({ prompt, signal }) => run(signal, (deadline) => io.complete(prompt, deadline.signal)),
  };
}
