/**
 * The JSON calls of docs/API.md, one standalone function each so a bundle keeps only the ones it imports.
 * Each resolves with the server's answer or rejects with ApiError (an aborted call with its signal's AbortError).
 */
import { type CallOptions, type Http, readBody, requestJson, sendRequest } from './http.js';
import type {
  AddSourceRequest,
  AuthResponse,
  ChatRequest,
  ChatResponse,
  ContactEntry,
  ContactRequest,
  ContactsResponse,
  DeleteBotResponse,
  HealthResponse,
  InsightsResponse,
  LoginRequest,
  OwnerBotResponse,
  PublicBotResponse,
  QuestionsResponse,
  SearchResponse,
  SignupRequest,
  SourceResponse,
  SourceTextResponse,
  StoreBotRequest,
  StoreBotResponse,
  SummarizeResponse,
  TranscriptResponse,
  UpdateBotRequest,
  UpdateSourceRequest,
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

/** Ends the session on the server: the token sent is refused from then on, on every instance. */
export function logout(http: Http, { signal }: CallOptions = {}): Promise<{ success: true }> {
  return requestJson(http, 'POST', '/api/auth/logout', { body: {}, signal });
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

/** One source of a bot with its text (to correct it). */
export function getSource(
  http: Http,
  botId: string,
  sourceId: string,
  { signal }: CallOptions = {},
): Promise<SourceTextResponse> {
  return requestJson(http, 'GET', `/api/bots/${enc(botId)}/sources/${enc(sourceId)}`, { signal });
}

/** Renames a source and/or replaces the text of a `text`/`pdf` one; the bot's next answer uses it. */
export function updateSource(
  http: Http,
  botId: string,
  sourceId: string,
  request: UpdateSourceRequest,
  { signal }: CallOptions = {},
): Promise<SourceResponse> {
  return requestJson(http, 'PATCH', `/api/bots/${enc(botId)}/sources/${enc(sourceId)}`, { body: request, signal });
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

/** A bot's anonymous counts for the last `days` days (1–365). */
export function getInsights(
  http: Http,
  botId: string,
  days = 30,
  { signal }: CallOptions = {},
): Promise<InsightsResponse> {
  return requestJson(http, 'GET', `/api/bots/${enc(botId)}/insights?days=${days}`, { signal });
}

/** The questions kept for a bot (settings.keepQuestions), newest first. */
export function getQuestions(http: Http, botId: string, { signal }: CallOptions = {}): Promise<QuestionsResponse> {
  return requestJson(http, 'GET', `/api/bots/${enc(botId)}/questions`, { signal });
}

/** Deletes one kept question, or all of them when `questionId` is left out. */
export function deleteQuestions(
  http: Http,
  botId: string,
  questionId?: string,
  { signal }: CallOptions = {},
): Promise<{ success: true; deleted: number }> {
  const path = `/api/bots/${enc(botId)}/questions${questionId === undefined ? '' : `/${enc(questionId)}`}`;
  return requestJson(http, 'DELETE', path, { signal });
}

/** The contact requests visitors left for a bot, newest first. */
export function getContacts(http: Http, botId: string, { signal }: CallOptions = {}): Promise<ContactsResponse> {
  return requestJson(http, 'GET', `/api/bots/${enc(botId)}/contacts`, { signal });
}

/** The contact requests as CSV (name, email, message, createdAt, read), for a download. */
export async function getContactsCsv(http: Http, botId: string, { signal }: CallOptions = {}): Promise<string> {
  const response = await sendRequest(http, 'GET', `/api/bots/${enc(botId)}/contacts.csv`, {
    signal,
    accept: 'text/csv',
  });
  const text = await response.text();
  // an error answers JSON like every route: readBody turns it into the ApiError
  if (!response.ok) readBody(response.status, text);
  return text;
}

/** Marks a contact request read or unread. */
export function markContact(
  http: Http,
  botId: string,
  contactId: string,
  read: boolean,
  { signal }: CallOptions = {},
): Promise<{ success: true; contact: ContactEntry }> {
  return requestJson(http, 'PATCH', `/api/bots/${enc(botId)}/contacts/${enc(contactId)}`, { body: { read }, signal });
}

/** Deletes a contact request. */
export function deleteContact(
  http: Http,
  botId: string,
  contactId: string,
  { signal }: CallOptions = {},
): Promise<{ success: true }> {
  return requestJson(http, 'DELETE', `/api/bots/${enc(botId)}/contacts/${enc(contactId)}`, { signal });
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
