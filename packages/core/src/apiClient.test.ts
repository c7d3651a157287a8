import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES, ApiError, createApiClient } from './apiClient.js';
import { formatSSE } from './sse.js';
import { FakeXhr } from './test/fakeXhr.js';
import type { ChatAnswerEvent } from './types.js';

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

/** A fetch that records each request and answers with `respond`'s Response. */
function fakeFetch(respond: (request: Recorded) => Response | Promise<Response> = () => json({ success: true })) {
  const calls: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request: Recorded = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body,
      signal: init.signal ?? undefined,
    };
    calls.push(request);
    return respond(request);
  };
  return { fetch, calls };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function sse(text: string | Uint8Array[], status = 200): Response {
  const encoder = new TextEncoder();
  const parts = typeof text === 'string' ? [encoder.encode(text)] : text;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

const BASE = 'http://api.test';
const user = { _id: 'u1', name: 'Ada', email: 'ada@example.com', bots: [{ _id: 'b1', botName: 'Bio', botText: 'x' }] };

describe('createApiClient: each call of the API table', () => {
  const cases: Array<{
    name: string;
    run: (client: ReturnType<typeof createApiClient>) => Promise<unknown>;
    method: string;
    path: string;
    body?: unknown;
    auth: boolean;
  }> = [
    {
      name: 'signup',
      run: (c) => c.signup({ name: 'Ada', email: 'ada@example.com', password: 'secret123' }),
      method: 'POST',
      path: '/api/auth/signup',
      body: { name: 'Ada', email: 'ada@example.com', password: 'secret123' },
      auth: false,
    },
    {
      name: 'login',
      run: (c) => c.login({ email: 'ada@example.com', password: 'secret123' }),
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'ada@example.com', password: 'secret123' },
      auth: false,
    },
    { name: 'getUser', run: (c) => c.getUser(), method: 'GET', path: '/api/auth/getuser', auth: true },
    {
      name: 'findUser',
      run: (c) => c.findUser('u 1/x'),
      method: 'GET',
      path: '/api/auth/find-user/u%201%2Fx',
      auth: true,
    },
    {
      name: 'searchUsers',
      run: (c) => c.searchUsers('ad'),
      method: 'POST',
      path: '/api/auth/search',
      body: { query: 'ad' },
      auth: true,
    },
    {
      name: 'deleteBot',
      run: (c) => c.deleteBot('u1', 'b1'),
      method: 'DELETE',
      path: '/api/auth/delete-bot/u1/b1',
      auth: true,
    },
    {
      name: 'updateUser',
      run: (c) => c.updateUser({ name: 'Ada L', currentPassword: 'secret123' }),
      method: 'PATCH',
      path: '/api/auth/user',
      body: { name: 'Ada L', currentPassword: 'secret123' },
      auth: true,
    },
    {
      name: 'addSource',
      run: (c) => c.addSource('b 1', { type: 'text', title: 'Hobbies', text: 'Sailing.' }),
      method: 'POST',
      path: '/api/bots/b%201/sources',
      body: { type: 'text', title: 'Hobbies', text: 'Sailing.' },
      auth: true,
    },
    {
      name: 'getSource',
      run: (c) => c.getSource('b1', 's/1'),
      method: 'GET',
      path: '/api/bots/b1/sources/s%2F1',
      auth: true,
    },
    {
      name: 'updateSource',
      run: (c) => c.updateSource('b1', 's/1', { title: 'Résumé', text: 'Fixed text.' }),
      method: 'PATCH',
      path: '/api/bots/b1/sources/s%2F1',
      body: { title: 'Résumé', text: 'Fixed text.' },
      auth: true,
    },
    {
      name: 'removeSource',
      run: (c) => c.removeSource('b1', 's1'),
      method: 'DELETE',
      path: '/api/bots/b1/sources/s1',
      auth: true,
    },
    {
      name: 'refreshSource',
      run: (c) => c.refreshSource('b1', 's1'),
      method: 'POST',
      path: '/api/bots/b1/sources/s1/refresh',
      auth: true,
    },
    {
      name: 'storeBot',
      run: (c) => c.storeBot({ text: 'Bio text', botName: 'Bio' }),
      method: 'POST',
      path: '/api/pdf/store-in-db',
      body: { text: 'Bio text', botName: 'Bio' },
      auth: true,
    },
    {
      name: 'getTranscript',
      run: (c) => c.getTranscript('dQw4w9WgXcQ'),
      method: 'POST',
      path: '/api/youtube/get-transcript',
      body: { videoId: 'dQw4w9WgXcQ' },
      auth: true,
    },
    {
      name: 'extractWeb',
      run: (c) => c.extractWeb('https://example.com/a'),
      method: 'POST',
      path: '/api/web/extract',
      body: { url: 'https://example.com/a' },
      auth: true,
    },
    {
      name: 'summarize',
      run: (c) => c.summarize('Long text.'),
      method: 'POST',
      path: '/api/summarize',
      body: { text: 'Long text.' },
      auth: true,
    },
    {
      name: 'chat',
      run: (c) => c.chat('u1', 'b1', { message: 'Hi', history: [{ sender: 'user', text: 'Hello' }] }),
      method: 'POST',
      path: '/api/chat/u1/b1',
      body: { message: 'Hi', history: [{ sender: 'user', text: 'Hello' }] },
      auth: false,
    },
    { name: 'health', run: (c) => c.health(), method: 'GET', path: '/api/health', auth: false },
  ];

  it.each(cases)('$name sends $method $path with the right headers and body', async (testCase) => {
    const answer = { success: true, marker: testCase.name };
    const { fetch, calls } = fakeFetch(() => json(answer));
    const client = createApiClient({ baseUrl: `${BASE}/`, fetch, getToken: () => 'raw-token' });
    await expect(testCase.run(client)).resolves.toEqual(answer);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.url).toBe(`${BASE}${testCase.path}`);
    expect(call.method).toBe(testCase.method);
    expect(call.body).toEqual(testCase.body);
    expect(call.headers['content-type']).toBe(testCase.body === undefined ? undefined : 'application/json');
    expect(call.headers.authorization).toBe(testCase.auth ? 'raw-token' : undefined);
  });

  it('sends the raw token, without a Bearer prefix, and none when there is no token', async () => {
    const { fetch, calls } = fakeFetch(() => json(user));
    await createApiClient({ fetch, getToken: () => 'abc.def.ghi' }).getUser();
    await createApiClient({ fetch, getToken: () => null }).getUser();
    expect(calls[0]!.headers.authorization).toBe('abc.def.ghi');
    expect(calls[1]!.headers.authorization).toBeUndefined();
    expect(calls[0]!.url).toBe('/api/auth/getuser');
  });

  it('reads the token from localStorage by default, when there is one', async () => {
    const store = new Map<string, string>([['token', 'stored-token']]);
    const storage = { getItem: (key: string) => store.get(key) ?? null };
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      const { fetch, calls } = fakeFetch(() => json(user));
      await expect(createApiClient({ fetch }).getUser()).resolves.toEqual(user);
      expect(calls[0]!.headers.authorization).toBe('stored-token');
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
    const { fetch, calls } = fakeFetch(() => json(user));
    await createApiClient({ fetch }).getUser();
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('passes the abort signal to fetch and rejects with the AbortError', async () => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal?.addEventListener('abort', () => reject(request.signal?.reason));
        }),
    );
    const pending = createApiClient({ fetch }).searchUsers('a', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.signal).toBe(controller.signal);
  });
});

