import { chatPath } from './apiCalls.js';
import { API_ERROR_MESSAGES, ApiError } from './apiError.js';
import {
  abortError,
  type CallOptions,
  errorFromBody,
  type Http,
  isRecord,
  readJson,
  sendRequest,
  transportError,
} from './http.js';
import { parseSSE } from './sse.js';
import type { ChatRequest, ChatResponse, Source } from './types.js';

export type ChatStreamPart = { type: 'token'; text: string } | { type: 'done'; answer: string; sources: Source[] };

/**
 * A bot's answer as it is produced: `token` parts, then one `done` part. An `event: error` frame, a refused
 * request and a stream that ends without `done` throw ApiError. Never sends a token: the chat route is public,
 * and an embedding page's own `token` must not leak to us.
 */
export async function* chatStream(
  http: Http,
  userId: string,
  botId: string,
  request: ChatRequest,
  { signal }: CallOptions = {},
): AsyncGenerator<ChatStreamPart> {
  const response = await sendRequest(http, 'POST', chatPath(userId, botId), {
    body: request,
    auth: false,
    accept: 'text/event-stream',
    signal,
  });
  if (!response.ok || !response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    // Errors (and servers or proxies that ignore Accept) answer JSON.
    const answer = await readJson<ChatResponse>(response, signal);
    yield { type: 'done', answer: answer.answer, sources: answer.sources ?? [] };
    return;
  }
  try {
    for await (const frame of parseSSE(response.body)) {
      let data: unknown;
      try {
        data = JSON.parse(frame.data);
      } catch {
        // Not JSON: left undefined, so it is unreadable below.
      }
      if (!isRecord(data)) throw new ApiError(API_ERROR_MESSAGES.unreadable, response.status);
      if (frame.event === 'token') {
        if (typeof data.text === 'string') yield { type: 'token', text: data.text };
      } else if (frame.event === 'done') {
        const answer = typeof data.answer === 'string' ? data.answer : '';
        yield { type: 'done', answer, sources: Array.isArray(data.sources) ? (data.sources as Source[]) : [] };
        return;
      } else if (frame.event === 'error') {
        throw errorFromBody(data, typeof data.status === 'number' ? data.status : 502);
      }
    }
  } catch (error) {
    throw error instanceof ApiError ? error : transportError(error, signal);
  }
  if (signal?.aborted) throw abortError();
  throw new ApiError(API_ERROR_MESSAGES.streamCut, 0);
}
