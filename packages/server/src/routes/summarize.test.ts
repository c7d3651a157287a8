import { STRINGS } from '@botfolio/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_ERRORS } from '../messages.js';
import { startFakeGemini } from '../test/fakes/gemini.js';
import type { FakeModelServer } from '../test/fakes/modelFakeServer.js';
import { buildTestApp, signUp, type TestApp } from '../test/helpers.js';

const ARTICLE = [
  'Tidal turbines were installed in the harbour of Port Ellery in 2024.',
  'The harbour cold store used to run on diesel generators all year.',
  'Three turbines of 50 kW each delivered an average capacity factor of 31 percent.',
  'A battery bank of 800 kWh covered every slack tide.',
  'The cold store ran without diesel for 290 days of the year.',
  'Biofouling was the main maintenance cost, with divers cleaning the blades every six weeks.',
  'Output fell by 9 percent in the weeks before each cleaning.',
  'Winter storms caused two outages, the longest lasting 36 hours.',
  'A cheaper anti-fouling coating could extend the cleaning interval to ten weeks.',
  'Future work will test a vertical-axis turbine.',
].join(' ');

const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

const summarize = (app: FastifyInstance, token: string | null, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/summarize',
    headers: token ? { authorization: token } : {},
    payload: payload as object,
  });

describe('POST /api/summarize (offline answerer)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ CHAT_RATE_LIMIT: '30' });
    token = (await signUp(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a summary of 3–6 sentences taken from the text, shorter than it', async () => {
    const res = await summarize(t.app, token, { text: ARTICLE });
    expect(res.statusCode).toBe(200);
    const { success, summary } = res.json() as { success: boolean; summary: string };
    expect(success).toBe(true);
    expect(summary.length).toBeLessThan(ARTICLE.length);
    expect(sentenceCount(summary)).toBeGreaterThanOrEqual(3);
    expect(sentenceCount(summary)).toBeLessThanOrEqual(6);
    for (const sentence of summary.split(/(?<=[.!?])\s+/)) expect(ARTICLE).toContain(sentence);
  });

  it('never answers more than a short text', async () => {
    const text = 'Only one sentence here.';
    const res = await summarize(t.app, token, { text });
    expect((res.json() as { summary: string }).summary.length).toBeLessThanOrEqual(text.length);
  });

  it('summarizes a long text (a whole book) without a 413', async () => {
    const book = Array.from(
      { length: 4000 },
      (_, i) => `Chapter line ${i} tells of harbours, tides and turbines.`,
    ).join(' ');
    const res = await summarize(t.app, token, { text: book });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { summary: string }).summary.length).toBeLessThan(book.length);
  });

  it.each([{ text: '' }, { text: '   \n ' }, {}, { text: 42 }])('refuses %j with 400', async (payload) => {
    const res = await summarize(t.app, token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: INGEST_ERRORS.emptyText });
  });

  it('needs a token', async () => {
    expect((await summarize(t.app, null, { text: ARTICLE })).statusCode).toBe(401);
  });
});

describe('POST /api/summarize rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CHAT_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows CHAT_RATE_LIMIT summaries a minute per IP, then answers 429 with a sentence', async () => {
    const { token } = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await summarize(t.app, token, { text: ARTICLE })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await summarize(t.app, token, { text: ARTICLE });
    expect(limited.json()).toMatchObject({ success: false });
    expect((limited.json() as { error: string }).error).not.toBe(STRINGS.answerError);
    expect((limited.json() as { error: string }).error).toMatch(/\.$/);
  });
});

describe('POST /api/summarize with a model (Gemini on loopback)', () => {
  const MODEL_SUMMARY =
    'Port Ellery replaced diesel with three tidal turbines. A battery covered slack tides. Cleaning was the main cost.';
  let gemini: FakeModelServer;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    gemini = await startFakeGemini({ reply: MODEL_SUMMARY });
    t = await buildTestApp({
      LLM_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'test-key',
      GEMINI_BASE_URL: gemini.url,
      LLM_TIMEOUT_MS: '2000',
    });
    token = (await signUp(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
    await gemini.close();
  });

  it("answers the model's summary, having sent it the text", async () => {
    gemini.mode = 'normal';
    const res = await summarize(t.app, token, { text: ARTICLE });
    expect(res.json()).toEqual({ success: true, summary: MODEL_SUMMARY });
    expect(gemini.requests.at(-1)?.prompt).toContain('800 kWh');
  });

  it('still fills the summary (extractive) when the model fails', async () => {
    gemini.mode = 'failing';
    const res = await summarize(t.app, token, { text: ARTICLE });
    expect(res.statusCode).toBe(200);
    const { summary } = res.json() as { summary: string };
    expect(summary).not.toBe(MODEL_SUMMARY);
    expect(ARTICLE).toContain(summary.split(/(?<=[.!?])\s+/)[0] ?? '');
    expect(sentenceCount(summary)).toBeGreaterThanOrEqual(3);
  });
});
