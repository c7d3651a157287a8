import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRINGS, UNKNOWN_ANSWER } from '@botfolio/core';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, dayOf } from '../insights/days.js';
import { signWebhook } from '../insights/webhook.js';
import { API_MESSAGES } from '../messages.js';
import { createDatabase, type DatabaseHandle } from '../storage/createDatabase.js';
import { buildTestApp, createBot, signUp, type TestApp } from '../test/helpers.js';
import { createTestSchema, POSTGRES_REQUIRED, POSTGRES_URL } from '../test/postgres.js';

const BOT_TEXT = [
  'Ada Lovelace wrote the first published algorithm for the Analytical Engine in 1843.',
  'She corresponded with Charles Babbage about the engine for many years.',
].join('\n\n');
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) VisitorBrowser/99.1';
const VISITOR_IP = '203.0.113.77';
const SITE = 'https://ada.example';

/** A loopback webhook receiver: answers with the next status of `statuses` (then 200), records every delivery. */
async function startReceiver(statuses: number[]) {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Backend {
  name: string;
  open(): Promise<{ env: Record<string, string>; db(dataDir: string): DatabaseHandle; drop(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'SQLite',
    open: async () => ({
      env: {},
      db: (dataDir) => createDatabase({ databaseUrl: undefined, dataDir }),
      drop: async () => {},
    }),
  },
];
if (POSTGRES_URL || POSTGRES_REQUIRED)
  backends.push({
    name: 'PostgreSQL',
    open: async () => {
      if (!POSTGRES_URL) throw new Error('CI requires DATABASE_URL for the PostgreSQL suites.');
      const schema = await createTestSchema(POSTGRES_URL);
      return {
        env: {
          DATABASE_URL: POSTGRES_URL,
          DATABASE_SCHEMA: schema.schema,
          JWT_SECRET: randomBytes(32).toString('hex'),
          DATA_KEY: randomBytes(32).toString('base64'),
        },
        db: () => createDatabase({ databaseUrl: POSTGRES_URL, dataDir: '', schema: schema.schema, poolSize: 2 }),
        drop: schema.drop,
      };
    },
  });

describe.each(backends)('insights and contact requests on $name', (backend) => {
  let t: TestApp;
  let raw: DatabaseHandle;
  let drop: () => Promise<void>;
  let owner: { token: string; userId: string };
  let stranger: { token: string; userId: string };
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const globalSecret = randomBytes(24).toString('hex');
  let globalReceiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver([]);
    globalReceiver = await startReceiver([]);
    const opened = await backend.open();
    drop = opened.drop;
    t = await buildTestApp({
      ...opened.env,
      ALLOW_PRIVATE_NETWORK_FETCH: 'true',
      WEBHOOK_RETRY_BASE_MS: '20',
      CONTACT_WEBHOOK_URL: globalReceiver.url,
      CONTACT_WEBHOOK_SECRET: globalSecret,
      CHAT_RATE_LIMIT: '1000',
      RETENTION_SWEEP_MS: '100',
    });
    raw = opened.db(t.dataDir);
    owner = await signUp(t.app);
    stranger = await signUp(t.app);
  });
  afterAll(async () => {
    await raw.db.destroy();
    await t.close();
    await drop();
    await receiver.close();
    await globalReceiver.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const settle = (botId: string, settings: object) =>
    call('PATCH', `/api/bots/${botId}`, owner.token, { settings }).then((res) => {
      expect(res.statusCode).toBe(200);
      return res.json().bot;
    });
  /** A visitor's chat, from a browser on `origin` (no origin: a script). */
  const chat = async (botId: string, message: string, history: object[] = [], origin?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${owner.userId}/${botId}`,
      remoteAddress: VISITOR_IP,
      headers: { 'user-agent': VISITOR_AGENT, cookie: 'visitor=abc123', ...(origin ? { origin } : {}) },
      payload: { message, history },
    });
    expect(res.statusCode).toBe(200);
    return res.json().answer as string;
  };
  const contact = (botId: string, payload: object, ip = VISITOR_IP) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bots/${owner.userId}/${botId}/contact`,
      remoteAddress: ip,
      headers: { 'user-agent': VISITOR_AGENT, origin: SITE },
      payload,
    });

  it("does not count the owner trying their own bot (the Edit page's preview), nor spend the daily answers on it", async () => {
    const botId = await createBot(t.app, owner.token, { botName: 'Previewed', text: BOT_TEXT });
    await settle(botId, { keepQuestions: true, dailyChatLimit: 1 });
    const asOwner = (message: string, token = owner.token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/chat/${owner.userId}/${botId}`,
        headers: { authorization: token, origin: SITE },
        payload: { message, history: [] },
      });
    for (const question of ['When did Ada write the first algorithm?', 'Owner test question from the preview?'])
      expect((await asOwner(question)).statusCode).toBe(200);
    // another signed-in user is a visitor like any other
    expect((await asOwner('When did Ada write the first algorithm?', stranger.token)).statusCode).toBe(200);
    const res = await call('GET', `/api/bots/${botId}/insights?days=7`, owner.token);
    expect(res.json().totals).toMatchObject({ conversations: 1, questions: 1 });
    expect(JSON.stringify(res.json())).not.toContain('Owner test question');
    // the visitor spent the one answer of the day; the owner still gets answers
    expect((await chat(botId, 'When did Ada write the first algorithm?').catch(() => 'limited')) === 'limited').toBe(
      true,
    );
    expect((await asOwner('Who did she correspond with?')).statusCode).toBe(200);
  });

  it('counts conversations, questions, answers and declines per day and origin, and keeps no question text by default', async () => {
    const botId = await createBot(t.app, owner.token, { botName: 'Counted', text: BOT_TEXT });
    const first = await chat(botId, 'When did Ada write the first algorithm?', [], SITE);
    expect(first).toContain('1843');
    const second = await chat(
      botId,
      'Who did she correspond with for many years?',
      [
        { sender: 'user', text: 'When did Ada write the first algorithm?' },
        { sender: 'bot', text: first },
      ],
      SITE,
    );
    expect(second).toContain('Babbage');
    expect(await chat(botId, 'What is the capital of Peru?', [], 'https://other.example')).toBe(UNKNOWN_ANSWER);
    expect(await chat(botId, 'When was the algorithm published?')).toContain('1843');

    const res = await call('GET', `/api/bots/${botId}/insights?days=7`, owner.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({ conversations: 3, questions: 4, answers: 3, declined: 1, contacts: 0 });
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toEqual({
      date: dayOf(Date.now()),
      conversations: 3,
      questions: 4,
      answers: 3,
      declined: 1,
    });
    expect(body.days[0]).toEqual({
      date: dayOf(Date.now() - 6 * DAY_MS),
      conversations: 0,
      questions: 0,
      answers: 0,
      declined: 0,
    });
    expect(body.origins).toEqual([
      { origin: SITE, questions: 2 },
      { origin: 'https://other.example', questions: 1 },
    ]);
    expect((await call('GET', `/api/bots/${botId}/questions`, owner.token)).json()).toEqual({
      success: true,
      questions: [],
    });
    const kept = await raw.db.selectFrom('bot_questions').select('id').where('bot_id', '=', botId).execute();
    expect(kept).toEqual([]);
    expect((await call('GET', `/api/bots/${botId}/insights?days=0`, owner.token)).statusCode).toBe(400);
  });

  it('keeps question texts when the owner opts in, encrypted, and deletes one or all on request', async () => {
    const botId = await createBot(t.app, owner.token, { botName: 'Kept', text: BOT_TEXT });
    await settle(botId, { keepQuestions: true });
    const pub = await call('GET', `/api/bots/${owner.userId}/${botId}/public`, null);
    expect(pub.json().bot.keepQuestions).toBe(true);
    await chat(botId, 'When did Ada write the first algorithm?');
    await chat(botId, 'What is the capital of Peru?');
    const listed = (await call('GET', `/api/bots/${botId}/questions`, owner.token)).json().questions;
    expect(listed).toEqual([
      { _id: expect.any(String), text: 'What is the capital of Peru?', day: dayOf(Date.now()), answered: false },
      {
        _id: expect.any(String),
        text: 'When did Ada write the first algorithm?',
        day: dayOf(Date.now()),
        answered: true,
      },
    ]);
    const rows = await raw.db.selectFrom('bot_questions').selectAll().where('bot_id', '=', botId).execute();
    for (const row of rows) expect(Buffer.from(row.text_enc).includes('Peru')).toBe(false);

    expect((await call('GET', `/api/bots/${botId}/questions`, stranger.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/bots/${botId}/questions/${listed[0]._id}`, stranger.token)).statusCode).toBe(
      404,
    );
    const one = await call('DELETE', `/api/bots/${botId}/questions/${listed[0]._id}`, owner.token);
    expect(one.json()).toEqual({ success: true, deleted: 1 });
    const again = await call('DELETE', `/api/bots/${botId}/questions/${listed[0]._id}`, owner.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, error: API_MESSAGES.questionNotFound });
    const all = await call('DELETE', `/api/bots/${botId}/questions`, owner.token);
    expect(all.json()).toEqual({ success: true, deleted: 1 });
  });

  it('deletes kept questions older than the retention: at once when it is shortened, and by the sweep', async () => {
    const botId = await createBot(t.app, owner.token, { botName: 'Retained', text: BOT_TEXT });
    await settle(botId, { keepQuestions: true });
    for (const question of ['Which engine?', 'Who is Babbage?', 'When did Ada write the first algorithm?'])
      await chat(botId, question);
    // the first two as if asked 40 and 10 days ago
    const rows = await raw.db
      .selectFrom('bot_questions')
      .select('id')
      .where('bot_id', '=', botId)
      .orderBy('id')
      .execute();
    for (const [index, daysAgo] of [
      [0, 40],
      [1, 10],
    ] as const)
      await raw.db
        .updateTable('bot_questions')
        .set({ day: dayOf(Date.now() - daysAgo * DAY_MS) })
        .where('id', '=', rows[index]?.id ?? '')
        .execute();
    const days = async () => {
      const res = await call('GET', `/api/bots/${botId}/questions`, owner.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().questions.map((q: { day: string }) => q.day);
    };
    // the sweep (every 100 ms here; default retention 30 days) removes the 40-day-old one
    await expect.poll(days, { timeout: 5000 }).toEqual([dayOf(Date.now()), dayOf(Date.now() - 10 * DAY_MS)]);
    await settle(botId, { retentionDays: 7 });
    expect(await days()).toEqual([dayOf(Date.now())]);
    const refused = await call('PATCH', `/api/bots/${botId}`, owner.token, { settings: { retentionDays: 366 } });
    expect(refused.json()).toEqual({ success: false, error: API_MESSAGES.settingsRetentionDays });
  });

  it('takes contact requests only when the owner accepts them, checks them, and keeps the bots out', async () => {
    const botId = await createBot(t.app, owner.token, { botName: 'Reachable', text: BOT_TEXT });
    const valid = { name: 'Rita Recruiter', email: 'Rita@Example.com', message: 'Can we talk on Monday?' };
    const closed = await contact(botId, valid);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ success: false, error: API_MESSAGES.contactNotAccepted });
    expect(closed.headers['access-control-allow-origin']).toBe('*');
    await settle(botId, { acceptContact: true });

    const cases: [object, string][] = [
      [{ ...valid, name: '' }, API_MESSAGES.contactName],
      [{ ...valid, email: 'not-an-email' }, API_MESSAGES.contactEmail],
      [{ ...valid, message: 'x'.repeat(1001) }, API_MESSAGES.contactMessage],
      [[], API_MESSAGES.objectExpected],
    ];
    for (const [payload, error] of cases) {
      const res = await contact(botId, payload, '198.51.100.1');
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { success: false, error } });
    }
    const trap = await contact(botId, { ...valid, website: 'https://spam.example' });
    expect(trap.statusCode).toBe(201);
    expect(trap.json()).toEqual({ success: true });
    const sent = await contact(botId, valid);
    expect(sent.statusCode).toBe(201);

    const list = await call('GET', `/api/bots/${botId}/contacts`, owner.token);
    expect(list.json().contacts).toEqual([
      {
        _id: expect.any(String),
        name: 'Rita Recruiter',
        email: 'rita@example.com',
        message: 'Can we talk on Monday?',
        createdAt: expect.any(String),
        read: false,
      },
    ]);
    // five an hour from one address to one bot (the trap counted too); another address may still write
    for (let i = 0; i < 3; i += 1) expect((await contact(botId, valid)).statusCode).toBe(201);
    const limited = await contact(botId, valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: API_MESSAGES.contactRateLimited });
    expect((await contact(botId, valid, '198.51.100.2')).statusCode).toBe(201);

    const id = list.json().contacts[0]._id;
    const read = await call('PATCH', `/api/bots/${botId}/contacts/${id}`, owner.token, { read: true });
    expect(read.json().contact.read).toBe(true);
    expect((await call('PATCH', `/api/bots/${botId}/contacts/${id}`, stranger.token, { read: false })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/bots/${botId}/contacts`, stranger.token)).statusCode).toBe(404);
    const insights = await call('GET', `/api/bots/${botId}/insights`, owner.token);
    expect(insights.json().totals.contacts).toBe(5);
    const del = await call('DELETE', `/api/bots/${botId}/contacts/${id}`, owner.token);
    expect(del.json()).toEqual({ success: true });
    expect((await call('DELETE', `/api/bots/${botId}/contacts/${id}`, owner.token)).statusCode).toBe(404);
    expect((await contact('no-such-bot', valid)).statusCode).toBe(404);
  });

  it('exports contacts as CSV with formulas neutralised', async () => {
    const botId = await createBot(t.app, owner.token, { botName: 'Exported', text: BOT_TEXT });
    await settle(botId, { acceptContact: true });
    await contact(botId, { name: '=HYPERLINK("x")', email: 'a@example.com', message: 'Line one\nline "two", end' });
    const res = await call('GET', `/api/bots/${botId}/contacts.csv`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="contacts.csv"');
    const [header, row] = res.body.split('\r\n');
    expect(header).toBe('name,email,message,createdAt,read');
    expect(row).toMatch(/^"'=HYPERLINK\(""x""\)",a@example\.com,"Line one\nline ""two"", end",\d{4}-/);
    expect((await call('GET', `/api/bots/${botId}/contacts.csv`, stranger.token)).statusCode).toBe(404);
  });

  it("POSTs each contact to the bot's webhook and the server's, signed, retrying a failing receiver", async () => {
    const botId = await createBot(t.app, owner.token, { botName: 'Hooked', text: BOT_TEXT });
    const flaky = await startReceiver([503, 500]);
    try {
      const bot = await settle(botId, { acceptContact: true, webhookUrl: flaky.url });
      expect(bot.webhookSecret).toEqual(expect.any(String));
      expect(
        (await contact(botId, { name: 'Hook', email: 'hook@example.com', message: 'Hi' }, '192.0.2.9')).statusCode,
      ).toBe(201);
      await expect.poll(() => flaky.received.length, { timeout: 5000 }).toBe(3);
      const delivered = flaky.received[2];
      if (!delivered) throw new Error('not delivered');
      const timestamp = String(delivered.headers['x-botfolio-timestamp']);
      expect(delivered.headers['x-botfolio-signature']).toBe(signWebhook(bot.webhookSecret, timestamp, delivered.body));
      expect(delivered.headers['content-type']).toBe('application/json');
      expect(JSON.parse(delivered.body)).toMatchObject({
        event: 'contact',
        bot: { _id: botId, botName: 'Hooked' },
        contact: { name: 'Hook', email: 'hook@example.com', message: 'Hi', read: false },
      });
      // the server-wide receiver gets it too, signed with CONTACT_WEBHOOK_SECRET
      await expect
        .poll(() => globalReceiver.received.some((r) => JSON.parse(r.body).bot._id === botId), { timeout: 5000 })
        .toBe(true);
      const global = globalReceiver.received.find((r) => JSON.parse(r.body).bot._id === botId);
      expect(global?.headers['x-botfolio-signature']).toBe(
        signWebhook(globalSecret, String(global?.headers['x-botfolio-timestamp']), global?.body ?? ''),
      );
    } finally {
      await flaky.close();
    }
    const plain = await call('PATCH', `/api/bots/${botId}`, owner.token, {
      settings: { webhookUrl: 'ftp://x.example' },
    });
    expect(plain.json()).toEqual({ success: false, error: API_MESSAGES.settingsWebhookUrl });
  });

  it('stores nothing that identifies a visitor: no address, user agent or cookie in any column of any row', async () => {
    const botId = await createBot(t.app, owner.token, { botName: 'Private', text: BOT_TEXT });
    await settle(botId, { keepQuestions: true, acceptContact: true });
    await chat(botId, 'When did Ada write the first algorithm?', [], SITE);
    await contact(botId, { name: 'Priv', email: 'priv@example.com', message: 'Private words here' }, VISITOR_IP);
    const tables = [
      'users',
      'bots',
      'bot_sources',
      'bot_daily_stats',
      'bot_origin_stats',
      'bot_questions',
      'bot_contacts',
    ];
    const db = raw.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    let cells = 0;
    for (const table of tables) {
      const rows = await db.selectFrom(table).selectAll().execute();
      for (const row of rows)
        for (const value of Object.values(row)) {
          cells += 1;
          const text =
            Buffer.isBuffer(value) || value instanceof Uint8Array
              ? Buffer.from(value).toString('latin1')
              : String(value);
          for (const secret of [
            VISITOR_IP,
            VISITOR_AGENT,
            'VisitorBrowser',
            'abc123',
            'Private words here',
            'priv@example.com',
          ])
            expect(text.includes(secret), `${table} holds ${secret}`).toBe(false);
        }
    }
    expect(cells).toBeGreaterThan(50);
    await sql`select 1`.execute(raw.db);
  });

  it('answers 401 without a token and 404 for a stranger on every owner route', async () => {
    const botId = await createBot(t.app, owner.token, { botName: 'Guarded', text: BOT_TEXT });
    const routes: ['GET' | 'DELETE', string][] = [
      ['GET', `/api/bots/${botId}/insights`],
      ['GET', `/api/bots/${botId}/questions`],
      ['DELETE', `/api/bots/${botId}/questions`],
      ['GET', `/api/bots/${botId}/contacts`],
      ['GET', `/api/bots/${botId}/contacts.csv`],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, null)).statusCode).toBe(401);
      const theirs = await call(method, url, stranger.token);
      expect({ url, status: theirs.statusCode, body: theirs.json() }).toEqual({
        url,
        status: 404,
        body: { success: false, error: STRINGS.botNotFound },
      });
    }
  });
});
