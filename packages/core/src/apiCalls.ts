/**
 * The JSON calls of docs/API.md, one standalone function each so a bundle keeps only the ones it imports.
 * Each resolves with the server's answer or rejects with ApiError (an aborted call with its signal's AbortError).
 */
import { type CallOptions, type Http, requestJson } from './http.js';
import type {
  AddSourceRequest,
  AuthResponse,
  ChatRequest,
  ChatResponse,
  ContactRequest,
  DeleteBotResponse,
  HealthResponse,
  LoginRequest,
  OwnerBotResponse,
  PublicBotResponse,
  SearchResponse,
  SignupRequest,
  SourceResponse,
  StoreBotRequest,
  StoreBotResponse,
  SummarizeResponse,
  TranscriptResponse,
  UpdateBotRequest,
  UpdateUserRequest,
  UpdateUserResponse,
  User,
  WebExtractResponse,
} from './types.js';

const enc = encodeURIComponent;

/** The public profile route of one user (the chat's bot name and greeting come from it). */
export const findUserPath = (userId: string): string => `/api/auth/find-user/${enc(userId)}`;

/** The public settings route of one bot (the chat reads it first thing). */
export const publicBotPath = (userId: string, botId: string): string => `/api/bots/${enc(userId)}/${enc(botId)}/public`;

/** The chat route of one bot. */
export const chatPath = (userId: string, botId: string): string => `/api/chat/${enc(userId)}/${enc(botId)}`;

/** Creates an account; no token is sent. */
export function signup(http: Http, request: SignupRequest, { signal }: CallOptions = {}): Promise<AuthResponse> {
  return requestJson(http, 'POST', '/api/auth/signup', { body: request, auth: false, signal });
}

/** Signs in; no token is sent. */
export function login(http: Http, request: LoginRequest, { signal }: CallOptions = {}): Promise<AuthResponse> {
  return requestJson(http, 'POST', '/api/auth/login', { body: request, auth: false, signal });
}

/** The signed-in user, with each bot's text. */
export function getUser(http: Http, { signal }: CallOptions = {}): Promise<User> {
  return requestJson(http, 'GET', '/api/auth/getuser', { signal });
}

/** Any user; `email` only when signed in, `botText` only for the owner. */
export function findUser(http: Http, userId: string, { signal }: CallOptions = {}): Promise<User> {
  return requestJson(http, 'GET', findUserPath(userId), { signal });
}

/** Users whose name matches `query`. */
export function searchUsers(http: Http, query: string, { signal }: CallOptions = {}): Promise<SearchResponse> {
  return requestJson(http, 'POST', '/api/auth/search', { body: { query }, signal });
}

/** Deletes one of the signed-in user's bots. */
export function deleteBot(
  http: Http,
  userId: string,
  botId: string,
  { signal }: CallOptions = {},
): Promise<DeleteBotResponse> {
  return requestJson(http, 'DELETE', `/api/auth/delete-bot/${enc(userId)}/${enc(botId)}`, { signal });
}

/** Renames the signed-in user or changes their password. */
export function updateUser(
  http: Http,
  request: UpdateUserRequest,
  { signal }: CallOptions = {},
): Promise<UpdateUserResponse> {
  return requestJson(http, 'PATCH', '/api/auth/user', { body: request, signal });
}

/** One of the signed-in user's bots, with its settings. */
export function getBot(http: Http, botId: string, { signal }: CallOptions = {}): Promise<OwnerBotResponse> {
  return requestJson(http, 'GET', `/api/bots/${enc(botId)}`, { signal });
}

/** Renames one of the signed-in user's bots and/or changes the settings it names; the id stays. */
export function updateBot(
  http: Http,
  botId: string,
  request: UpdateBotRequest,
  { signal }: CallOptions = {},
): Promise<OwnerBotResponse> {
  return requestJson(http, 'PATCH', `/api/bots/${enc(botId)}`, { body: request, signal });
}

/** Adds a source to one of the signed-in user's bots; `youtube`/`website` URLs are imported by the server. */
export function addSource(
  http: Http,
  botId: string,
  request: AddSourceRequest,
  { signal }: CallOptions = {},
): Promise<SourceResponse> {
  return requestJson(http, 'POST', `/api/bots/${enc(botId)}/sources`, { body: request, signal });
}

/** Removes one source of a bot (not its last: 409). */
export function removeSource(
  http: Http,
  botId: string,
  sourceId: string,
  { signal }: CallOptions = {},
): Promise<OwnerBotResponse> {
  return requestJson(http, 'DELETE', `/api/bots/${enc(botId)}/sources/${enc(sourceId)}`, { signal });
}

/** Reads a `youtube`/`website` source again from its origin. */
export function refreshSource(
  http: Http,
  botId: string,
  sourceId: string,
  { signal }: CallOptions = {},
): Promise<SourceResponse> {
  return requestJson(http, 'POST', `/api/bots/${enc(botId)}/sources/${enc(sourceId)}/refresh`, { signal });
}

/** What anyone may know of a bot: its name and the settings the chat shows. No token is sent. */
export function getPublicBot(
  http: Http,
  userId: string,
  botId: string,
  { signal }: CallOptions = {},
): Promise<PublicBotResponse> {
  return requestJson(http, 'GET', publicBotPath(userId, botId), { auth: false, signal });
}

/** A visitor's contact request to a bot's owner. No token is sent. */
export function sendContact(
  http: Http,
  userId: string,
  botId: string,
  request: ContactRequest,
  { signal }: CallOptions = {},
): Promise<{ success: true }> {
  return requestJson(http, 'POST', `/api/bots/${enc(userId)}/${enc(botId)}/contact`, {
    body: request,
    auth: false,
    signal,
  });
}

/** Saves a bot from its text. */
export function storeBot(
  http: Http,
  request: StoreBotRequest,
  { signal }: CallOptions = {},
): Promise<StoreBotResponse> {
  return requestJson(http, 'POST', '/api/pdf/store-in-db', { body: request, signal });
}

/** The transcript of a YouTube video. */
export function getTranscript(http: Http, videoId: string, { signal }: CallOptions = {}): Promise<TranscriptResponse> {
  return requestJson(http, 'POST', '/api/youtube/get-transcript', { body: { videoId }, signal });
}

/** The readable text of a web page. */
export function extractWeb(http: Http, url: string, { signal }: CallOptions = {}): Promise<WebExtractResponse> {
  return requestJson(http, 'POST', '/api/web/extract', { body: { url }, signal });
}

/** A summary of `text`. */
export function summarize(http: Http, text: string, { signal }: CallOptions = {}): Promise<SummarizeResponse> {
  return requestJson(http, 'POST', '/api/summarize', { body: { text }, signal });
}

/** One whole answer of a bot. No token: the chat route is public. */
export function chat(
  http: Http,
  userId: string,
  botId: string,
  request: ChatRequest,
  { signal }: CallOptions = {},
): Promise<ChatResponse> {
  return requestJson(http, 'POST', chatPath(userId, botId), { body: request, auth: false, signal });
}

/** The server's health; no token is sent. */
export function health(http: Http, { signal }: CallOptions = {}): Promise<HealthResponse> {
  return requestJson(http, 'GET', '/api/health', { auth: false, signal });
}