describe('createApiClient: errors', () => {
  it("surfaces the server's error sentence and status", async () => {
    const { fetch } = fakeFetch(() =>
      json({ success: false, error: 'An account with this email already exists.' }, 409),
    );
    const error = await createApiClient({ fetch })
      .signup({ name: 'A', email: 'a@b.co', password: 'secret123' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'An account with this email already exists.' });
  });

  it('treats a 200 with success:false as an error', async () => {
    const { fetch } = fakeFetch(() => json({ success: false, error: 'Invalid Credentials' }));
    await expect(createApiClient({ fetch }).login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      message: 'Invalid Credentials',
      status: 400,
    });
  });

  it('gives a clear sentence when the server is unreachable', async () => {
    const fetch = async (): Promise<Response> => {
      throw new TypeError('fetch failed');
    };
    await expect(createApiClient({ fetch }).getUser()).rejects.toMatchObject({
      message: API_ERROR_MESSAGES.network,
      status: 0,
    });
  });

  it('gives a clear sentence for an unreadable success body and for a bare 5xx', async () => {
    const html = fakeFetch(() => new Response('<html>proxy</html>', { status: 200 }));
    await expect(createApiClient({ fetch: html.fetch }).getUser()).rejects.toMatchObject({
      message: API_ERROR_MESSAGES.unreadable,
    });
    const gateway = fakeFetch(() => new Response('Bad Gateway', { status: 502 }));
    await expect(createApiClient({ fetch: gateway.fetch }).getUser()).rejects.toMatchObject({
      message: 'The server had a problem. Please try again later.',
      status: 502,
    });
    const notFound = fakeFetch(() => new Response('', { status: 404 }));
    await expect(createApiClient({ fetch: notFound.fetch }).findUser('x')).rejects.toMatchObject({
      message: 'The request failed (status 404).',
      status: 404,
    });
  });
});

