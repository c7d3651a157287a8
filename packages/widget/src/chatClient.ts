import {
  API_ERROR_MESSAGES,
  ApiError,
  type ChatSessionClient,
  type ChatStreamPart,
  parseSSE,
  type User,
} from '@botfolio/core';

const enc = encodeURIComponent;

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const sentence = typeof body?.error === 'string' ? body.error : API_ERROR_MESSAGES.unreadable;
  return new ApiError(sentence, response.status);
}

/**
 * The widget's client: only the two public calls a visitor's chat makes (find-user, streamed chat),
 * never a token. Core's `createApiClient` carries every call of the API in one object that no bundler
 * can trim (about 2 KB gzip of widget.js's 15 KB budget); this speaks the same wire protocol with
 * core's SSE parser and the same ApiError sentences.
 */
export function createChatClient(
  baseUrl: string,
  fetchImpl: typeof fetch = (i, init) => fetch(i, init),
): ChatSessionClient {
  const request = async (path: string, init: RequestInit) => {
    try {
      return await fetchImpl(baseUrl + path, init);
    } catch (err) {
      if (init.signal?.aborted) throw err;
      throw new ApiError(API_ERROR_MESSAGES.network, 0);
    }
  };
  return {
    async findUser(userId) {
      const response = await request(`/api/auth/find-user/${enc(userId)}`, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw await errorOf(response);
      return (await response.json()) as User;
    },
    async *chatStream(userId, botId, body, { signal } = {}): AsyncGenerator<ChatStreamPart> {
      const response = await request(`/api/chat/${enc(userId)}/${enc(botId)}`, {
        method: 'POST',
        headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      if (!response.ok || !response.body) throw await errorOf(response);
      if (!response.headers.get('content-type')?.includes('event-stream')) {
        // A server (or proxy) that ignored Accept answers JSON.
        const answer = (await response.json()) as { answer?: string; sources?: [] };
        yield { type: 'done', answer: answer.answer ?? '', sources: answer.sources ?? [] };
        return;
      }
      for await (const frame of parseSSE(response.body)) {
        const data = JSON.parse(frame.data) as { text?: string; answer?: string; sources?: []; error?: string };
        if (frame.event === 'token') yield { type: 'token', text: data.text ?? '' };
        else if (frame.event === 'error') throw new ApiError(data.error ?? API_ERROR_MESSAGES.unreadable, 502);
        else if (frame.event === 'done') {
          yield { type: 'done', answer: data.answer ?? '', sources: data.sources ?? [] };
          return;
        }
      }
      if (signal?.aborted) return;
      throw new ApiError(API_ERROR_MESSAGES.streamCut, 0);
    },
  };
}
