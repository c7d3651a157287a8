import { STRINGS } from '@botfolio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors.js';
import { INGEST_ERRORS } from '../messages.js';
import { startYoutubeFake, type YoutubeFake } from '../test/fakes/youtube.js';
import { chooseTrack, decodeEntities, fetchTranscript, parseTimedText, trackUrl } from './youtube.js';

const cues = ['Welcome back to the harbour tour.', "Today we'll look at tides & turbines.", 'Thanks for watching!'];
const spoken = cues.join(' ');

let fake: YoutubeFake;
beforeAll(async () => {
  fake = await startYoutubeFake({
    manualEn0001: {
      tracks: [
        { languageCode: 'de', name: 'German', cues: ['Willkommen zurück.'] },
        {
          languageCode: 'en',
          kind: 'asr',
          name: 'English (auto-generated)',
          cues: ['welcome back to the harbour tour'],
        },
        { languageCode: 'en-GB', name: 'English (United Kingdom)', cues },
      ],
    },
    asrOnly00001: { tracks: [{ languageCode: 'en', kind: 'asr', name: 'English (auto-generated)', cues }] },
    frenchOnly01: { tracks: [{ languageCode: 'fr', name: 'French', cues: ['Bonjour à tous, ça va ?'] }] },
    srv3Format01: { tracks: [{ languageCode: 'en', name: 'English', cues, format: 'srv3' }] },
    legacyXml001: { tracks: [{ languageCode: 'en', name: 'English', cues, format: 'legacy' }] },
    noCaptions01: {},
    unplayable01: { status: 'ERROR', reason: 'Video unavailable' },
    privateVid01: { status: 'LOGIN_REQUIRED', reason: 'This video is private' },
    botCheck0001: { status: 'LOGIN_REQUIRED', reason: 'Sign in to confirm you’re not a bot' },
    rateLimit001: { playerStatus: 429 },
    serverErr001: { playerStatus: 500 },
    htmlPlayer01: { garbage: 'player-html' },
    badShape0001: { garbage: 'player-shape' },
    htmlTrack001: { tracks: [{ languageCode: 'en', name: 'English', cues }], garbage: 'track-html' },
    emptyTrack01: { tracks: [{ languageCode: 'en', name: 'English', cues }], garbage: 'track-empty' },
    slowVideo001: { tracks: [{ languageCode: 'en', name: 'English', cues }], slowMs: 2000 },
  });
});
afterAll(async () => {
  await fake.close();
});

const get = (videoId: string, timeoutMs = 5000) => fetchTranscript(videoId, { baseUrl: fake.baseUrl, timeoutMs });

async function failure(videoId: string, timeoutMs?: number): Promise<HttpError> {
  const err = await get(videoId, timeoutMs).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('fetchTranscript against the loopback YouTube', () => {
  it('asks the player as the Android client and prefers English captions written by a person', async () => {
    expect(await get('manualEn0001')).toBe(spoken);
    const player = fake.requests.find(
      (r) => r.url.startsWith('/youtubei/v1/player') && (r.body as { videoId?: string }).videoId === 'manualEn0001',
    );
    expect(player?.method).toBe('POST');
    expect(player?.body).toMatchObject({ context: { client: { clientName: 'ANDROID' } } });
    const track = fake.requests.find((r) => r.url.startsWith('/api/timedtext?v=manualEn0001'));
    expect(track?.url).toContain('lang=en-GB');
    expect(track?.url).toContain('fmt=json3');
  });

  it('falls back to automatic English captions', async () => {
    expect(await get('asrOnly00001')).toBe(spoken);
  });

  it('takes the first track when there is no English one', async () => {
    expect(await get('frenchOnly01')).toBe('Bonjour à tous, ça va ?');
  });

  it('reads srv3 and the doubly escaped legacy XML when timedtext ignores fmt', async () => {
    expect(await get('srv3Format01')).toBe(spoken);
    expect(await get('legacyXml001')).toBe(spoken);
  });

  it.each(['noCaptions01', 'unplayable01', 'privateVid01'])('answers 404 Transcript not found. for %s', async (id) => {
    const err = await failure(id);
    expect(err.statusCode).toBe(404);
    expect(err.message).toBe(STRINGS.transcriptNotFound);
  });

  it.each(['botCheck0001', 'rateLimit001', 'emptyTrack01'])('answers 502 saying YouTube refused for %s', async (id) => {
    const err = await failure(id);
    expect(err.statusCode).toBe(502);
    expect(err.message).toBe(INGEST_ERRORS.youtubeBlocked);
  });

  it.each(['serverErr001', 'htmlPlayer01', 'badShape0001', 'htmlTrack001'])(
    'answers 502 for the unexpected answer of %s',
    async (id) => {
      const err = await failure(id);
      expect(err.statusCode).toBe(502);
      expect(err.message).toBe(INGEST_ERRORS.youtubeUnexpected);
    },
  );

  it('gives up with 504 when YouTube is slower than the budget', async () => {
    const started = Date.now();
    const err = await failure('slowVideo001', 200);
    expect(err.statusCode).toBe(504);
    expect(err.message).toBe(INGEST_ERRORS.youtubeTimeout);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('answers 502 when YouTube cannot be reached at all', async () => {
    const err = await fetchTranscript('manualEn0001', { baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(502);
    expect((err as HttpError).message).toBe(INGEST_ERRORS.youtubeUnreachable);
  });
});

describe('transcript helpers', () => {
  it('chooses a manual English track over an automatic one, else the first', () => {
    const asr = { baseUrl: '/a', languageCode: 'en', kind: 'asr' };
    const manual = { baseUrl: '/m', languageCode: 'en-US' };
    const german = { baseUrl: '/g', languageCode: 'de' };
    expect(chooseTrack([german, asr, manual])).toBe(manual);
    expect(chooseTrack([german, asr])).toBe(asr);
    expect(chooseTrack([german])).toBe(german);
    expect(chooseTrack([])).toBeUndefined();
  });

  it('re-roots youtube.com caption URLs on the configured base and refuses other hosts', () => {
    const url = trackUrl(
      { baseUrl: 'https://www.youtube.com/api/timedtext?v=abc&lang=en&fmt=srv3', languageCode: 'en' },
      'http://127.0.0.1:4000',
    );
    expect(url.href).toBe('http://127.0.0.1:4000/api/timedtext?v=abc&lang=en&fmt=json3');
    expect(() =>
      trackUrl({ baseUrl: 'http://169.254.169.254/latest/meta-data', languageCode: 'en' }, 'https://www.youtube.com'),
    ).toThrow(HttpError);
  });

  it('decodes named and numeric entities once', () => {
    expect(decodeEntities('Tom &amp; Jerry &#39;99 &#x1F600; &lt;b&gt; &amp;amp;')).toBe(
      "Tom & Jerry '99 😀 <b> &amp;",
    );
    // (names that every object has are no entities)
    expect(decodeEntities('&constructor; &toString; &__proto__;')).toBe('&constructor; &toString; &__proto__;');
  });

  it('returns null for bodies that are not timedtext', () => {
    expect(parseTimedText('<html><body>nope</body></html>')).toBeNull();
    expect(parseTimedText('{"error":"x"}')).toBeNull();
    expect(parseTimedText('plain words')).toBeNull();
  });
});
