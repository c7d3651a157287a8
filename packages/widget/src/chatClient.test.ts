// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ERROR_MESSAGES, ApiError } from '@botfolio/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createChatClient } from './chatClient';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void | Promise<void>;
let handler: Handler = (_req, _body, res) => {
  res.end();
};
const seen: { method?: string; url?: string; accept?: string; authorization?: string; body: string }[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    seen.push({
      method: req.method,
      url: req.url,
      accept: req.headers.accept,
      authorization: req.headers.authorization,
      body,
    });
    await handler(req, body, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function collect<T>(parts: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const part of parts) out.push(part);
  return out;
}

describe('createChatClient', () => {
  test("getPublicBot asks for the bot's public settings with the ids encoded and no token", async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, bot: { _id: 'b1', botName: 'Bot', greeting: 'Hi' } }));
    };
    const answer = await createChatClient(base).getPublicBot('a/b', 'b 1');
    expect(answer.bot.botName).toBe('Bot');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/bots/a%2Fb/b%201/public', authorization: undefined });
  });

  test('sendContact posts the request to the public contact route, with no token', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true }));
    };
    const request = { name: 'Rita', email: 'rita@example.com', message: 'Hello', website: '' };
    await createChatClient(base).sendContact?.('u1', 'b1', request);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/bots/u1/b1/contact', authorization: undefined });
    expect(JSON.parse(seen.at(-1)?.body ?? '{}')).toEqual(request);
  });

  test("sends no token even when the embedding page keeps one in localStorage (regression: core's client would)", async () => {
    Object.defineProperty(globalThis, 'localStorage', { value: { getItem: () => 'page-token' }, configurable: true });
    try {
      handler = (req, _body, res) => {
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ success: true, bot: { _id: 'b', botName: 'Ada' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end('event: done\ndata: {"answer":"Hi","sources":[]}\n\n');
      };
      const client = createChatClient(base);
      await client.getPublicBot('u', 'b');
      expect(await collect(client.chatStream('u', 'b', { message: 'q' }))).toEqual([
        { event: 'done', data: { answer: 'Hi', sources: [] } },
      ]);
      expect(seen.slice(-2).map((r) => [r.method, r.authorization])).toEqual([
        ['GET', undefined],
        ['POST', undefined],
      ]);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  test("a 4xx rejects with the server's sentence and status", async () => {
    handler = (_req, _body, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, error: 'This bot does not exist or was deleted.' }));
    };
    await expect(createChatClient(base).getPublicBot('nobody', 'b')).rejects.toEqual(
      new ApiError('This bot does not exist or was deleted.', 404),
    );
    await expect(createChatClient(base).getPublicBot('nobody', 'b')).rejects.toMatchObject({ status: 404 });
  });

  test('chatStream posts the question and yields tokens as they arrive, split anywhere, then done', async () => {
    handler = async (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const stream =
        'event: token\ndata: {"text":"Ada "}\n\nevent: token\ndata: {"text":"wrote 🧮"}\n\nevent: done\ndata: {"answer":"Ada wrote 🧮","sources":[{"text":"s"}]}\n\n';
      const bytes = Buffer.from(stream);
      for (let i = 0; i < bytes.length; i += 7) {
        res.write(bytes.subarray(i, i + 7));
        await sleep(1);
      }
      res.end();
    };
    const history = [{ sender: 'user' as const, text: 'hi' }];
    const parts = await collect(createChatClient(base).chatStream('u 1', 'b1', { message: 'What?', history }));
    expect(parts).toEqual([
      { event: 'token', data: { text: 'Ada ' } },
      { event: 'token', data: { text: 'wrote 🧮' } },
      { event: 'done', data: { answer: 'Ada wrote 🧮', sources: [{ text: 's' }] } },
    ]);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/chat/u%201/b1', accept: 'text/event-stream' });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ message: 'What?', history });
  });

  test('an error frame, a cut stream and a 429 reject with sentences a person can act on', async () => {
    const client = createChatClient(base);
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(
        'event: token\ndata: {"text":"Ad"}\n\nevent: error\ndata: {"error":"The model is unavailable right now."}\n\n',
      );
    };
    await expect(collect(client.chatStream('u', 'b', { message: 'q' }))).rejects.toEqual(
      new ApiError('The model is unavailable right now.', 502),
    );
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('event: token\ndata: {"text":"Ad"}\n\n');
    };
    await expect(collect(client.chatStream('u', 'b', { message: 'q' }))).rejects.toEqual(
      new ApiError(API_ERROR_MESSAGES.streamCut, 0),
    );
    handler = (_req, _body, res) => {
      res.writeHead(429, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, error: 'Too many messages. Please wait a minute.' }));
    };
    await expect(collect(client.chatStream('u', 'b', { message: 'q' }))).rejects.toMatchObject({
      status: 429,
      message: 'Too many messages. Please wait a minute.',
    });
  });

  test('a JSON answer (Accept ignored by a proxy) becomes one done part', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, answer: 'Plain.', sources: [] }));
    };
    expect(await collect(createChatClient(base).chatStream('u', 'b', { message: 'q' }))).toEqual([
      { event: 'done', data: { answer: 'Plain.', sources: [] } },
    ]);
  });

  test('an unreachable server is a network sentence with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createChatClient(`http://127.0.0.1:${port}`).getPublicBot('u', 'b')).rejects.toEqual(
      new ApiError(API_ERROR_MESSAGES.network, 0),
    );
  });

  test('aborting stops the stream', async () => {
    handler = async (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: token\ndata: {"text":"one"}\n\n');
      await sleep(2000);
      res.end();
    };
    const controller = new AbortController();
    const got: unknown[] = [];
    const run = (async () => {
      for await (const part of createChatClient(base).chatStream(
        'u',
        'b',
        { message: 'q' },
        { signal: controller.signal },
      )) {
        got.push(part);
        controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(got).toEqual([{ event: 'token', data: { text: 'one' } }]);
  });
});
