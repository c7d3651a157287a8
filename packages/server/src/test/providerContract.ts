/**
 * What every model provider must do, whatever its wire protocol (the policy createModelProvider holds):
 * upstream failures and garbage become ModelUnavailableError, a refused key too, silence is cut after the
 * timeout, and a caller that leaves aborts the upstream call. Each provider's test runs it against its fake.
 */
import { type BuiltPrompt, buildPrompt } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { AnswerAbortedError, ModelUnavailableError } from '../answer/errors.js';
import type { AnswerProvider, ProviderAnswerRequest } from '../answer/provider.js';
import type { FakeModelServer } from './fakes/modelFakeServer.js';

export const contractPrompt: BuiltPrompt = buildPrompt({
  botName: 'Jane',
  question: 'What does Jane write?',
  passages: ['Jane writes TypeScript.'],
});

export const answerRequest = (signal: AbortSignal = new AbortController().signal): ProviderAnswerRequest => ({
  question: 'What does Jane write?',
  history: [],
  prompt: contractPrompt,
  passages: [],
  signal,
});

export const summaryRequest = () => ({
  text: 'x',
  fullText: 'x',
  prompt: contractPrompt,
  signal: new AbortController().signal,
  extractive: async () => 'x',
});

export async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of iterable) out.push(piece);
  return out;
}

export function providerContract(
  name: string,
  fake: () => FakeModelServer,
  provider: (options?: { timeoutMs?: number; apiKey?: string }) => AnswerProvider,
): void {
  describe(`${name}: the provider contract`, () => {
    it.each(['failing', 'garbage'] as const)('turns a %s upstream into ModelUnavailableError', async (mode) => {
      fake().mode = mode;
      await expect(collect(provider().streamAnswer(answerRequest()))).rejects.toBeInstanceOf(ModelUnavailableError);
      await expect(provider().summarize(summaryRequest())).rejects.toBeInstanceOf(ModelUnavailableError);
    });

    it('rejects a wrong key as unavailable, not as a crash', async () => {
      await expect(collect(provider({ apiKey: 'wrong-key' }).streamAnswer(answerRequest()))).rejects.toBeInstanceOf(
        ModelUnavailableError,
      );
    });

    it('gives up on a model that never answers after the timeout', async () => {
      fake().mode = 'timeout';
      const started = Date.now();
      await expect(collect(provider({ timeoutMs: 300 }).streamAnswer(answerRequest()))).rejects.toBeInstanceOf(
        ModelUnavailableError,
      );
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('aborts the upstream call when the caller aborts mid-stream', async () => {
      fake().mode = 'slow';
      fake().tokenDelayMs = 100;
      const controller = new AbortController();
      const aborted = fake().nextAbort();
      const pieces: string[] = [];
      await expect(
        (async () => {
          for await (const piece of provider().streamAnswer(answerRequest(controller.signal))) {
            pieces.push(piece);
            controller.abort();
          }
        })(),
      ).rejects.toBeInstanceOf(AnswerAbortedError);
      await aborted;
      expect(pieces).toHaveLength(1);
      expect(fake().abortedResponses).toBeGreaterThan(0);
    });
  });
}
