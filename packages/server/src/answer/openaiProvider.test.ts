import { buildPrompt } from '@botfolio/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeModelServer } from '../test/fakes/modelFakeServer.js';
import { startFakeOpenAi } from '../test/fakes/openai.js';
import { collect, providerContract } from '../test/providerContract.js';
import { completionsUrl, openaiProvider } from './openaiProvider.js';
import type { ProviderAnswerRequest } from './provider.js';

const KEY = 'sk-local-test';
let fake: FakeModelServer;

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY, reply: 'Ollama says: Jane writes Go and TypeScript.' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.requests.length = 0;
});

const prompt = buildPrompt({ botName: 'Jane', question: 'Which languages?', passages: ['Jane writes Go.'] });
const request = (signal: AbortSignal = new AbortController().signal): ProviderAnswerRequest => ({
  question: 'Which languages?',
  history: [],
  prompt,
  passages: [],
  signal,
});

const provider = (options: { timeoutMs?: number; apiKey?: string; baseUrl?: string } = {}) =>
  openaiProvider({
    baseUrl: options.baseUrl ?? fake.url,
    apiKey: options.apiKey ?? KEY,
    model: 'llama3.1',
    timeoutMs: options.timeoutMs ?? 2000,
    maxOutputTokens: 321,
  });

providerContract('openaiProvider', () => fake, provider);

describe('openaiProvider', () => {
  it('asks for at most the configured number of tokens (max_tokens)', async () => {
    await collect(provider().streamAnswer(request()));
    expect((fake.requests[0]?.body as { max_tokens?: number } | undefined)?.max_tokens).toBe(321);
  });

  it('accepts a base URL with or without /v1', () => {
    expect(completionsUrl('http://127.0.0.1:11434')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(completionsUrl('http://127.0.0.1:11434/v1/')).toBe('http://127.0.0.1:11434/v1/chat/completions');
  });

  it('streams the deltas with a bearer key, a system and a user message', async () => {
    const pieces = await collect(provider({ baseUrl: `${fake.url}/v1` }).streamAnswer(request()));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Ollama says: Jane writes Go and TypeScript.');
    const body = fake.requests[0]?.body as {
      stream: boolean;
      model: string;
      messages: Array<{ role: string; content: string }>;
    };
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(body.stream).toBe(true);
    expect(body.model).toBe('llama3.1');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[1]?.content).toContain('Which languages?');
  });

  it('takes a whole JSON completion from a server that ignores stream: true', async () => {
    const plain = await startFakeOpenAi({ reply: 'One piece.', ignoresStream: true });
    try {
      const pieces = await collect(
        openaiProvider({ baseUrl: plain.url, model: 'm', timeoutMs: 2000 }).streamAnswer(request()),
      );
      expect(pieces).toEqual(['One piece.']);
      expect(plain.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('summarises with a non-streamed completion', async () => {
    const summary = await provider().summarize({
      text: 'x',
      fullText: 'x',
      prompt,
      signal: new AbortController().signal,
      extractive: async () => 'x',
    });
    expect(summary).toBe('Ollama says: Jane writes Go and TypeScript.');
    expect(fake.requests[0]?.stream).toBe(false);
  });
});
