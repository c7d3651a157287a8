/** The storage contract: rows as the server uses them, and the repository that SQLite and PostgreSQL both implement. */

import type { BotSettings, BotSourceType, UserSummary } from '@botfolio/core';
import type { VectorStore } from './vectorStore.js';

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
  /** Every field, the defaults filled in. */
  settings: BotSettings;
}

/** One of a bot's sources, without its text. */
export interface SourceRow {
  id: string;
  botId: string;
  type: BotSourceType;
  title: string;
  origin: string | null;
  chars: number;
  addedAt: string;
  refreshedAt: string;
  /** The language its text was detected in (ISO 639-1); null for a source from before detection. */
  language: string | null;
}

/** What a new source is: its text is stored encrypted and joined to the bot's text. */
export interface NewSource {
  type: BotSourceType;
  title: string;
  origin: string | null;
  text: string;
}

/** How a chat ended, for the counts: an answer, an "I don't know", or no answer (the model failed). */
export type ChatOutcome = 'answered' | 'declined' | 'failed';

/** One chat as the insights count it: never who asked. */
export interface ChatEvent {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** The origin of the page the chat ran on, or null (no browser). */
  origin: string | null;
  /** The first question of a conversation (no history). */
  newConversation: boolean;
  outcome: ChatOutcome;
  /** Kept (encrypted) only when the owner opted in; null otherwise. */
  question: string | null;
}

export interface DayCountsRow {
  date: string;
  conversations: number;
  questions: number;
  answers: number;
  declined: number;
}

export interface QuestionRow {
  id: string;
  text: string;
  day: string;
  answered: boolean;
}

export interface ContactRow {
  id: string;
  botId: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  read: boolean;
}

/** Anonymous counts, opt-in questions and contact requests (storage/insightsStore.ts). */
export interface InsightsStore {
  recordChat(botId: string, event: ChatEvent): Promise<void>;
  /** The days of [from, to] that have counts, the origins and the number of contact requests; null: not theirs. */
  insights(
    userId: string,
    botId: string,
    range: { from: string; to: string },
  ): Promise<{ days: DayCountsRow[]; origins: { origin: string; questions: number }[]; contacts: number } | null>;
  /** Newest first; null when no such bot of that user. */
  listQuestions(userId: string, botId: string, limit: number): Promise<QuestionRow[] | null>;
  /** One question (by id) or all; how many went, or null when no such bot of that user. */
  deleteQuestions(userId: string, botId: string, questionId?: string): Promise<number | null>;
  /** Retention: deletes every kept question of the bot from before `day`. */
  deleteQuestionsBefore(botId: string, day: string): Promise<number>;
  /** The bots with a kept question from before `day`, with their settings (the retention sweep). */
  botsWithQuestionsBefore(day: string): Promise<{ botId: string; settings: BotSettings }[]>;
  addContact(botId: string, contact: { name: string; email: string; message: string }): Promise<ContactRow>;
  /** Newest first; null when no such bot of that user. */
  listContacts(userId: string, botId: string): Promise<ContactRow[] | null>;
  markContact(
    userId: string,
    botId: string,
    contactId: string,
    read: boolean,
  ): Promise<ContactRow | 'no-bot' | 'no-contact'>;
  deleteContact(userId: string, botId: string, contactId: string): Promise<'deleted' | 'no-bot' | 'no-contact'>;
}

/** Why a source change did not happen. */
export type SourceChangeRefused = 'no-bot' | 'no-source' | 'last-source';

export interface BotSummaryRow {
  id: string;
  botName: string;
}

/** What anyone but its owner sees of a user: never the email or a bot's text. Frozen: it may be shared. */
export interface ProfileRow {
  readonly id: string;
  readonly name: string;
  /** The bots the owner lists (`settings.listed`), oldest first. */
  readonly bots: readonly Readonly<BotSummaryRow>[];
}

/** A bot without its text: what a chat needs before it knows whether its cached index is still good. */
export interface BotMetaRow {
  id: string;
  botName: string;
  /** Where it may be embedded and how many answers a day it gives. */
  settings: BotSettings;
  /** The bot's version: changes whenever its text does. */
  updatedAt: string;
}