async function collectParts(iterable: AsyncIterable<ChatAnswerEvent>): Promise<ChatAnswerEvent[]> {
  const parts: ChatAnswerEvent[] = [];
  for await (const part of iterable) parts.push(part);
  return parts;
}

describe('createApiClient: chatStream', () => {
  it('asks for an event stream and yields tokens, then the answer with its sources', async () => {
    const body =
      formatSSE('token', { text: 'Ada ' }) +
      ': keep-alive\n\n' +
      formatSSE('token', { text: 'wrote 😀' }) +
      formatSSE('done', { answer: 'Ada wrote 😀', sources: [{ text: 'passage' }] });
    const bytes = new TextEncoder().encode(body);
    // Split inside the emoji to prove frames are reassembled.
    const emojiAt = bytes.indexOf(0xf0);
    const { fetch, calls } = fakeFetch(() => sse([bytes.slice(0, emojiAt + 2), bytes.slice(emojiAt + 2)]));
    const client = createApiClient({ baseUrl: BASE, fetch, getToken: () => 'host-page-token' });
    const parts = await collectParts(client.chatStream('u1', 'b1', { message: 'Who?', history: [] }));
    expect(parts).toEqual([
      { event: 'token', data: { text: 'Ada ' } },
      { event: 'token', data: { text: 'wrote 😀' } },
      { event: 'done', data: { answer: 'Ada wrote 😀', sources: [{ text: 'passage' }] } },
    ]);
    const call = calls[0]!;
    expect(call.url).toBe(`${BASE}/api/chat/u1/b1`);
    expect(call.method).toBe('POST');
    expect(call.headers.accept).toBe('text/event-stream');
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers.authorization).toBeUndefined();
    expect(call.body).toEqual({ message: 'Who?', history: [] });
  });

  it('throws the error frame as ApiError after the tokens before it', async () => {
    const { fetch } = fakeFetch(() =>
      sse(formatSSE('token', { text: 'Par' }) + formatSSE('error', { error: 'The model is unavailable right now.' })),
    );
    const seen: ChatAnswerEvent[] = [];
    const error = await (async () => {
      for await (const part of createApiClient({ fetch }).chatStream('u', 'b', { message: 'q' })) seen.push(part);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([{ event: 'token', data: { text: 'Par' } }]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'The model is unavailable right now.' });
  });

  it('throws the JSON error of a refused request (e.g. 400 or 429)', async () => {
    const { fetch } = fakeFetch(() =>
      json({ success: false, error: 'The message must be 1 to 2000 characters.' }, 400),
    );
    await expect(collectParts(createApiClient({ fetch }).chatStream('u', 'b', { message: '' }))).rejects.toMatchObject({
      status: 400,
      message: 'The message must be 1 to 2000 characters.',
    });
  });

  it('accepts a JSON answer from a server that ignores Accept', async () => {
    const { fetch } = fakeFetch(() => json({ success: true, answer: 'Whole answer', sources: [] }));
    expect(await collectParts(createApiClient({ fetch }).chatStream('u', 'b', { message: 'q' }))).toEqual([
      { event: 'done', data: { answer: 'Whole answer', sources: [] } },
    ]);
  });

  it('says the answer was cut off when the stream ends without done', async () => {
    const { fetch } = fakeFetch(() => sse(formatSSE('token', { text: 'Half' })));
    await expect(collectParts(createApiClient({ fetch }).chatStream('u', 'b', { message: 'q' }))).rejects.toMatchObject(
      {
        message: API_ERROR_MESSAGES.streamCut,
      },
    );
  });

  it('rejects a garbage frame with a clear sentence', async () => {
    const { fetch } = fakeFetch(() => sse('event: token\ndata: {not json\n\n'));
    await expect(collectParts(createApiClient({ fetch }).chatStream('u', 'b', { message: 'q' }))).rejects.toMatchObject(
      {
        message: API_ERROR_MESSAGES.unreadable,
      },
    );
  });
});

