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
import type { ChatAnswerEvent, ChatRequest, ChatResponse, ChatStreamEvent, Source } from './types.js';

/**
 * One SSE frame of the chat as the event it carries: undefined when its data is not a JSON object (unreadable),
 * null when it is not an event the chat uses (an unknown name, a token without text), to be skipped.
 */
export function parseChatEvent({
  event,
  data: raw,
}: {
  event: string;
  data: string;
}): ChatStreamEvent | null | undefined {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    // left undefined: unreadable
  }
  if (!isRecord(data)) return undefined;
  if (event === 'token') return typeof data.text === 'string' ? { event, data: { text: data.text } } : null;
  if (event === 'done')
    return {
      event,
      data: {
        answer: typeof data.answer === 'string' ? data.answer : '',
        sources: Array.isArray(data.sources) ? (data.sources as Source[]) : [],
      },
    };
  if (event === 'error')
    return {
      event,
      data: { error: String(data.error ?? ''), status: typeof data.status === 'number' ? data.status : 502 },
    };
  return null;
}

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
  { signal, asOwner = false }: CallOptions & { asOwner?: boolean } = {},
): AsyncGenerator<ChatAnswerEvent> {
  const response = await sendRequest(http, 'POST', chatPath(userId, botId), {
    body: request,
    // a visitor's chat carries no token; the owner trying their bot sends theirs, so it is not counted as a visit
    auth: asOwner,
    accept: 'text/event-stream',
    signal,
  });
  if (!response.ok || !response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    // Errors (and servers or proxies that ignore Accept) answer JSON.
    const answer = await readJson<ChatResponse>(response, signal);
    yield { event: 'done', data: { answer: answer.answer, sources: answer.sources ?? [] } };
    return;
  }
  try {
    for await (const frame of parseSSE(response.body)) {
      const event = parseChatEvent(frame);
      if (event === undefined) throw new ApiError(API_ERROR_MESSAGES.unreadable, response.status);
      if (event === null) continue;
      if (event.event === 'error') throw errorFromBody(event.data, event.data.status);
      yield event;
      if (event.event === 'done') return;
    }
  } catch (error) {
    throw error instanceof ApiError ? error : transportError(error, signal);
  }
  if (signal?.aborted) throw abortError();
  throw new ApiError(API_ERROR_MESSAGES.streamCut, 0);
}
