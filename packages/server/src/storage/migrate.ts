import { type Kysely, sql, type Transaction } from 'kysely';
import { detectLanguage } from '../answer/language.js';
import type { TextCipher } from '../crypto/textCipher.js';
import type { Database, Dialect } from './schema.js';
import { uuidv7 } from './uuidv7.js';

interface Migration {
  version: number;
  name: string;
  statements(dialect: Dialect): string[];
  /** Moves existing rows, after the statements, in the same transaction (the cipher reads and writes text). */
  data?(trx: Transaction<Database>, cipher: TextCipher): Promise<void>;
}

/** Bots per page while moving them: a bot's text can be megabytes. */
const BACKFILL_PAGE = 20;

/**
 * Every bot without a source gets one `text` source holding its whole text, named after the bot: nothing
 * is lost and the bot's text (the join of its sources) stays the same. Also run after copying bots in.
 */
export async function backfillSources(
  db: Kysely<Database> | Transaction<Database>,
  cipher: TextCipher,
): Promise<number> {
  let after = '';
  let moved = 0;
  for (;;) {
    const bots = await db
      .selectFrom('bots')
      .leftJoin('bot_sources', 'bot_sources.bot_id', 'bots.id')
      .select([
        'bots.id as id',
        'bots.bot_name as bot_name',
        'bots.bot_text_enc as bot_text_enc',
        'bots.created_at as created_at',
      ])
      .where('bot_sources.id', 'is', null)
      .where('bots.id', '>', after)
      .orderBy('bots.id')
      .limit(BACKFILL_PAGE)
      .execute();
    for (const bot of bots) {
      const text = cipher.decrypt(Buffer.from(bot.bot_text_enc), bot.id);
      const id = uuidv7();
      await db
        .insertInto('bot_sources')
        .values({
          id,
          bot_id: bot.id,
          position: 0,
          type: 'text',
          title: bot.bot_name,
          origin: null,
          chars: text.length,
          text_enc: cipher.encrypt(text, id),
          added_at: bot.created_at,
          refreshed_at: bot.created_at,
        })
        .execute();
      moved += 1;
    }
    const last = bots.at(-1);
    if (!last) return moved;
    after = last.id;
  }
}

/**
 * Every source without a language gets the one its text is detected in (its first few thousand characters, so
 * a page of sources costs milliseconds). Run by migration 6 and after copying bots in.
 */
export async function fillSourceLanguages(
  db: Kysely<Database> | Transaction<Database>,
  cipher: TextCipher,
): Promise<number> {
  let after = '';
  let filled = 0;
  for (;;) {
    const sources = await db
      .selectFrom('bot_sources')
      .select(['id', 'text_enc'])
      .where('language', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_PAGE)
      .execute();
    for (const source of sources) {
      const language = detectLanguage(cipher.decrypt(Buffer.from(source.text_enc), source.id));
      await db.updateTable('bot_sources').set({ language }).where('id', '=', source.id).execute();
      filled += 1;
    }
    const last = sources.at(-1);
    if (!last) return filled;
    after = last.id;
  }
}

