/**
 * The seams between the server's parts. app.ts wires them; routes only see these interfaces.
 * Fastify decorations are declared here so every route module type-checks against the same shape.
 */
import type { ChatMessage, Source, UserSummary } from '@botfolio/core';
import type { preHandlerAsyncHookHandler, preHandlerHookHandler } from 'fastify';
import type { TokenService } from './auth/tokens.js';
import type { WorkPool } from './compute/pool.js';
import type { Config, LlmProvider } from './config.js';
import type { AttemptCounter } from './plugins/attemptCounter.js';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  createdAt: string;
  /** When the password last changed (ISO-8601, ms); tokens issued before it are refused. Null: never changed. */
  passwordChangedAt: string | null;
}

export interface BotRow {
  id: string;
  userId: string;
  botName: string;
  /** Decrypted. Stored encrypted (AES-256-GCM under DATA_KEY). */
  botText: string;
  createdAt: string;
  updatedAt: string;
}

export interface BotSummaryRow {
  id: string;
  botName: string;
}

/** A bot without its text: what a chat needs before it knows whether its cached index is still good. */
export interface BotMetaRow {
  id: string;
  botName: string;
  /** The bot's version: changes whenever its text does. */
  updatedAt: string;
}

/** Storage behind one interface; SQLite and PostgreSQL differ only in the Kysely dialect. */
export interface Repository {
  /** Throws EmailTakenError when the (lower-cased) email exists. */
  createUser(input: { name: string; email: string; passwordHash: string }): Promise<UserRow>;
  findUserByEmail(email: string): Promise<UserRow | null>;
  findUserById(id: string): Promise<UserRow | null>;
  /** A new passwordHash also sets passwordChangedAt to now. */
  updateUser(id: string, patch: { name?: string; passwordHash?: string }): Promise<UserRow | null>;
  /** Case-insensitive prefix match on name or email; `%` and `_` literal. */
  searchUsers(query: string, limit: number): Promise<UserSummary[]>;
  /** The user's bots, oldest first, decrypted. */
  listBots(userId: string): Promise<BotRow[]>;
  /** The user's bots without their text (nothing to decrypt), oldest first. */
  listBotSummaries(userId: string): Promise<BotSummaryRow[]>;
  /** A user and their bots' names in one query (the public profile: find-user's hot path). */
  findUserWithBotSummaries(userId: string): Promise<{ user: UserRow; bots: BotSummaryRow[] } | null>;
  getBot(userId: string, botId: string): Promise<BotRow | null>;
  /** The bot's id, name and updatedAt without reading or decrypting its text (the chat hot path). */
  getBotMeta(userId: string, botId: string): Promise<BotMetaRow | null>;
  /** Throws UnknownUserError when the user does not exist (e.g. a token outliving its account). */
  createBot(userId: string, input: { botName: string; botText: string }): Promise<BotRow>;
  /** False when no such bot of that user. */
  deleteBot(userId: string, botId: string): Promise<boolean>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists.');
  }
}

export class UnknownUserError extends Error {
  constructor() {
    super('No such user.');
  }
}

export interface ReadinessCheck {
  /** Named in the 503 sentence, e.g. "Redis". */
  name: string;
  /** Rejects when the dependency cannot serve. */
  check(): Promise<void>;
}

export interface AuthUser {
  id: string;
  /** The account as read while checking the token (routes reuse it instead of reading it again). */
  account: UserRow;
}

export interface AnswerInput {
  botId: string;
  botName: string;
  /**
   * The bot's text, or a loader the engine calls only when its cached index of `botId` at `botVersion`
   * is missing or stale (reading and decrypting a 1 MB text costs more than the rest of a chat).
   */
  botText: string | (() => Promise<string>);
  /** Changes whenever the bot's text changes (used to invalidate the retrieval cache). */
  botVersion: string;
  question: string;
  history: ChatMessage[];
  signal?: AbortSignal;
}

/** A streamed answer: `tokens` yields text pieces as the model produces them; `done` settles after. */
export interface AnswerStream {
  sources: Source[];
  tokens: AsyncIterable<string>;
}

export interface Answerer {
  readonly provider: LlmProvider;
  /** Retrieval happens synchronously before the model is called; errors surface while iterating `tokens`. */
  answer(input: AnswerInput): Promise<AnswerStream>;
  summarize(text: string, options?: { signal?: AbortSignal }): Promise<string>;
  /** The extractive summary (no model), computed off the event loop: the fallback when the model fails. */
  extractiveSummary(text: string): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    repo: Repository;
    answerer: Answerer;
    /** Worker threads for CPU-heavy work on untrusted input (compute/pool.ts). */
    work: WorkPool;
    /** What /api/health/ready checks besides the database (e.g. Redis when REDIS_URL is set). */
    readinessChecks: ReadinessCheck[];
    /** Counters that reserve atomically (memory, or Redis with REDIS_URL): login and signup limits. */
    attempts: AttemptCounter;
    /** Signs and verifies session tokens (JWT HS256, 7 days). */
    tokens: TokenService;
    /** preHandler: 401 JSON unless a valid token is sent; sets request.user. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: sets request.user when a valid token is sent, else null; never rejects. */
    optionalUser: preHandlerHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
