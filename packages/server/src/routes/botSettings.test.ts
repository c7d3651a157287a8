import { DEFAULT_BOT_SETTINGS, STRINGS } from '@botfolio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../messages.js';
import { buildTestApp, createBot, signUp, type TestApp } from '../test/helpers.js';

let t: TestApp;
let owner: { token: string; userId: string };
let stranger: { token: string; userId: string };
let botId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  botId = await createBot(t.app, owner.token, {
    botName: 'Resume bot',
    text: 'Ada wrote the first algorithm in 1843.',
  });
});
afterAll(() => t.close());

const get = (token: string | null, id = botId) =>
  t.app.inject({ method: 'GET', url: `/api/bots/${id}`, headers: token ? { authorization: token } : {} });
const patch = (token: string, payload: unknown, id = botId) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/bots/${id}`,
    headers: { authorization: token },
    payload: payload as object,
  });
const publicOf = (headers: Record<string, string> = {}, userId = owner.userId, id = botId) =>
  t.app.inject({ method: 'GET', url: `/api/bots/${userId}/${id}/public`, headers });

describe('a bot as its owner reads and changes it', () => {
  it('reads the bot with every setting at its default', async () => {
    const res = await get(owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().bot).toMatchObject({ _id: botId, botName: 'Resume bot', settings: DEFAULT_BOT_SETTINGS });
  });

  it("answers 401 without a token and 404 for someone else's bot or no bot", async () => {
    expect((await get(null)).statusCode).toBe(401);
    const theirs = await get(stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, error: STRINGS.botNotFound });
    expect((await patch(stranger.token, { botName: 'Mine now' })).statusCode).toBe(404);
    expect((await get(owner.token, 'no-such-bot')).statusCode).toBe(404);
  });

  it('renames the bot and changes only the settings it names; the id, the text and the chat stay', async () => {
    const renamed = await patch(owner.token, {
      botName: '  Ada, in short  ',
      settings: { greeting: 'Hi! Ask me about Ada.', starters: ['When did she write?'], accent: '#7C3AED' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().bot).toMatchObject({
      _id: botId,
      botName: 'Ada, in short',
      settings: {
        ...DEFAULT_BOT_SETTINGS,
        greeting: 'Hi! Ask me about Ada.',
        starters: ['When did she write?'],
        accent: '#7c3aed',
      },
    });
    const themed = await patch(owner.token, { settings: { theme: 'dark', dailyChatLimit: 50 } });
    expect(themed.json().bot.settings).toMatchObject({
      greeting: 'Hi! Ask me about Ada.',
      theme: 'dark',
      dailyChatLimit: 50,
    });
    const chat = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${owner.userId}/${botId}`,
      payload: { message: 'When did Ada write the first algorithm?' },
    });
    expect(chat.statusCode).toBe(200);
    expect(chat.json().answer).toContain('1843');
  });

  it.each([
    [{ settings: { greeting: 'x'.repeat(301) } }, API_MESSAGES.settingsGreeting],
    [{ settings: { starters: ['a', 'b', 'c', 'd', 'e'] } }, API_MESSAGES.settingsStarters],
    [{ settings: { accent: 'purple' } }, API_MESSAGES.settingsAccent],
    [{ settings: { theme: 'neon' } }, API_MESSAGES.settingsTheme],
    [{ settings: { avatar: 'ABC' } }, API_MESSAGES.settingsAvatar],
    [{ settings: { contactUrl: 'javascript:alert(1)' } }, API_MESSAGES.settingsContactUrl],
    [{ settings: { contactUrl: 'http://plain.example' } }, API_MESSAGES.settingsContactUrl],
    [{ settings: { language: 'not a tag!' } }, API_MESSAGES.settingsLanguage],
    [{ settings: { allowedOrigins: ['http://insecure.example'] } }, API_MESSAGES.settingsAllowedOrigins],
    [{ settings: { dailyChatLimit: -1 } }, API_MESSAGES.settingsDailyChatLimit],
    [{ settings: { showSources: 'yes' } }, API_MESSAGES.settingsShowSources],
    [{ settings: { wallpaper: 'cats' } }, API_MESSAGES.settingsUnknown],
    [{ botName: '   ' }, null],
  ])('refuses %j with a sentence that names the field', async (payload, sentence) => {
    const res = await patch(owner.token, payload);
    expect(res.statusCode).toBe(400);
    if (sentence) expect(res.json()).toEqual({ success: false, error: sentence });
    else expect(res.json().success).toBe(false);
  });
});