/** Append only: a released migration never changes; add a new version instead. */
const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'users and bots',
    statements: (dialect) => {
      const blob = dialect === 'postgres' ? 'bytea' : 'blob';
      // text_pattern_ops lets PostgreSQL use the index for `like 'prefix%'` under any collation
      const pattern = dialect === 'postgres' ? ' text_pattern_ops' : '';
      return [
        `create table if not exists users (
          id text primary key,
          name text not null,
          name_lower text not null,
          email text not null unique,
          password_hash text not null,
          created_at text not null
        )`,
        `create index if not exists users_name_lower_idx on users (name_lower${pattern})`,
        `create index if not exists users_email_prefix_idx on users (email${pattern})`,
        `create table if not exists bots (
          id text primary key,
          user_id text not null references users(id) on delete cascade,
          bot_name text not null,
          bot_text_enc ${blob} not null,
          created_at text not null,
          updated_at text not null
        )`,
        'create index if not exists bots_user_id_idx on bots (user_id, id)',
      ];
    },
  },
  {
    version: 2,
    name: 'users.password_changed_at (tokens issued before it are refused)',
    statements: () => ['alter table users add column password_changed_at text'],
  },
  {
    version: 3,
    name: "bots.settings (the owner's settings as JSON; null = the defaults)",
    statements: () => ['alter table bots add column settings text'],
  },
  {
    version: 4,
    name: 'bot_sources (a bot is one or more sources; every existing bot becomes one text source)',
    statements: (dialect) => {
      const blob = dialect === 'postgres' ? 'bytea' : 'blob';
      return [
        `create table if not exists bot_sources (
          id text primary key,
          bot_id text not null references bots(id) on delete cascade,
          position integer not null,
          type text not null,
          title text not null,
          origin text,
          chars integer not null,
          text_enc ${blob} not null,
          added_at text not null,
          refreshed_at text not null
        )`,
        'create index if not exists bot_sources_bot_idx on bot_sources (bot_id, position)',
      ];
    },
    data: async (trx, cipher) => {
      await backfillSources(trx, cipher);
    },
  },
  {
    version: 5,
    name: 'insights: anonymous daily counts, opt-in questions and contact requests',
    statements: (dialect) => {
      const blob = dialect === 'postgres' ? 'bytea' : 'blob';
      const bot = 'bot_id text not null references bots(id) on delete cascade';
      return [
        `create table if not exists bot_daily_stats (
          ${bot},
          day text not null,
          conversations integer not null default 0,
          questions integer not null default 0,
          answers integer not null default 0,
          declined integer not null default 0,
          primary key (bot_id, day)
        )`,
        `create table if not exists bot_origin_stats (
          ${bot},
          day text not null,
          origin text not null,
          questions integer not null default 0,
          primary key (bot_id, day, origin)
        )`,
        `create table if not exists bot_questions (
          id text primary key,
          ${bot},
          day text not null,
          text_enc ${blob} not null,
          answered integer not null
        )`,
        'create index if not exists bot_questions_bot_idx on bot_questions (bot_id, day)',
        `create table if not exists bot_contacts (
          id text primary key,
          ${bot},
          created_at text not null,
          body_enc ${blob} not null,
          read integer not null default 0
        )`,
        'create index if not exists bot_contacts_bot_idx on bot_contacts (bot_id, created_at)',
      ];
    },
  },
  {
    version: 6,
    name: 'bot_sources.language (the language each source is written in, detected from its text)',
    statements: () => ['alter table bot_sources add column language text'],
    data: async (trx, cipher) => {
      await fillSourceLanguages(trx, cipher);
    },
  },
  {
    version: 7,
    name: "bot_vectors (a bot's passage embeddings for hybrid retrieval, when a model is configured)",
    statements: (dialect) => [
      `create table if not exists bot_vectors (
        bot_id text primary key references bots(id) on delete cascade,
        content_key text not null,
        model text not null,
        dims integer not null,
        count integer not null,
        vectors_enc ${dialect === 'postgres' ? 'bytea' : 'blob'} not null,
        created_at text not null
      )`,
    ],
  },
  {
    version: 8,
    name: 'revoked_tokens (a logged-out session token is refused on every instance until it expires)',
    statements: () => [
      `create table if not exists revoked_tokens (
        token_hash text primary key,
        expires_at text not null
      )`,
      'create index if not exists revoked_tokens_expires_idx on revoked_tokens (expires_at)',
    ],
  },
];

/** Arbitrary constant shared by every Botfolio instance: the PostgreSQL advisory lock around migrations. */
const MIGRATION_LOCK_KEY = 7_202_611_001;

/**
 * Brings the schema up to date. Safe when several instances start at once: on PostgreSQL the whole
 * run holds a transaction-scoped advisory lock, on SQLite the write transaction serialises them.
 */
export async function migrate(
  db: Kysely<Database>,
  dialect: Dialect,
  cipher: TextCipher,
  /** Stop after this version (tests build a database as an older release left it). */
  options: { upTo?: number } = {},
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(trx);
    await sql`create table if not exists botfolio_migrations (version integer primary key, name text not null, applied_at text not null)`.execute(
      trx,
    );
    const rows = await trx.selectFrom('botfolio_migrations').select('version').execute();
    const done = new Set(rows.map((r) => Number(r.version)));
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version) || migration.version > (options.upTo ?? Number.POSITIVE_INFINITY)) continue;
      for (const statement of migration.statements(dialect)) await sql.raw(statement).execute(trx);
      await migration.data?.(trx, cipher);
      await trx
        .insertInto('botfolio_migrations')
        .values({ version: migration.version, name: migration.name, applied_at: new Date().toISOString() })
        .execute();
      applied.push(migration.version);
    }
    return applied;
  });
}
