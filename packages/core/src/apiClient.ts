import { TOKEN_STORAGE_KEY } from './constants.js';
import { parseSSE } from './sse.js';
import type {
  AuthResponse,
  ChatRequest,
  ChatResponse,
  DeleteBotResponse,
  HealthResponse,
  LoginRequest,
  SearchResponse,
  SignupRequest,
  Source,
  StoreBotRequest,
  StoreBotResponse,
  SummarizeResponse,
  TranscriptResponse,
  UpdateUserRequest,
  UpdateUserResponse,
  UploadPdfResponse,
  User,
  WebExtractResponse,
} from './types.js';

/** Sentences for failures that never reached the server or could not be read. */
export const API_ERROR_MESSAGES = {
  network: 'Could not reach the server. Check your connection and try again.',
  unreadable: 'The server sent an answer that could not be read.',
  streamCut: 'The answer was cut off. Please try again.',
} as const;

/** A failed call. `message` is the server's `error` sentence (or one of API_ERROR_MESSAGES); `status` 0 = no answer. */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The parts of XMLHttpRequest the PDF upload uses, so tests can pass a small fake. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEventInit) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the API; '' means the page's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The session token, sent raw in `Authorization`; the browser's localStorage `token` by default. */
  getToken?: () => string | null | undefined;
  createXhr?: () => XhrLike;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface UploadOptions extends CallOptions {
  /** Called with the uploaded fraction, 0..1, as bytes leave the browser; 1 once the server has answered. */
  onProgress?: (fraction: number) => void;
}

export type ChatStreamPart = { type: 'token'; text: string } | { type: 'done'; answer: string; sources: Source[] };

export interface ApiClient {
  signup(request: SignupRequest, options?: CallOptions): Promise<AuthResponse>;
  login(request: LoginRequest, options?: CallOptions): Promise<AuthResponse>;
  /** The signed-in user, with each bot's text. */
  getUser(options?: CallOptions): Promise<User>;
  /** Any user; `email` only when signed in, `botText` only for the owner. */
  findUser(userId: string, options?: CallOptions): Promise<User>;
  searchUsers(query: string, options?: CallOptions): Promise<SearchResponse>;
  deleteBot(userId: string, botId: string, options?: CallOptions): Promise<DeleteBotResponse>;
  updateUser(request: UpdateUserRequest, options?: CallOptions): Promise<UpdateUserResponse>;
  uploadPdf(file: Blob, options?: UploadOptions): Promise<UploadPdfResponse>;
  storeBot(request: StoreBotRequest, options?: CallOptions): Promise<StoreBotResponse>;
  getTranscript(videoId: string, options?: CallOptions): Promise<TranscriptResponse>;
  extractWeb(url: string, options?: CallOptions): Promise<WebExtractResponse>;
  summarize(text: string, options?: CallOptions): Promise<SummarizeResponse>;
  chat(userId: string, botId: string, request: ChatRequest, options?: CallOptions): Promise<ChatResponse>;
  /** The answer as it is produced: `token` parts, then one `done` part. An `event: error` frame throws ApiError. */
  chatStream(userId: string, botId: string, request: ChatRequest, options?: CallOptions): AsyncIterable<ChatStreamPart>;
  health(options?: CallOptions): Promise<HealthResponse>;
}

function defaultGetToken(): string | null {
  // Guarded: Node has no localStorage, and sandboxed iframes throw on access.
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The ApiError for an answer body: the server's `error` sentence when it sent one. */
function errorFromBody(body: unknown, status: number): ApiError {
  if (isRecord(body) && typeof body.error === 'string' && body.error.trim() !== '')
    return new ApiError(body.error, status);
  return new ApiError(
    status >= 500 ? 'The server had a problem. Please try again later.' : `The request failed (status ${status}).`,
    status,
  );
}

/** Parses an answer body; non-2xx and `success: false` become ApiError. */
function readBody<T>(status: number, text: string): T {
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    if (status >= 200 && status < 300) throw new ApiError(API_ERROR_MESSAGES.unreadable, status);
    throw errorFromBody(undefined, status);
  }
  if (status < 200 || status >= 300) throw errorFromBody(body, status);
  if (!isRecord(body)) throw new ApiError(API_ERROR_MESSAGES.unreadable, status);
  if (body.success === false) throw errorFromBody(body, 400);
  return body as T;
}

