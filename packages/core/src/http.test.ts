import { describe, expect, it } from 'vitest';
import { findUser, getUser, searchUsers } from './apiCalls.js';
import { ApiError } from './apiError.js';
import { chatStream } from './chatStream.js';
import { createHttp } from './http.js';
import { formatSSE } from './sse.js';

/** A fetch that records URL and headers of each request and answers with `respond`'s Response. */
function recordingFetch(respond: () => Response) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    calls.push({ url: String(input), headers: Object.fromEntries(new Headers(init.headers).entries()) });
    return respond();
  };
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createHttp + standalone calls', () => {
  it('sends no token without getToken, even when the page has one in localStorage', async () => {
    const storage = { getItem: () => 'page-token' };
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      const { fetch, calls } = recordingFetch(() => json({ _id: 'u1', name: 'Ada', bots: [] }));
      const http = createHttp({ baseUrl: 'http://api.test//', fetch });
      await expect(findUser(http, 'u 1')).resolves.toMatchObject({ name: 'Ada' });
      await getUser(http);
      expect(calls.map((c) => c.url)).toEqual([
        'http://api.test/api/auth/find-user/u%201',
        'http://api.test/api/auth/getuser',
      ]);
      expect(calls.map((c) => c.headers.authorization)).toEqual([undefined, undefined]);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('sends the token it is given on authenticated calls, never on the chat stream', async () => {
    const users = recordingFetch(() => json({ success: true, users: [] }));
    await searchUsers(createHttp({ fetch: users.fetch, getToken: () => 'tok' }), 'ad');
    expect(users.calls[0]?.headers.authorization).toBe('tok');

    const stream = recordingFetch(
      () =>
        new Response(formatSSE('done', { answer: 'Hi', sources: [] }), {
          headers: { 'content-type': 'text/event-stream' },
        }),
    );
    const parts = [];
    for await (const part of chatStream(createHttp({ fetch: stream.fetch, getToken: () => 'tok' }), 'u', 'b', {
      message: 'q',
    }))
      parts.push(part);
    expect(parts).toEqual([{ event: 'done', data: { answer: 'Hi', sources: [] } }]);
    expect(stream.calls[0]?.headers.authorization).toBeUndefined();
  });

  it("rejects with the server's sentence as ApiError", async () => {
    const { fetch } = recordingFetch(() => json({ success: false, error: 'User not found.' }, 404));
    await expect(findUser(createHttp({ fetch }), 'nobody')).rejects.toEqual(new ApiError('User not found.', 404));
  });
});
