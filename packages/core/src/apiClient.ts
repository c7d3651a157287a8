import * as calls from './apiCalls.js';
import { chatStream } from './chatStream.js';
import { TOKEN_STORAGE_KEY } from './constants.js';
import { type CallOptions, createHttp, type HttpOptions } from './http.js';
import type {
  AuthResponse,
  ChatAnswerEvent,
  ChatRequest,
  ChatResponse,
  DeleteBotResponse,
  HealthResponse,
  LoginRequest,
  SearchResponse,
  SignupRequest,
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
import { type UploadOptions, uploadPdf } from './uploadPdf.js';

// The client's vocabulary, also importable from here (the standalone modules hold them).
export { API_ERROR_MESSAGES, ApiError, errorStatus, isAbortError } from './apiError.js';
export type { CallOptions } from './http.js';
export type { UploadOptions, XhrLike } from './uploadPdf.js';

export interface ApiClientOptions extends HttpOptions {
  /** The session token, sent raw in `Authorization`; the browser's localStorage `token` by default. */
  getToken?: () => string | null | undefined;
}

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
  chatStream(
    userId: string,
    botId: string,
    request: ChatRequest,
    options?: CallOptions,
  ): AsyncIterable<ChatAnswerEvent>;
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

/**
 * The typed client of docs/API.md: every standalone call (apiCalls.ts, chatStream, uploadPdf) bound to one
 * `createHttp` with the signed-in user's token. Bundles that need a few calls import those instead (the widget).
 * I/O is injected: `fetch`, the token source and the XMLHttpRequest factory; nothing touches browser globals until
 * a call is made.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http = createHttp({ ...options, getToken: options.getToken ?? defaultGetToken });
  return {
    signup: (request, o) => calls.signup(http, request, o),
    login: (request, o) => calls.login(http, request, o),
    getUser: (o) => calls.getUser(http, o),
    findUser: (userId, o) => calls.findUser(http, userId, o),
    searchUsers: (query, o) => calls.searchUsers(http, query, o),
    deleteBot: (userId, botId, o) => calls.deleteBot(http, userId, botId, o),
    updateUser: (request, o) => calls.updateUser(http, request, o),
    uploadPdf: (file, o) => uploadPdf(http, file, o),
    storeBot: (request, o) => calls.storeBot(http, request, o),
    getTranscript: (videoId, o) => calls.getTranscript(http, videoId, o),
    extractWeb: (url, o) => calls.extractWeb(http, url, o),
    summarize: (text, o) => calls.summarize(http, text, o),
    chat: (userId, botId, request, o) => calls.chat(http, userId, botId, request, o),
    chatStream: (userId, botId, request, o) => chatStream(http, userId, botId, request, o),
    health: (o) => calls.health(http, o),
  };
}
