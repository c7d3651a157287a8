import { STRINGS } from '@botfolio/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_ERRORS } from '../messages.js';
import { startYoutubeFake, type YoutubeFake } from '../test/fakes/youtube.js';
import { buildTestApp, signUp, type TestApp } from '../test/helpers.js';

const cues = ['Hi everyone, welcome to the channel.', 'Today: tides, turbines & batteries.'];

let fake: YoutubeFake;
let t: TestApp;
let token: string;
beforeAll(async () => {
  fake = await startYoutubeFake({
    dQw4w9WgXcQ: { tracks: [{ languageCode: 'en', kind: 'asr', name: 'English (auto-generated)', cues }] },
    noCaption_1: {},
    botChecked1: { status: 'LOGIN_REQUIRED', reason: 'Sign in to confirm you’re not a bot' },
    garbage0001: { garbage: 'player-html' },
    slowSlow001: { tracks: [{ languageCode: 'en', name: 'English', cues }], slowMs: 3000 },
  });
  t = await buildTestApp({ YOUTUBE_BASE_URL: fake.baseUrl, FETCH_TIMEOUT_MS: '300' });
  token = (await signUp(t.app)).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const transcript = (app: FastifyInstance, payload: unknown, auth: string | null = token) =>
  app.inject({
    method: 'POST',
    url: '/api/youtube/get-transcript',
    headers: auth ? { authorization: auth } : {},
    payload: payload as object,
  });

describe('POST /api/youtube/get-transcript', () => {
  it('answers the transcript as plain text', async () => {
    const res = await transcript(t.app, { videoId: 'dQw4w9WgXcQ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, transcript: cues.join(' ') });
  });

  it('accepts a whole link too', async () => {
    const res = await transcript(t.app, { videoId: 'https://youtu.be/dQw4w9WgXcQ?t=42' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    {},
    { videoId: '' },
    { videoId: 'short' },
    { videoId: 'dQw4w9WgXcQx' },
    { videoId: 'dQw4w9WgX!Q' },
    { videoId: 12345678901 },
    { videoId: 'https://vimeo.com/12345678' },
  ])('refuses %j with 400 before calling YouTube', async (payload) => {
    const before = fake.requests.length;
    const res = await transcript(t.app, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: INGEST_ERRORS.badVideoId });
    expect(fake.requests.length).toBe(before);
  });

  it('needs a token', async () => {
    expect((await transcript(t.app, { videoId: 'dQw4w9WgXcQ' }, null)).statusCode).toBe(401);
  });

  it.each([
    ['noCaption_1', 404, STRINGS.transcriptNotFound],
    ['botChecked1', 502, INGEST_ERRORS.youtubeBlocked],
    ['garbage0001', 502, INGEST_ERRORS.youtubeUnexpected],
    ['slowSlow001', 504, INGEST_ERRORS.youtubeTimeout],
  ])('answers %s with %i and a sentence, and stays healthy', async (videoId, status, message) => {
    const res = await transcript(t.app, { videoId });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, error: message });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
