import { CHAT_MODEL } from '@botfolio/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGemini } from '../test/fakes/gemini.js';
import type { FakeModelServer } from '../test/fakes/modelFakeServer.js';
import { answerRequest, collect, contractPrompt, providerContract } from '../test/providerContract.js';
import { ModelNotFoundError } from './errors.js';
import { geminiProvider } from './geminiProvider.js';

const KEY = 'test-gemini-key-123';
let fake: FakeModelServer;

beforeAll(async () => {
  fake = await startFakeGemini({ apiKey: KEY, reply: 'Jane writes TypeScript every day.' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.requests.length = 0;
});

const prompt = contractPrompt;
const request = answerRequest;

const provider = ({ timeoutMs = 2000, apiKey = KEY }: { timeoutMs?: number; apiKey?: string } = {}) =>
  geminiProvider({ apiKey, model: CHAT_MODEL, baseUrl: fake.url, timeoutMs, maxOutputTokens: 321 });

providerContract('geminiProvider', () => fake, provider);

describe('geminiProvider', () => {
  it('asks for at most the configured number of tokens (generationConfig.maxOutputTokens)', async () => {
    await collect(provider().streamAnswer(request()));
    const body = fake.requests[0]?.body as { generationConfig?: { maxOutputTokens?: number } } | undefined;
    expect(body?.generationConfig?.maxOutputTokens).toBe(321);
  });

  it('streams the answer piece by piece from :streamGenerateContent with the key and the prompt', async () => {
    const pieces = await collect(provider().streamAnswer(request()));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Jane writes TypeScript every day.');
    const [received] = fake.requests;
    expect(received?.path).toBe(`/v1beta/models/${CHAT_MODEL}:streamGenerateContent?alt=sse`);
    expect(received?.headers['x-goog-api-key']).toBe(KEY);
    expect(received?.prompt).toContain(prompt.system);
    expect(received?.prompt).toContain('What does Jane write?');
  });

  it('summarises with :generateContent', async () => {
    const summary = await provider().summarize({
      text: 'x',
      fullText: 'x',
      prompt,
      signal: new AbortController().signal,
      extractive: async () => 'x',
    });
    expect(summary).toBe('Jane writes TypeScript every day.');
    expect(fake.requests[0]?.path).toBe(`/v1beta/models/${CHAT_MODEL}:generateContent`);
  });

  it("turns a retired model (404 from Google) into ModelNotFoundError naming GEMINI_MODEL and Google's words", async () => {
    const retired = geminiProvider({ apiKey: KEY, model: 'gemini-1.5-flash', baseUrl: fake.url, timeoutMs: 2000 });
    const error = await collect(retired.streamAnswer(request())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelNotFoundError);
    expect(error).toMatchObject({
      statusCode: 502,
      setting: 'GEMINI_MODEL',
      model: 'gemini-1.5-flash',
      upstreamMessage: expect.stringContaining('models/gemini-1.5-flash is not found for API version v1beta'),
    });
  });
});
