import type { ColumnType } from 'kysely';
/** Table shapes as Kysely sees them. Timestamps are ISO-8601 UTC text in both dialects so rows compare the same. */
export interface UsersTable {
  id: string;
  name: string;
  /** `name.toLowerCase()` (JS, so non-ASCII folds the same on SQLite and PostgreSQL); searched by prefix. */
  name_lower: string;
  /** Always trimmed and lower-cased; unique. */
  email: string;
  password_hash: string;
  created_at: string;
  /** Migration 2: null until the password is first changed. */
  password_changed_at: string | null;
}

export interface BotsTable {
  id: string;
  user_id: string;
  bot_name: string;
  /** version byte | 12-byte IV | 16-byte GCM tag | ciphertext (see crypto/textCipher.ts). */
  bot_text_enc: Buffer;
  created_at: string;
  updated_at: string;
  /** Migration 3: the owner's settings as JSON (only the fields that differ from the defaults); null = defaults. */
  settings: string | null;
}

/** Migration 4: a bot's sources; the bot's `bot_text_enc` is their texts joined in `position` order. */
export interface BotSourcesTable {
  id: string;
  bot_id: string;
  /** 0, 1, 2… in the order the owner added them (gaps after a removal). */
  position: number;
  /** 'text' | 'pdf' | 'youtube' | 'website' */
  type: string;
  title: string;
  /** The URL or file name; null for pasted text. */
  origin: string | null;
  chars: number;
  /** Like bots.bot_text_enc, with the source's id as the context. */
  text_enc: Buffer;
  added_at: string;
  refreshed_at: string;
  /** Migration 6: the language its text was detected in (ISO 639-1, e.g. 'ko'); null until detected. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 5: anonymous counts per bot and UTC day (no visitor data at all). */
export interface BotDailyStatsTable {
  bot_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  conversations: number;
  questions: number;
  answers: number;
  declined: number;
}

/** Migration 5: questions per bot, day and the origin of the page the chat ran on. */
export interface BotOriginStatsTable {
  bot_id: string;
  day: string;
  origin: string;
  questions: number;
}

/** Migration 5: a visitor question, kept only when the owner opted in; nothing about who asked. */
export interface BotQuestionsTable {
  id: string;
  bot_id: string;
  day: string;
  /** The question, encrypted with the row's id as the context. */
  text_enc: Buffer;
  /** 1 answered, 0 declined ("I don't know") or failed. */
  answered: number;
}

/** Migration 5: a contact request a visitor left for the owner. */
export interface BotContactsTable {
  id: string;
  bot_id: string;
  created_at: string;
  /** `{name, email, message}` as JSON, encrypted with the row's id as the context. */
  body_enc: Buffer;
  /** 1 once the owner marked it read. */
  read: number;
}

export interface MigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

/**
 * Migration 7: a bot's passage embeddings for hybrid retrieval, one row per bot, for the text (content hash) and
 * embedding model they were made from; a change of either makes them stale (they are made again on the next chat).
 */
export interface BotVectorsTable {
  bot_id: string;
  /** sha256 of the bot's text and its sources' lengths: the passages the vectors belong to. */
  content_key: string;
  /** The embedder's id ('gemini:gemini-embedding-001'…). */
  model: string;
  dims: number;
  count: number;
  /** Per vector: its scale (float32) then its values as int8, all encrypted like bot text (context: the bot id). */
  vectors_enc: Buffer;
  created_at: string;
}

/** Migration 8: a session token its owner logged out of, refused until it would have expired anyway. */
export interface RevokedTokensTable {
  /** sha256 of the token, hex (the token itself is never stored). */
  token_hash: string;
  /** When the token expires (ISO-8601 UTC): the row can go after it. */
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  bot_vectors: BotVectorsTable;
  bots: BotsTable;
  bot_sources: BotSourcesTable;
  bot_daily_stats: BotDailyStatsTable;
  bot_origin_stats: BotOriginStatsTable;
  bot_questions: BotQuestionsTable;
  bot_contacts: BotContactsTable;
  botfolio_migrations: MigrationsTable;
}

export type Dialect = 'sqlite' | 'postgres';
