import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGemini } from '../test/fakes/gemini.js';
import type { FakeModelServer } from '../test/fakes/modelFakeServer.js';
import { checkModel } from './checkModel.js';

describe('npm run check:model', () => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeGemini({ apiKey: 'good-key', reply: 'OK, I am here.' });
  });
  afterAll(() => fake.close());
  const gemini = (env: Record<string, string>) => ({ GEMINI_API_KEY: 'good-key', GEMINI_BASE_URL: fake.url, ...env });

  it('says ok with the provider, the default model and the first token time', async () => {
    const result = await checkModel(gemini({}));
    expect(result).toEqual({
      ok: true,
      line: expect.stringMatching(/^ok: gemini gemini-flash-latest, first token in \d+ ms$/),
    });
  });

  it('names the unknown model and quotes Google', async () => {
    const result = await checkModel(gemini({ GEMINI_MODEL: 'gemini-1.5-flash' }));
    expect(result.ok).toBe(false);
    expect(result.line).toMatch(
      /^gemini gemini-1\.5-flash: unknown model: GEMINI_MODEL=gemini-1\.5-flash — models\/gemini-1\.5-flash is not found/,
    );
  });

  it('says the key was refused', async () => {
    const result = await checkModel(gemini({ GEMINI_API_KEY: 'wrong-key' }));
    expect(result).toEqual({
      ok: false,
      line: "gemini gemini-flash-latest: bad key: the model's server refused GEMINI_API_KEY",
    });
  });

  it('says when nothing answers at the base URL', async () => {
    const result = await checkModel(gemini({ GEMINI_BASE_URL: 'http://127.0.0.1:1' }));
    expect(result).toEqual({
      ok: false,
      line: 'gemini gemini-flash-latest: unreachable: nothing answered at GEMINI_BASE_URL',
    });
  });

  it('says when the model never answers', async () => {
    fake.mode = 'timeout';
    try {
      const result = await checkModel(gemini({ LLM_TIMEOUT_MS: '300' }));
      expect(result).toEqual({
        ok: false,
        line: 'gemini gemini-flash-latest: timeout: no answer within 300 ms (LLM_TIMEOUT_MS)',
      });
    } finally {
      fake.mode = 'normal';
    }
  });

  it('says what is missing without a key', async () => {
    expect(await checkModel({ LLM_PROVIDER: 'gemini' })).toEqual({
      ok: false,
      line: 'not configured: LLM_PROVIDER=gemini needs GEMINI_API_KEY.',
    });
  });

  it('is ok offline and says so', async () => {
    expect((await checkModel({})).line).toMatch(/^ok: offline/);
  });
});
