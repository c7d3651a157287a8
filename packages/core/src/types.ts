import type { BotSettings, PublicBot } from './botSettings.js';

/** Entities and the API contract of docs/API.md. Shared by the client, the server and the UIs. */

export type Sender = 'user' | 'bot';

/** A chat message lives only in the browser: never stored by the server. */
export interface ChatMessage {
  text: string;
  sender: Sender;
  /** A bot message that says the answer failed (never sent back as history). */
  failed?: boolean;
  /** A bot answer's quoted passages (shown under it when the owner allows). */
  sources?: Source[];
}

/** A bot as its owner sees it. `botText` is omitted for anyone but the owner. */
export interface Bot {
  _id: string;
  botName: string;
  botText?: string;
}

/** A user as find-user / getuser answer it; `email` only for signed-in callers, `botText` only for the owner. */
export interface User {
  _id: string;
  name: string;
  email?: string;
  bots: Bot[];
}

export interface UserSummary {
  _id: string;
  name: string;
  email: string;
}

export interface ErrorResponse {
  success: false;
  error: string;
}

export interface SignupRequest {
  name: string;
  email: string;
  password: string;
}
export interface LoginRequest {
  email: string;
  password: string;
}
export interface AuthResponse {
  success: true;
  authtoken: string;
}

export interface SearchRequest {
  query: string;
}
export interface SearchResponse {
  success: true;
  users: UserSummary[];
}

export interface UpdateUserRequest {
  name?: string;
  password?: string;
  currentPassword: string;
}
export interface UpdateUserResponse {
  success: true;
  user: User;
  /** A fresh token: a password change revokes every token issued before it. */
  authtoken: string;
}

export interface DeleteBotResponse {
  success: true;
}

export interface UploadPdfResponse {
  success: true;
  text: string;
  pages: number;
}

export interface StoreBotRequest {
  text: string;
  botName: string;
  /** Where the text came from (the bot's first source); a `text` source named after the bot when left out. */
  source?: { type: BotSourceType; title?: string; origin?: string | null };
  /** The chat's language (BCP 47); the language the text is written in when left out. */
  language?: string;
}

/** What a bot's text can be made of. `youtube` and `website` sources can be refreshed from their origin. */
export const BOT_SOURCE_TYPES = ['text', 'pdf', 'youtube', 'website'] as const;
export type BotSourceType = (typeof BOT_SOURCE_TYPES)[number];

/** One of a bot's sources, without its text; the bot's text is its sources' texts joined in order. */
export interface BotSource {
  _id: string;
  type: BotSourceType;
  title: string;
  /** The URL (youtube, website) or file name (pdf); null for pasted text. */
  origin: string | null;
  /** Characters of text this source gives the bot. */
  chars: number;
  addedAt: string;
  /** When its text last changed: read again from its origin, or edited by its owner (addedAt until then). */
  refreshedAt: string;
  /** The language its text is written in, detected when it was added or refreshed (ISO 639-1, e.g. 'ko'). */
  language: string | null;
}

/** POST /api/bots/:botId/sources: `text`/`pdf` carry their text, `youtube`/`website` a URL the server imports. */
export interface AddSourceRequest {
  type: BotSourceType;
  title?: string;
  text?: string;
  url?: string;
}
export interface SourceResponse {
  success: true;
  source: BotSource;
  bot: OwnerBot;
}

/**
 * PATCH /api/bots/:botId/sources/:sourceId: a new title (1–200 characters) and/or, for a `text` or `pdf` source, a
 * new text; `youtube`/`website` texts come from their origin (refresh them instead).
 */
export interface UpdateSourceRequest {
  title?: string;
  text?: string;
}
/** GET /api/bots/:botId/sources/:sourceId: one source with its text, for its owner to read or correct. */
export interface SourceTextResponse {
  success: true;
  source: BotSource;
  text: string;
}

/** A bot as its owner edits it (GET/PATCH /api/bots/:botId). */
export interface OwnerBot {
  _id: string;
  botName: string;
  /** In the order their texts are joined; never empty. */
  sources: BotSource[];
  settings: BotSettings;
  /** With settings.webhookUrl: the key of its `x-botfolio-signature` (HMAC-SHA256), for the owner's receiver. */
  webhookSecret?: string;
  createdAt: string;
  updatedAt: string;
}
export interface OwnerBotResponse {
  success: true;
  bot: OwnerBot;
}
/** PATCH /api/bots/:botId: a new name and/or only the settings to change. */
export interface UpdateBotRequest {
  botName?: string;
  settings?: Partial<BotSettings>;
}
export interface PublicBotResponse {
  success: true;
  bot: PublicBot;
  /** False when the bot does not answer on the page asking (settings.allowedOrigins); absent means true. */
  available?: boolean;
}

export interface StoreBotResponse {
  success: true;
  bot: { _id: string; botName: string };
}

export interface TranscriptRequest {
  videoId: string;
}
export interface TranscriptResponse {
  success: true;
  transcript: string;
}

export interface WebExtractRequest {
  url: string;
}
export interface WebExtractResponse {
  success: true;
  title: string;
  text: string;
}

export interface SummarizeRequest {
  text: string;
}
export interface SummarizeResponse {
  success: true;
  summary: string;
}

export interface Source {
  text: string;
  /** The title of the bot's source the passage comes from, when the bot has several. */
  title?: string;
}

export interface ChatRequest {
  message: string;
  /** At most the last 10 turns. */
  history?: ChatMessage[];
}
export interface ChatResponse {
  success: true;
  answer: string;
  sources: Source[];
}

/** SSE frames of POST /api/chat with `Accept: text/event-stream`. */
export type ChatStreamEvent =
  | { event: 'token'; data: { text: string } }
  | { event: 'done'; data: { answer: string; sources: Source[] } }
  | { event: 'error'; data: { error: string; status: number } };

/** What chatStream yields: the stream's events but `error`, which it throws as an ApiError. */
export type ChatAnswerEvent = Exclude<ChatStreamEvent, { event: 'error' }>;

export interface HealthResponse {
  ok: true;
}

/** GET /api/bots/:botId/insights?days=30: anonymous counts, oldest day first (every day of the range). */
export interface InsightsDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  conversations: number;
  questions: number;
  answers: number;
  declined: number;
}
export interface InsightsResponse {
  success: true;
  totals: { conversations: number; questions: number; answers: number; declined: number; contacts: number };
  days: InsightsDay[];
  /** Where the chat ran: the page's origin only, most questions first. */
  origins: { origin: string; questions: number }[];
}

/** A visitor question kept for the owner (settings.keepQuestions): its text and day, nothing about who asked. */
export interface KeptQuestion {
  _id: string;
  text: string;
  day: string;
  /** False when the bot said it did not know (or the answer failed). */
  answered: boolean;
}
export interface QuestionsResponse {
  success: true;
  questions: KeptQuestion[];
}

/** What a visitor sends with "Leave your contact"; `website` is the field people never see (bots fill it). */
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  website?: string;
}
export interface ContactEntry {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  read: boolean;
}
export interface ContactsResponse {
  success: true;
  contacts: ContactEntry[];
}