/** Storage behind one interface; SQLite and PostgreSQL differ only in the Kysely dialect. */
export interface Repository extends InsightsStore, VectorStore {
  /** Throws EmailTakenError when the (lower-cased) email exists. */
  createUser(input: { name: string; email: string; passwordHash: string }): Promise<UserRow>;
  findUserByEmail(email: string): Promise<UserRow | null>;
  findUserById(id: string): Promise<UserRow | null>;
  /**
   * Refuses a session token from now on (its sha256, hex) until `expiresAt`, when it would expire anyway; rows of
   * tokens already expired are dropped on the way. Logging out twice is no error.
   */
  revokeToken(tokenHash: string, expiresAt: string): Promise<void>;
  /** Whether a session token (its sha256, hex) was logged out of. */
  isTokenRevoked(tokenHash: string): Promise<boolean>;
  /** A new passwordHash also sets passwordChangedAt to now. */
  updateUser(id: string, patch: { name?: string; passwordHash?: string }): Promise<UserRow | null>;
  /** Case-insensitive prefix match on any word of the name, or on the email; `%` and `_` literal. */
  searchUsers(query: string, limit: number): Promise<UserSummary[]>;
  /** The user's bots, oldest first, decrypted. */
  listBots(userId: string): Promise<BotRow[]>;
  /** The user's bots without their text (nothing to decrypt), oldest first. */
  listBotSummaries(userId: string): Promise<BotSummaryRow[]>;
  /**
   * A user's public profile in one query (find-user's hot path); null when no such user. With the embedded
   * database it is kept in memory and dropped by each write that changes it (see profileCache.ts).
   */
  findProfile(userId: string): Promise<ProfileRow | null>;
  getBot(userId: string, botId: string): Promise<BotRow | null>;
  /** The bot's id, name and updatedAt without reading or decrypting its text (the chat hot path). */
  getBotMeta(userId: string, botId: string): Promise<BotMetaRow | null>;
  /**
   * A bot with one source (a `text` source named after the bot unless `source` says otherwise).
   * Throws UnknownUserError when the user does not exist (e.g. a token outliving its account).
   */
  createBot(
    userId: string,
    input: { botName: string; botText: string; source?: Omit<NewSource, 'text'>; settings?: Partial<BotSettings> },
  ): Promise<BotRow>;
  /** The bot's sources in order, or null when no such bot of that user. */
  listSources(userId: string, botId: string): Promise<SourceRow[] | null>;
  /**
   * Appends a source; the bot's text becomes its sources' texts joined, and its updatedAt moves on (every
   * instance's cached index is stale at once). Throws BotTextTooLongError when the joined text would be too long.
   */
  addSource(userId: string, botId: string, source: NewSource): Promise<{ source: SourceRow; bot: BotRow } | 'no-bot'>;
  /** Removes a source (never the last one) and rejoins the bot's text. */
  removeSource(userId: string, botId: string, sourceId: string): Promise<BotRow | SourceChangeRefused>;
  /** One source with its text (decrypted), or why not. */
  getSource(
    userId: string,
    botId: string,
    sourceId: string,
  ): Promise<{ source: SourceRow; text: string } | 'no-bot' | 'no-source'>;
  /**
   * Changes a source's text (a refresh, or its owner's correction: its refreshedAt, length and language follow)
   * and/or its title; what is left out stays. The bot's text is rejoined and its version moves on either way, since
   * answers name the source each passage comes from. Throws BotTextTooLongError like addSource.
   */
  updateSource(
    userId: string,
    botId: string,
    sourceId: string,
    next: { text?: string; title?: string },
  ): Promise<{ source: SourceRow; bot: BotRow } | 'no-bot' | 'no-source'>;
  /** False when no such bot of that user. */
  deleteBot(userId: string, botId: string): Promise<boolean>;
  /** Renames a bot and/or replaces its settings; its id, owner and text stay. Null when no such bot of that user. */
  updateBot(userId: string, botId: string, patch: { botName?: string; settings?: BotSettings }): Promise<BotRow | null>;
  /** A bot's name and settings without its text (the public settings route). */
  getBotSettings(userId: string, botId: string): Promise<{ id: string; botName: string; settings: BotSettings } | null>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists.');
  }
}

export class BotTextTooLongError extends Error {
  constructor() {
    super("The bot's sources together are too long.");
  }
}

export class UnknownUserError extends Error {
  constructor() {
    super('No such user.');
  }
}