function isAbort(error: unknown): boolean {
  return isRecord(error) && error.name === 'AbortError';
}

function abortError(): Error {
  return typeof DOMException === 'function'
    ? new DOMException('The operation was aborted.', 'AbortError')
    : Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
}

/**
 * The typed client of DESIGN.md's API. Every function resolves with the server's answer or rejects with ApiError
 * (an aborted call rejects with the AbortError of its signal). I/O is injected: `fetch`, the token source and the
 * XMLHttpRequest factory (upload progress needs XHR); nothing touches browser globals until a call is made.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  // Called as a plain function: a fetch stored on an object and called as a method throws "Illegal invocation".
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const getToken = options.getToken ?? defaultGetToken;
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest() as unknown as XhrLike);

  function headersFor(withAuth: boolean, hasBody: boolean, accept = 'application/json'): Record<string, string> {
    const headers: Record<string, string> = { Accept: accept };
    if (hasBody) headers['Content-Type'] = 'application/json';
    const token = withAuth ? getToken() : null;
    if (token) headers.Authorization = token;
    return headers;
  }

  async function send(
    method: string,
    path: string,
    init: { body?: unknown; auth?: boolean; accept?: string; signal?: AbortSignal | undefined },
  ): Promise<Response> {
    const hasBody = init.body !== undefined;
    const request: RequestInit = { method, headers: headersFor(init.auth ?? true, hasBody, init.accept) };
    if (hasBody) request.body = JSON.stringify(init.body);
    if (init.signal) request.signal = init.signal;
    try {
      return await doFetch(`${baseUrl}${path}`, request);
    } catch (error) {
      if (isAbort(error) || init.signal?.aborted) throw error;
      throw new ApiError(API_ERROR_MESSAGES.network, 0);
    }
  }

  async function call<T>(
    method: string,
    path: string,
    init: { body?: unknown; auth?: boolean; signal?: AbortSignal | undefined } = {},
  ): Promise<T> {
    const response = await send(method, path, init);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (isAbort(error) || init.signal?.aborted) throw error;
      throw new ApiError(API_ERROR_MESSAGES.network, 0);
    }
    return readBody<T>(response.status, text);
  }

  const chatPath = (userId: string, botId: string) =>
    `/api/chat/${encodeURIComponent(userId)}/${encodeURIComponent(botId)}`;

  async function* chatStream(
    userId: string,
    botId: string,
    request: ChatRequest,
    callOptions: CallOptions = {},
  ): AsyncGenerator<ChatStreamPart> {
    const { signal } = callOptions;
    // No token: the chat route is public, and an embedding page's own `token` must not leak to us.
    const response = await send('POST', chatPath(userId, botId), {
      body: request,
      auth: false,
      accept: 'text/event-stream',
      signal,
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !contentType.includes('text/event-stream') || !response.body) {
      // Errors (and servers that ignore Accept) answer JSON.
      const answer = readBody<ChatResponse>(response.status, await response.text().catch(() => ''));
      yield { type: 'done', answer: answer.answer, sources: answer.sources ?? [] };
      return;
    }
    try {
      for await (const frame of parseSSE(response.body)) {
        let data: unknown;
        try {
          data = JSON.parse(frame.data);
        } catch {
          throw new ApiError(API_ERROR_MESSAGES.unreadable, response.status);
        }
        if (!isRecord(data)) throw new ApiError(API_ERROR_MESSAGES.unreadable, response.status);
        if (frame.event === 'token') {
          if (typeof data.text === 'string') yield { type: 'token', text: data.text };
        } else if (frame.event === 'done') {
          const sources = Array.isArray(data.sources) ? (data.sources as Source[]) : [];
          yield { type: 'done', answer: typeof data.answer === 'string' ? data.answer : '', sources };
          return;
        } else if (frame.event === 'error') {
          throw errorFromBody(data, typeof data.status === 'number' ? data.status : 502);
        }
      }
    } catch (error) {
      if (error instanceof ApiError || isAbort(error) || signal?.aborted) throw error;
      throw new ApiError(API_ERROR_MESSAGES.network, 0);
    }
    if (signal?.aborted) throw abortError();
    throw new ApiError(API_ERROR_MESSAGES.streamCut, 0);
  }

  function uploadPdf(file: Blob, uploadOptions: UploadOptions = {}): Promise<UploadPdfResponse> {
    const { onProgress, signal } = uploadOptions;
    return new Promise<UploadPdfResponse>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = createXhr();
      const onAbortSignal = () => xhr.abort();
      const settle = (outcome: () => void) => {
        signal?.removeEventListener('abort', onAbortSignal);
        outcome();
      };
      xhr.open('POST', `${baseUrl}/api/pdf/upload-pdf`);
      xhr.setRequestHeader('Accept', 'application/json');
      const token = getToken();
      if (token) xhr.setRequestHeader('Authorization', token);
      xhr.upload.onprogress = (event) => {
        if (onProgress && event.lengthComputable && event.total) {
          onProgress(Math.min(1, Math.max(0, (event.loaded ?? 0) / event.total)));
        }
      };
      xhr.onload = () =>
        settle(() => {
          try {
            const body = readBody<UploadPdfResponse>(xhr.status, xhr.responseText);
            onProgress?.(1);
            resolve(body);
          } catch (error) {
            reject(error);
          }
        });
      xhr.onerror = () => settle(() => reject(new ApiError(API_ERROR_MESSAGES.network, 0)));
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => settle(() => reject(abortError()));
      signal?.addEventListener('abort', onAbortSignal, { once: true });
      const form = new FormData();
      form.append('file', file, typeof File !== 'undefined' && file instanceof File ? file.name : 'upload.pdf');
      xhr.send(form);
    });
  }

  return {
    signup: (request, o = {}) => call('POST', '/api/auth/signup', { body: request, auth: false, signal: o.signal }),
    login: (request, o = {}) => call('POST', '/api/auth/login', { body: request, auth: false, signal: o.signal }),
    getUser: (o = {}) => call('GET', '/api/auth/getuser', { signal: o.signal }),
    findUser: (userId, o = {}) =>
      call('GET', `/api/auth/find-user/${encodeURIComponent(userId)}`, { signal: o.signal }),
    searchUsers: (query, o = {}) => call('POST', '/api/auth/search', { body: { query }, signal: o.signal }),
    deleteBot: (userId, botId, o = {}) =>
      call('DELETE', `/api/auth/delete-bot/${encodeURIComponent(userId)}/${encodeURIComponent(botId)}`, {
        signal: o.signal,
      }),
    updateUser: (request, o = {}) => call('PATCH', '/api/auth/user', { body: request, signal: o.signal }),
    uploadPdf,
    storeBot: (request, o = {}) => call('POST', '/api/pdf/store-in-db', { body: request, signal: o.signal }),
    getTranscript: (videoId, o = {}) =>
      call('POST', '/api/youtube/get-transcript', { body: { videoId }, signal: o.signal }),
    extractWeb: (url, o = {}) => call('POST', '/api/web/extract', { body: { url }, signal: o.signal }),
    summarize: (text, o = {}) => call('POST', '/api/summarize', { body: { text }, signal: o.signal }),
    chat: (userId, botId, request, o = {}) =>
      call('POST', chatPath(userId, botId), { body: request, auth: false, signal: o.signal }),
    chatStream,
    health: (o = {}) => call('GET', '/api/health', { auth: false, signal: o.signal }),
  };
}