describe('the public settings of a bot', () => {
  it('are readable by anyone, from any origin, with an ETag that answers 304 until the owner changes something', async () => {
    const first = await publicOf({ origin: 'https://portfolio.example' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['cache-control']).toBe('no-cache');
    const bot = first.json().bot;
    expect(Object.keys(bot).sort()).toEqual(
      [
        '_id',
        'accent',
        'avatar',
        'botName',
        'contactUrl',
        'greeting',
        'language',
        'showSources',
        'starters',
        'theme',
        'keepQuestions',
        'acceptContact',
      ].sort(),
    );
    for (const ownerOnly of ['dailyChatLimit', 'allowedOrigins', 'listed', 'retentionDays', 'webhookUrl'])
      expect(bot).not.toHaveProperty(ownerOnly);
    const etag = String(first.headers.etag);
    expect((await publicOf({ 'if-none-match': etag })).statusCode).toBe(304);
    await patch(owner.token, { settings: { greeting: 'A new hello.' } });
    const changed = await publicOf({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().bot.greeting).toBe('A new hello.');
  });

  it('answer 404 for a bot that does not exist or is not that user’s', async () => {
    expect((await publicOf({}, stranger.userId)).statusCode).toBe(404);
    expect((await publicOf({}, owner.userId, 'nope')).statusCode).toBe(404);
  });
});

describe('the settings the server enforces', () => {
  const chat = (headers: Record<string, string> = {}, id = botId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chat/${owner.userId}/${id}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: { message: 'When did Ada write?' },
    });

  it('an unlisted bot leaves the public profile, and its owner still sees it', async () => {
    const hidden = await createBot(t.app, owner.token, { botName: 'Private notes', text: 'Only for me.' });
    await patch(owner.token, { settings: { listed: false } }, hidden);
    const seen = await t.app.inject({ method: 'GET', url: `/api/auth/find-user/${owner.userId}` });
    expect(seen.json().bots.map((b: { _id: string }) => b._id)).not.toContain(hidden);
    expect(seen.json().bots.map((b: { _id: string }) => b._id)).toContain(botId);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/auth/getuser',
      headers: { authorization: owner.token },
    });
    expect(mine.json().bots.map((b: { _id: string }) => b._id)).toContain(hidden);
  });

  it('refuses a contact webhook on a local or private address when it is saved, not only when it fails', async () => {
    for (const webhookUrl of [
      'https://127.0.0.1/hook',
      'https://localhost:8443/hook',
      'https://10.1.2.3/x',
      'https://[::1]/x',
    ]) {
      const res = await patch(owner.token, { settings: { webhookUrl } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: API_MESSAGES.settingsWebhookPrivate });
    }
    const ok = await patch(owner.token, { settings: { webhookUrl: 'https://hooks.example.com/botfolio' } });
    expect(ok.statusCode).toBe(200);
    await patch(owner.token, { settings: { webhookUrl: null } });
  });

  it('takes an allowed origin written with a trailing slash, as the origin itself', async () => {
    const res = await patch(owner.token, {
      settings: { allowedOrigins: ['https://Ada.example/', 'https://ada.example'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bot.settings.allowedOrigins).toEqual(['https://ada.example']);
    expect((await patch(owner.token, { settings: { allowedOrigins: ['https://ada.example/about'] } })).statusCode).toBe(
      400,
    );
    await patch(owner.token, { settings: { allowedOrigins: [] } });
  });

  it('answers only on the origins the owner allows (and on the app itself), 403 elsewhere', async () => {
    const bot = await createBot(t.app, owner.token, { botName: 'Embedded', text: 'Ada wrote in 1843.' });
    await patch(owner.token, { settings: { allowedOrigins: ['https://ada.example'] } }, bot);
    const elsewhere = await chat({ origin: 'https://copycat.example' }, bot);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ success: false, error: API_MESSAGES.chatOriginNotAllowed });
    // the public settings tell such a page beforehand, so its widget can say so instead of offering an input
    const seenThere = await publicOf({ origin: 'https://copycat.example' }, owner.userId, bot);
    expect(seenThere.json().available).toBe(false);
    expect(seenThere.headers.vary).toContain('Origin');
    const seenHome = await publicOf({ origin: 'https://ada.example' }, owner.userId, bot);
    expect(seenHome.json()).not.toHaveProperty('available');
    expect((await chat({ origin: 'https://ADA.example' }, bot)).statusCode).toBe(200);
    expect((await chat({ origin: 'http://localhost:80', host: 'localhost:80' }, bot)).statusCode).toBe(200);
    expect((await chat({}, bot)).statusCode).toBe(200);
  });

  it('gives dailyChatLimit answers a day, then a 429 that says when it answers again', async () => {
    const bot = await createBot(t.app, owner.token, { botName: 'Busy', text: 'Ada wrote in 1843.' });
    await patch(owner.token, { settings: { dailyChatLimit: 2 } }, bot);
    expect((await chat({}, bot)).statusCode).toBe(200);
    expect((await chat({}, bot)).statusCode).toBe(200);
    const third = await chat({}, bot);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ success: false, error: API_MESSAGES.chatDailyLimit });
    const wait = Number(third.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
    // another bot is not affected
    expect((await chat({})).statusCode).toBe(200);
  });
});
