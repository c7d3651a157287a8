import { randomBytes } from 'node:crypto';
import { STRINGS, VALIDATION_MESSAGES } from '@botfolio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../messages.js';
import { ARTICLE, type FakeSite, startFakeSite } from '../test/fakes/site.js';
import { startYoutubeFake, type YoutubeFake } from '../test/fakes/youtube.js';
import { buildTestApp, signUp, type TestApp } from '../test/helpers.js';
import { createTestSchema, POSTGRES_REQUIRED, POSTGRES_URL, type TestSchema } from '../test/postgres.js';

const RESUME = 'Ada Lovelace studied mathematics with Augustus De Morgan.';
const TALK = 'In the talk she explains that the Analytical Engine could compose elaborate pieces of music.';

let site: FakeSite;
let youtube: YoutubeFake;
beforeAll(async () => {
  site = await startFakeSite();
  youtube = await startYoutubeFake({
    dQw4w9WgXcQ: { tracks: [{ languageCode: 'en', name: 'English', cues: [TALK] }] },
  });
});
afterAll(async () => {
  await site.close();
  await youtube.close();
});

interface Backend {
  name: string;
  env(): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}

const backends: Backend[] = [{ name: 'SQLite', env: async () => ({ env: {}, drop: async () => {} }) }];
if (POSTGRES_URL || POSTGRES_REQUIRED)
  backends.push({
    name: 'PostgreSQL',
    env: async () => {
      if (!POSTGRES_URL) throw new Error('CI requires DATABASE_URL for the PostgreSQL suites.');
      const schema: TestSchema = await createTestSchema(POSTGRES_URL);
      return {
        env: {
          DATABASE_URL: POSTGRES_URL,
          DATABASE_SCHEMA: schema.schema,
          JWT_SECRET: randomBytes(32).toString('hex'),
          DATA_KEY: randomBytes(32).toString('base64'),
        },
        drop: schema.drop,
      };
    },
  });