/** A fake XMLHttpRequest: records what is sent; the test drives progress and the answer. */

describe('createApiClient: uploadPdf', () => {
  const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'resume.pdf', { type: 'application/pdf' });

  it('posts the file as multipart field `file` with the token and reports progress from 0 to 1', async () => {
    const progress: number[] = [];
    const client = createApiClient({ baseUrl: BASE, createXhr: () => new FakeXhr(), getToken: () => 'tok' });
    const pending = client.uploadPdf(pdf, { onProgress: (fraction) => progress.push(fraction) });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${BASE}/api/pdf/upload-pdf`);
    expect(xhr.headers.authorization).toBe('tok');
    expect(xhr.headers['content-type']).toBeUndefined();
    const sent = xhr.body?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('resume.pdf');
    expect((sent as File).size).toBe(4);

    xhr.progress(0, 200);
    xhr.progress(50, 200);
    xhr.progress(100, 0, false);
    xhr.progress(200, 200);
    xhr.respond(200, { success: true, text: 'Resume text', pages: 1 });
    await expect(pending).resolves.toEqual({ success: true, text: 'Resume text', pages: 1 });
    expect(progress).toEqual([0, 0.25, 1, 1]);
  });

  it("rejects with the server's sentence", async () => {
    const client = createApiClient({ createXhr: () => new FakeXhr(), getToken: () => null });
    const pending = client.uploadPdf(pdf);
    expect(FakeXhr.last!.headers.authorization).toBeUndefined();
    FakeXhr.last!.respond(413, { success: false, error: 'The PDF is larger than 20 MB.' });
    await expect(pending).rejects.toMatchObject({ status: 413, message: 'The PDF is larger than 20 MB.' });
  });

  it('rejects with the network sentence on a transport error', async () => {
    const pending = createApiClient({ createXhr: () => new FakeXhr(), getToken: () => null }).uploadPdf(pdf);
    FakeXhr.last!.onerror?.();
    await expect(pending).rejects.toMatchObject({ status: 0, message: API_ERROR_MESSAGES.network });
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const client = createApiClient({ createXhr: () => new FakeXhr(), getToken: () => null });
    const pending = client.uploadPdf(new Blob(['%PDF']), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});
