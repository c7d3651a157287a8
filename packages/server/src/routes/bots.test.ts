import { join } from 'node:path';
import { LIMITS, VALIDATION_MESSAGES } from '@botfolio/core';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../messages.js';
import { buildTestApp, signUp, type TestApp } from '../test/helpers.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await signUp(t.app));
});
afterAll(async () => {
  await t.close();
});

const store = (payload: unknown, headers: Record<string, string> = { authorization: token }) =>
  t.app.inject({ method: 'POST', url: '/api/pdf/store-in-db', payload: payload as object, headers });

describe('POST /api/pdf/store-in-db', () => {
  it('stores a bot under a trimmed name and answers its id', async () => {
    const res = await store({ text: 'My resume: ten years of Rust.', botName: '  Resume bot  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, bot: { _id: expect.any(String), botName: 'Resume bot' } });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: token } });
    expect(me.json().bots).toContainEqual({
      _id: res.json().bot._id,
      botName: 'Resume bot',
      botText: 'My resume: ten years of Rust.',
    });
  });

  it('speaks the language of its text unless the owner chose one (a bot made from Chinese text chats in Chinese)', async () => {
    const languageOf = async (payload: object) => {
      const made = await store(payload);
      expect(made.statusCode).toBe(200);
      const bot = await t.app.inject({
        method: 'GET',
        url: `/api/bots/${made.json().bot._id}`,
        headers: { authorization: token },
      });
      return bot.json().bot.settings.language;
    };
    expect(
      await languageOf({
        text: '我是一名软件工程师，在上海工作了十年，主要负责后端系统的设计与开发。',
        botName: '简历',
      }),
    ).toBe('zh-CN');
    expect(
      await languageOf({ text: 'I am a software engineer who has worked in London for ten years.', botName: 'CV' }),
    ).toBe('en-US');
    expect(await languageOf({ text: '我是一名软件工程师。', botName: 'Mine', language: 'en-GB' })).toBe('en-GB');
    expect((await store({ text: 'x', botName: 'y', language: 'not a tag!' })).statusCode).toBe(400);
  });

  it('needs a token', async () => {
    const res = await store({ text: 'x', botName: 'y' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: API_MESSAGES.loginRequired });
  });

  it.each([
    [{ text: '', botName: 'Name' }, VALIDATION_MESSAGES.botTextEmpty],
    [{ text: '   \n ', botName: 'Name' }, VALIDATION_MESSAGES.botTextEmpty],
    [{ botName: 'Name' }, VALIDATION_MESSAGES.botTextEmpty],
    [{ text: 'Some text', botName: '   ' }, VALIDATION_MESSAGES.botName],
    [{ text: 'Some text' }, VALIDATION_MESSAGES.botName],
    [{ text: 'Some text', botName: 'n'.repeat(LIMITS.botNameMaxLength + 1) }, VALIDATION_MESSAGES.botName],
  ])('answers 400 with a sentence for %j', async (payload, sentence) => {
    const res = await store(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: sentence });
  });

  it('accepts exactly 5,000,000 characters of non-ASCII text and refuses one more', async () => {
    const text = 'é'.repeat(LIMITS.botTextMaxLength);
    const ok = await store({ text, botName: 'Big' });
    expect(ok.statusCode).toBe(200);
    const tooLong = await store({ text: `${text}x`, botName: 'Bigger' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ success: false, error: VALIDATION_MESSAGES.botTextTooLong });
  });

  it('answers 413 JSON for a body beyond the byte limit', async () => {
    const res = await store({ text: '€'.repeat(6_000_000), botName: 'Huge' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: API_MESSAGES.bodyTooLarge });
  });

  it('keeps the text encrypted on disk: the stored row does not contain it', async () => {
    const secret = 'The launch code is PLAINTEXT-CANARY-42 — ünïcödé ✓';
    const res = await store({ text: secret, botName: 'Secret' });
    const botId = res.json().bot._id as string;
    const db = new BetterSqlite3(join(t.dataDir, 'botfolio.db'), { readonly: true });
    try {
      const row = db.prepare('select * from bots where id = ?').get(botId) as Record<string, unknown>;
      const raw = Buffer.concat(Object.values(row).map((v) => (Buffer.isBuffer(v) ? v : Buffer.from(String(v)))));
      expect(raw.includes(Buffer.from('PLAINTEXT-CANARY-42'))).toBe(false);
      expect(raw.includes(Buffer.from(secret))).toBe(false);
    } finally {
      db.close();
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: token } });
    expect(me.json().bots).toContainEqual({ _id: botId, botName: 'Secret', botText: secret });
  });
});