describe.each(backends)("a bot's sources on $name", (backend) => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let owner: { token: string; userId: string };
  let stranger: { token: string; userId: string };

  beforeAll(async () => {
    const prepared = await backend.env();
    drop = prepared.drop;
    t = await buildTestApp({
      ...prepared.env,
      ALLOW_PRIVATE_NETWORK_FETCH: 'true',
      YOUTUBE_BASE_URL: youtube.baseUrl,
      FETCH_TIMEOUT_MS: '2000',
    });
    owner = await signUp(t.app);
    stranger = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await drop();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const store = async (payload: object) => {
    const res = await call('POST', '/api/pdf/store-in-db', owner.token, payload);
    expect(res.statusCode).toBe(200);
    return res.json().bot._id as string;
  };
  const ask = async (botId: string, message: string) => {
    const res = await call('POST', `/api/chat/${owner.userId}/${botId}`, null, { message });
    expect(res.statusCode).toBe(200);
    return res.json().answer as string;
  };

  it('a new bot has one source: named by its first line or words, or as store-in-db describes it', async () => {
    const plain = await store({ botName: 'Plain', text: RESUME });
    const res = await call('GET', `/api/bots/${plain}`, owner.token);
    expect(res.json().bot.sources).toEqual([
      {
        _id: expect.any(String),
        type: 'text',
        // (not the bot's name, which its owner may change: answers citing the source would keep the old one)
        title: 'Ada Lovelace studied mathematics with Augustus De Morgan.',
        origin: null,
        chars: RESUME.length,
        addedAt: expect.any(String),
        refreshedAt: expect.any(String),
        language: 'en',
      },
    ]);
    const described = await store({
      botName: 'From a PDF',
      text: RESUME,
      source: { type: 'pdf', title: 'resume.pdf', origin: 'resume.pdf' },
    });
    const got = await call('GET', `/api/bots/${described}`, owner.token);
    expect(got.json().bot.sources).toMatchObject([{ type: 'pdf', title: 'resume.pdf', origin: 'resume.pdf' }]);
    const bad = await call('POST', '/api/pdf/store-in-db', owner.token, {
      botName: 'Bad',
      text: RESUME,
      source: { type: 'floppy' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, error: API_MESSAGES.sourceType });
  });

  it('adds text, website and YouTube sources; the same bot id answers from them at once', async () => {
    const botId = await store({ botName: 'Ada', text: RESUME });
    expect(await ask(botId, 'What is the capacity factor of the turbines?')).not.toContain('31 percent');

    const text = await call('POST', `/api/bots/${botId}/sources`, owner.token, {
      type: 'text',
      title: 'Hobbies',
      text: 'Ada enjoyed riding horses and playing the harp.',
    });
    expect(text.statusCode).toBe(201);
    expect(text.json().source).toMatchObject({ type: 'text', title: 'Hobbies', origin: null, chars: 47 });
    // pasted text named nothing is named by its first line, not "Text"
    const untitled = await call(
      'POST',
      `/api/bots/${await store({ botName: 'Ada 2', text: RESUME })}/sources`,
      owner.token,
      {
        type: 'text',
        text: 'Talks\nAda spoke at the Royal Society about the Analytical Engine.',
      },
    );
    expect(untitled.json().source).toMatchObject({ type: 'text', title: 'Talks' });

    const web = await call('POST', `/api/bots/${botId}/sources`, owner.token, {
      type: 'website',
      url: `${site.baseUrl}/article`,
    });
    expect(web.statusCode).toBe(201);
    expect(web.json().source).toMatchObject({ type: 'website', origin: `${site.baseUrl}/article` });
    expect(web.json().source.title).toContain(ARTICLE.title);

    const video = await call('POST', `/api/bots/${botId}/sources`, owner.token, {
      type: 'youtube',
      title: 'My talk',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(video.statusCode).toBe(201);
    const bot = video.json().bot;
    expect(bot._id).toBe(botId);
    expect(bot.sources.map((s: { type: string }) => s.type)).toEqual(['text', 'text', 'website', 'youtube']);
    expect(bot.sources[3]).toMatchObject({ title: 'My talk', origin: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });

    // each source knows its language, detected from its text when it was added
    const korean = await call('POST', `/api/bots/${botId}/sources`, owner.token, {
      type: 'text',
      title: '소개',
      text: '에이다는 런던에서 태어났고 수학을 공부했습니다. 그녀는 최초의 알고리즘을 썼습니다.',
    });
    expect(korean.statusCode).toBe(201);
    expect(korean.json().source).toMatchObject({ title: '소개', language: 'ko' });
    expect(korean.json().bot.sources[1]).toMatchObject({ title: 'Hobbies', language: 'en' });

    expect(await ask(botId, 'What is the capacity factor of the turbines?')).toContain('31 percent');
    expect(await ask(botId, 'Could the Analytical Engine compose music?')).toContain('compose elaborate pieces');
    expect(await ask(botId, 'What did Ada enjoy playing?')).toContain('harp');
    // a bot of several sources names the one each quote comes from, and so do the cited passages
    const res = await call('POST', `/api/chat/${owner.userId}/${botId}`, null, {
      message: 'What did Ada enjoy playing?',
    });
    expect(res.json().answer).toMatch(/“[^”]*harp[^”]*” — Hobbies/);
    expect(res.json().sources[0]).toEqual({ text: expect.stringContaining('harp'), title: 'Hobbies' });
  });

  it('refreshes a website source from its page: the next chat answers from the new text', async () => {
    site.serve(
      '/changing',
      'text/html',
      '<html><head><title>News</title></head><body><p>The ferry leaves at nine.</p></body></html>',
    );
    const botId = await store({ botName: 'News', text: RESUME });
    const added = await call('POST', `/api/bots/${botId}/sources`, owner.token, {
      type: 'website',
      url: `${site.baseUrl}/changing`,
    });
    const source = added.json().source;
    expect(await ask(botId, 'When does the ferry leave?')).toContain('nine');

    site.serve(
      '/changing',
      'text/html',
      '<html><head><title>News</title></head><body><p>The ferry leaves at eleven.</p></body></html>',
    );
    const refreshed = await call('POST', `/api/bots/${botId}/sources/${source._id}/refresh`, owner.token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().source).toMatchObject({ _id: source._id, title: source.title });
    expect(refreshed.json().source.refreshedAt > source.refreshedAt).toBe(true);
    const answer = await ask(botId, 'When does the ferry leave?');
    expect(answer).toContain('eleven');
    expect(answer).not.toContain('nine');

    const first = refreshed.json().bot.sources[0];
    const textRefresh = await call('POST', `/api/bots/${botId}/sources/${first._id}/refresh`, owner.token);
    expect(textRefresh.statusCode).toBe(400);
    expect(textRefresh.json()).toEqual({ success: false, error: API_MESSAGES.sourceNotRefreshable });
  });

  it('removes a source (the chat forgets it at once) but never the last one', async () => {
    const botId = await store({ botName: 'Two', text: 'The secret word is marmalade.' });
    await call('POST', `/api/bots/${botId}/sources`, owner.token, { type: 'text', text: 'Ada loved long walks.' });
    const before = (await call('GET', `/api/bots/${botId}`, owner.token)).json().bot;
    expect(await ask(botId, 'What is the secret word?')).toContain('marmalade');

    const removed = await call('DELETE', `/api/bots/${botId}/sources/${before.sources[0]._id}`, owner.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().bot.sources).toHaveLength(1);
    expect(removed.json().bot.updatedAt > before.updatedAt).toBe(true);
    expect(await ask(botId, 'What is the secret word?')).not.toContain('marmalade');

    const last = await call('DELETE', `/api/bots/${botId}/sources/${before.sources[1]._id}`, owner.token);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ success: false, error: API_MESSAGES.lastSource });
    const gone = await call('DELETE', `/api/bots/${botId}/sources/${before.sources[0]._id}`, owner.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, error: API_MESSAGES.sourceNotFound });
  });

  it("renames a source and corrects a text or PDF source's text: the next chat answers from it, citing the new title", async () => {
    const botId = await store({
      botName: 'Corrected',
      text: 'The secret word is marmalade.',
      source: { type: 'pdf', title: 'notes.pdf', origin: 'notes.pdf' },
    });
    const added = await call('POST', `/api/bots/${botId}/sources`, owner.token, {
      type: 'text',
      title: 'Hobbies',
      text: 'Ada enjoyed riding horses and playing the harp.',
    });
    const hobbies = added.json().source;
    const pdf = added.json().bot.sources[0];
    const read = await call('GET', `/api/bots/${botId}/sources/${hobbies._id}`, owner.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      success: true,
      source: hobbies,
      text: 'Ada enjoyed riding horses and playing the harp.',
    });
    const before = await call('POST', `/api/chat/${owner.userId}/${botId}`, null, { message: 'What did Ada play?' });
    expect(before.json().answer).toMatch(/harp[^”]*” — Hobbies/);

    // a new title alone: the text stays, and answers cite the source by its new title at once
    const renamed = await call('PATCH', `/api/bots/${botId}/sources/${hobbies._id}`, owner.token, {
      title: '  Pastimes  ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      success: true,
      source: { ...hobbies, title: 'Pastimes' },
      bot: expect.objectContaining({ _id: botId, sources: [pdf, { ...hobbies, title: 'Pastimes' }] }),
    });
    expect(renamed.json().bot.updatedAt > added.json().bot.updatedAt).toBe(true);
    const cited = await call('POST', `/api/chat/${owner.userId}/${botId}`, null, { message: 'What did Ada play?' });
    expect(cited.json().answer).toMatch(/harp[^”]*” — Pastimes/);
    expect(cited.json().sources[0]).toMatchObject({ title: 'Pastimes' });

    // a corrected text: the next answer comes from it, never from the old one
    const corrected = await call('PATCH', `/api/bots/${botId}/sources/${hobbies._id}`, owner.token, {
      text: 'Ada enjoyed riding horses and playing the cello.',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().source).toMatchObject({ _id: hobbies._id, title: 'Pastimes', chars: 48 });
    expect(corrected.json().source.refreshedAt > hobbies.refreshedAt).toBe(true);
    const after = await ask(botId, 'What did Ada play?');
    expect(after).toContain('cello');
    expect(after).not.toContain('harp');
    expect((await call('GET', `/api/bots/${botId}/sources/${hobbies._id}`, owner.token)).json().text).toBe(
      'Ada enjoyed riding horses and playing the cello.',
    );

    // a PDF's text too, with its title in the same call (its origin, the file name, stays); unknown fields are ignored
    const both = await call('PATCH', `/api/bots/${botId}/sources/${pdf._id}`, owner.token, {
      title: 'Secrets',
      text: 'The secret word is quince.',
      type: 'website',
      origin: 'https://example.com/',
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().source).toMatchObject({ type: 'pdf', title: 'Secrets', origin: 'notes.pdf', chars: 26 });
    expect(await ask(botId, 'What is the secret word?')).toContain('quince');
    expect(await ask(botId, 'What is the secret word?')).not.toContain('marmalade');
  });

  it("refuses a bad change of a source with a sentence, and keeps it as it was; a link's text comes from its origin", async () => {
    site.serve(
      '/timetable',
      'text/html',
      '<html><head><title>Timetable</title></head><body><p>The ferry leaves at nine.</p></body></html>',
    );
    const botId = await store({ botName: 'Strict', text: RESUME });
    const web = (
      await call('POST', `/api/bots/${botId}/sources`, owner.token, {
        type: 'website',
        url: `${site.baseUrl}/timetable`,
      })
    ).json().source;
    const [text] = (await call('GET', `/api/bots/${botId}`, owner.token)).json().bot.sources;
    const cases: [string, unknown, number, string][] = [
      [web._id, { text: 'The ferry leaves at noon.' }, 400, API_MESSAGES.sourceTextNotEditable],
      [web._id, { title: 'Ferry', text: 'The ferry leaves at noon.' }, 400, API_MESSAGES.sourceTextNotEditable],
      [text._id, {}, 400, API_MESSAGES.sourceNothingToChange],
      [text._id, { extra: 'ignored' }, 400, API_MESSAGES.sourceNothingToChange],
      [text._id, { title: '' }, 400, VALIDATION_MESSAGES.sourceTitle],
      [text._id, { title: '   ' }, 400, VALIDATION_MESSAGES.sourceTitle],
      [text._id, { title: 'y'.repeat(201) }, 400, VALIDATION_MESSAGES.sourceTitle],
      [text._id, { title: 7 }, 400, VALIDATION_MESSAGES.sourceTitle],
      [text._id, { text: '' }, 400, VALIDATION_MESSAGES.botTextEmpty],
      [text._id, { title: 'Fine', text: ' \n ' }, 400, VALIDATION_MESSAGES.botTextEmpty],
      [text._id, { text: ['not', 'text'] }, 400, VALIDATION_MESSAGES.botTextEmpty],
      [text._id, { text: 'b'.repeat(4_999_990) }, 413, API_MESSAGES.sourcesTooLong],
      [text._id, [], 400, API_MESSAGES.objectExpected],
      ['no-such-source', { title: 'Ghost' }, 404, API_MESSAGES.sourceNotFound],
    ];
    for (const [sourceId, payload, status, error] of cases) {
      const res = await call('PATCH', `/api/bots/${botId}/sources/${sourceId}`, owner.token, payload);
      expect({ payload: JSON.stringify(payload).slice(0, 60), status: res.statusCode, body: res.json() }).toEqual({
        payload: JSON.stringify(payload).slice(0, 60),
        status,
        body: { success: false, error },
      });
    }
    const missingBot = await call('PATCH', `/api/bots/no-such-bot/sources/${text._id}`, owner.token, { title: 'X' });
    expect(missingBot.statusCode).toBe(404);
    expect(missingBot.json()).toEqual({ success: false, error: STRINGS.botNotFound });
    const unread = await call('GET', `/api/bots/${botId}/sources/no-such-source`, owner.token);
    expect(unread.statusCode).toBe(404);
    expect(unread.json()).toEqual({ success: false, error: API_MESSAGES.sourceNotFound });
    // nothing changed
    const bot = (await call('GET', `/api/bots/${botId}`, owner.token)).json().bot;
    expect(bot.sources).toEqual([text, web]);
    expect((await call('GET', `/api/bots/${botId}/sources/${text._id}`, owner.token)).json().text).toBe(RESUME);

    // a link's title may change, and a refresh keeps it
    const renamed = await call('PATCH', `/api/bots/${botId}/sources/${web._id}`, owner.token, { title: 'Ferry times' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().source).toMatchObject({ type: 'website', title: 'Ferry times', chars: web.chars });
    site.serve(
      '/timetable',
      'text/html',
      '<html><head><title>Timetable</title></head><body><p>The ferry leaves at ten.</p></body></html>',
    );
    const refreshed = await call('POST', `/api/bots/${botId}/sources/${web._id}/refresh`, owner.token);
    expect(refreshed.json().source).toMatchObject({ title: 'Ferry times' });
    expect(await ask(botId, 'When does the ferry leave?')).toContain('ten');
  });

  it('says what is wrong with a source, and touches nothing', async () => {
    const botId = await store({ botName: 'Careful', text: RESUME });
    const cases: [unknown, number, string][] = [
      [{ type: 'floppy', text: 'x' }, 400, API_MESSAGES.sourceType],
      [{ type: 'text' }, 400, VALIDATION_MESSAGES.botTextEmpty],
      [{ type: 'text', text: '   ' }, 400, VALIDATION_MESSAGES.botTextEmpty],
      [{ type: 'website' }, 400, API_MESSAGES.sourceUrlRequired],
      [{ type: 'text', text: 'x', title: 'y'.repeat(201) }, 400, API_MESSAGES.sourceTitle],
      [
        { type: 'youtube', url: 'https://example.com/not-a-video' },
        400,
        'Enter a valid YouTube video link or 11-character video id.',
      ],
      [{ type: 'text', text: 'b'.repeat(4_999_990) }, 413, API_MESSAGES.sourcesTooLong],
      [[], 400, API_MESSAGES.objectExpected],
    ];
    for (const [payload, status, error] of cases) {
      const res = await call('POST', `/api/bots/${botId}/sources`, owner.token, payload);
      expect({ payload: JSON.stringify(payload).slice(0, 60), status: res.statusCode, body: res.json() }).toEqual({
        payload: JSON.stringify(payload).slice(0, 60),
        status,
        body: { success: false, error },
      });
    }
    expect((await call('GET', `/api/bots/${botId}`, owner.token)).json().bot.sources).toHaveLength(1);
  });

  it("is the owner's alone: 401 without a token, 404 for someone else's bot", async () => {
    const botId = await store({ botName: 'Mine', text: RESUME });
    const [source] = (await call('GET', `/api/bots/${botId}`, owner.token)).json().bot.sources;
    const attempts: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['POST', `/api/bots/${botId}/sources`, { type: 'text', text: 'Injected.' }],
      ['POST', `/api/bots/${botId}/sources`, { type: 'website', url: `${site.baseUrl}/article` }],
      ['DELETE', `/api/bots/${botId}/sources/${source._id}`],
      ['POST', `/api/bots/${botId}/sources/${source._id}/refresh`],
      ['GET', `/api/bots/${botId}/sources/${source._id}`],
      ['PATCH', `/api/bots/${botId}/sources/${source._id}`, { title: 'Renamed by a stranger' }],
      ['PATCH', `/api/bots/${botId}/sources/${source._id}`, { text: 'Injected.' }],
    ];
    const fetchedBefore = site.requests.length;
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
      const theirs = await call(method, url, stranger.token, payload);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ success: false, error: STRINGS.botNotFound });
    }
    // nothing was fetched on a stranger's behalf, nor changed
    expect(site.requests.length).toBe(fetchedBefore);
    expect((await call('GET', `/api/bots/${botId}`, owner.token)).json().bot.sources).toEqual([source]);
    expect(await ask(botId, 'Who did Ada study with?')).toContain('De Morgan');
  });
});
