import {
  type BotSettings,
  type BotSourceType,
  DEFAULT_BOT_SETTINGS,
  LIMITS,
  SOURCE_SEPARATOR,
  titleFromText,
  type UserSummary,
} from '@botfolio/core';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { detectLanguage } from '../answer/language.js';
import type { TextCipher } from '../crypto/textCipher.js';
import { errorCode } from '../errors.js';
import { createInsightsStore } from './insightsStore.js';
import { precompile } from './precompile.js';
import { createProfileCache } from './profileCache.js';
import {
  type BotMetaRow,
  type BotRow,
  type BotSummaryRow,
  BotTextTooLongError,
  EmailTakenError,
  type NewSource,
  type ProfileRow,
  type Repository,
  type SourceRow,
  UnknownUserError,
  type UserRow,
} from './repository.js';
import type { BotSourcesTable, BotsTable, Database, Dialect, UsersTable } from './schema.js';
import { uuidv7 } from './uuidv7.js';
import { createVectorStore } from './vectorStore.js';

/** `%`, `_` and the escape character itself match literally in `like … escape '\'`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

function toUser(
  row: Pick<Selectable<UsersTable>, 'id' | 'name' | 'email' | 'password_hash' | 'created_at' | 'password_changed_at'>,
): UserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    passwordChangedAt: row.password_changed_at ?? null,
  };
}

/** Stored settings (only what differs from the defaults) as every field; unreadable JSON counts as none. */
function readSettings(json: string | null): BotSettings {
  if (!json) return { ...DEFAULT_BOT_SETTINGS };
  try {
    const stored: unknown = JSON.parse(json);
    return typeof stored === 'object' && stored !== null
      ? { ...DEFAULT_BOT_SETTINGS, ...(stored as Partial<BotSettings>) }
      : { ...DEFAULT_BOT_SETTINGS };
  } catch {
    return { ...DEFAULT_BOT_SETTINGS };
  }
}

/** The fields of `settings` that differ from the defaults, as JSON (null when none do). */
function writeSettings(settings: BotSettings): string | null {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    const fallback = DEFAULT_BOT_SETTINGS[key as keyof BotSettings];
    if (JSON.stringify(value) !== JSON.stringify(fallback)) changed[key] = value;
  }
  return Object.keys(changed).length > 0 ? JSON.stringify(changed) : null;
}

const SOURCE_COLUMNS = [
  'id',
  'bot_id',
  'position',
  'type',
  'title',
  'origin',
  'chars',
  'added_at',
  'refreshed_at',
  'language',
] as const satisfies readonly (keyof BotSourcesTable)[];

function toSource(row: Pick<Selectable<BotSourcesTable>, (typeof SOURCE_COLUMNS)[number]>): SourceRow {
  return {
    id: row.id,
    botId: row.bot_id,
    type: row.type as BotSourceType,
    title: row.title,
    origin: row.origin,
    chars: Number(row.chars),
    addedAt: row.added_at,
    refreshedAt: row.refreshed_at,
    language: row.language ?? null,
  };
}

/** A bot's next version: now, but always after the last one (two edits in one millisecond still differ). */
function nextVersion(previous: string): string {
  return new Date(Math.max(Date.now(), Date.parse(previous) + 1)).toISOString();
}

/** The one Repository: SQL through Kysely, so SQLite and PostgreSQL share every query. Bot text is encrypted here. */
export function createRepository(db: Kysely<Database>, dialect: Dialect, cipher: TextCipher): Repository {
  const toBot = (row: Selectable<BotsTable>): BotRow => ({
    id: row.id,
    userId: row.user_id,
    botName: row.bot_name,
    // both drivers hand back a Buffer already: no copy
    botText: cipher.decrypt(
      Buffer.isBuffer(row.bot_text_enc) ? row.bot_text_enc : Buffer.from(row.bot_text_enc),
      row.id,
    ),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    settings: readSettings(row.settings),
  });

  // the hot reads, built and compiled once (see precompile.ts); writes are dominated by the commit anyway
  const userById = precompile(db, (id: string) => db.selectFrom('users').selectAll().where('id', '=', id));
  const revoked = precompile(db, (tokenHash: string) =>
    db.selectFrom('revoked_tokens').select('token_hash').where('token_hash', '=', tokenHash),
  );
  const userByEmail = precompile(db, (email: string) => db.selectFrom('users').selectAll().where('email', '=', email));
  const profileOf = precompile(db, (id: string) =>
    db
      .selectFrom('users')
      .leftJoin('bots', 'bots.user_id', 'users.id')
      .select([
        'users.id as id',
        'users.name as name',
        'bots.id as bot_id',
        'bots.bot_name as bot_name',
        'bots.settings as bot_settings',
      ])
      .where('users.id', '=', id)
      .orderBy('bots.id'),
  );
  const botsOf = precompile(db, (userId: string) =>
    db.selectFrom('bots').selectAll().where('user_id', '=', userId).orderBy('id'),
  );
  const botNamesOf = precompile(db, (userId: string) =>
    db.selectFrom('bots').select(['id', 'bot_name']).where('user_id', '=', userId).orderBy('id'),
  );
  const botOf = precompile(db, (botId: string, userId: string) =>
    db.selectFrom('bots').selectAll().where('id', '=', botId).where('user_id', '=', userId),
  );
  const botMetaOf = precompile(db, (botId: string, userId: string) =>
    db
      .selectFrom('bots')
      .select(['id', 'bot_name', 'updated_at', 'settings'])
      .where('id', '=', botId)
      .where('user_id', '=', userId),
  );
  // A name matches at the start of any of its words ("smi" finds "Jane Smith"); an email at its start.
  const search = precompile(db, (pattern: string, wordPattern: string, limit: number) =>
    db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where((eb) =>
        eb.or([
          eb(sql`name_lower`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`name_lower`, 'like', sql`${wordPattern} escape '\\'`),
          eb(sql`email`, 'like', sql`${pattern} escape '\\'`),
        ]),
      )
      .orderBy('name_lower')
      .orderBy('id')
      .limit(limit),
  );

  // The embedded database has one writer, this process (docs/DEPLOY.md), so public profiles are kept in memory
  // and each write below that changes one drops it once it is done. PostgreSQL is written by every instance:
  // read each time there. A write added later that changes a name, a bot's name or `listed`, or which bots a
  // user has must call profileChanged too (the contract test "keeps the public profile in step" goes through them).
  const profiles = dialect === 'sqlite' ? createProfileCache() : null;
  const profileChanged = (userId: string) => profiles?.invalidate(userId);

  /**
   * Opens a source change: the bot's row, locked until the transaction ends on PostgreSQL (SQLite's write
   * transaction serialises on its own), so two changes at once each see the other's sources.
   */
  const lockBot = (trx: Transaction<Database>, userId: string, botId: string) => {
    const query = trx
      .selectFrom('bots')
      .select(['id', 'updated_at'])
      .where('id', '=', botId)
      .where('user_id', '=', userId);
    return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  };

  /** Rewrites the bot's text as its sources' texts joined in order, and moves its version on. */
  const rejoin = async (trx: Transaction<Database>, userId: string, botId: string, previousVersion: string) => {
    const rows = await trx
      .selectFrom('bot_sources')
      .select(['id', 'text_enc'])
      .where('bot_id', '=', botId)
      .orderBy('position')
      .execute();
    const text = rows
      .map((r) => cipher.decrypt(Buffer.isBuffer(r.text_enc) ? r.text_enc : Buffer.from(r.text_enc), r.id))
      .join(SOURCE_SEPARATOR);
    if (text.length > LIMITS.botTextMaxLength) throw new BotTextTooLongError();
    await trx
      .updateTable('bots')
      .set({ bot_text_enc: cipher.encrypt(text, botId), updated_at: nextVersion(previousVersion) })
      .where('id', '=', botId)
      .execute();
    const row = await trx
      .selectFrom('bots')
      .selectAll()
      .where('id', '=', botId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return toBot(row);
  };

  const sourceOf = (trx: Transaction<Database>, botId: string, sourceId: string) =>
    trx
      .selectFrom('bot_sources')
      .select(SOURCE_COLUMNS)
      .where('id', '=', sourceId)
      .where('bot_id', '=', botId)
      .executeTakeFirst();

  return {
    ...createInsightsStore(db, cipher),
    ...createVectorStore(db, cipher),

    async createUser(input) {
      const row = {
        id: uuidv7(),
        name: input.name,
        name_lower: input.name.toLowerCase(),
        email: input.email.toLowerCase(),
        password_hash: input.passwordHash,
        created_at: new Date().toISOString(),
        password_changed_at: null,
      };
      try {
        await db.insertInto('users').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError();
        throw error;
      }
      return toUser(row);
    },

    async findUserByEmail(email) {
      const [row] = await userByEmail(email.toLowerCase());
      return row ? toUser(row) : null;
    },

    async revokeToken(tokenHash, expiresAt) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('revoked_tokens').where('expires_at', '<', new Date().toISOString()).execute();
        await trx
          .insertInto('revoked_tokens')
          .values({ token_hash: tokenHash, expires_at: expiresAt })
          .onConflict((conflict) => conflict.column('token_hash').doNothing())
          .execute();
      });
    },

    async isTokenRevoked(tokenHash) {
      return (await revoked(tokenHash)).length > 0;
    },

    async findUserById(id) {
      const [row] = await userById(id);
      return row ? toUser(row) : null;
    },

    async updateUser(id, patch) {
      const values: Partial<Pick<UsersTable, 'name' | 'name_lower' | 'password_hash' | 'password_changed_at'>> = {};
      if (patch.name !== undefined) {
        values.name = patch.name;
        values.name_lower = patch.name.toLowerCase();
      }
      if (patch.passwordHash !== undefined) {
        values.password_hash = patch.passwordHash;
        values.password_changed_at = new Date().toISOString();
      }
      if (Object.keys(values).length > 0) {
        await db
          .updateTable('users')
          .set(values)
          .where('id', '=', id)
          .execute()
          .finally(() => profileChanged(id));
      }
      const [row] = await userById(id);
      return row ? toUser(row) : null;
    },

    async searchUsers(query, limit) {
      const q = query.trim().toLowerCase();
      if (q === '') return [];
      const rows = await search(`${escapeLike(q)}%`, `% ${escapeLike(q)}%`, limit);
      return rows.map((r): UserSummary => ({ _id: r.id, name: r.name, email: r.email }));
    },

    async listBots(userId) {
      return (await botsOf(userId)).map(toBot);
    },

    async listBotSummaries(userId) {
      return (await botNamesOf(userId)).map((r): BotSummaryRow => ({ id: r.id, botName: r.bot_name }));
    },

    async findProfile(userId) {
      const cached = profiles?.get(userId);
      if (cached) return cached;
      const ticket = profiles?.ticket() ?? 0;
      const rows = await profileOf(userId);
      const first = rows[0];
      // an unknown id is never kept: guessing ids cannot fill the memory
      if (!first) return null;
      const bots: Readonly<BotSummaryRow>[] = [];
      for (const row of rows) {
        if (row.bot_id === null || row.bot_name === null) continue;
        // settings are read only when they were ever set (the common case costs no JSON parse)
        if (row.bot_settings !== null && !readSettings(row.bot_settings).listed) continue;
        bots.push(Object.freeze({ id: row.bot_id, botName: row.bot_name }));
      }
      const found: ProfileRow = Object.freeze({ id: first.id, name: first.name, bots: Object.freeze(bots) });
      profiles?.put(userId, ticket, found);
      return found;
    },

    async getBot(userId, botId) {
      const [row] = await botOf(botId, userId);
      return row ? toBot(row) : null;
    },

    async getBotMeta(userId, botId) {
      const [row] = await botMetaOf(botId, userId);
      return row
        ? ({
            id: row.id,
            botName: row.bot_name,
            updatedAt: row.updated_at,
            settings: readSettings(row.settings),
          } satisfies BotMetaRow)
        : null;
    },

    async createBot(userId, input) {
      const id = uuidv7();
      const sourceId = uuidv7();
      const now = new Date().toISOString();
      const settings: BotSettings = { ...DEFAULT_BOT_SETTINGS, ...input.settings };
      // pasted text: titled by its first line or words, not by the bot's name (which the owner may change)
      const source = input.source ?? { type: 'text', title: titleFromText(input.botText), origin: null };
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('bots')
            .values({
              id,
              user_id: userId,
              bot_name: input.botName,
              bot_text_enc: cipher.encrypt(input.botText, id),
              created_at: now,
              updated_at: now,
              settings: writeSettings(settings),
            })
            .execute();
          await trx
            .insertInto('bot_sources')
            .values({
              id: sourceId,
              bot_id: id,
              position: 0,
              type: source.type,
              title: source.title,
              origin: source.origin,
              chars: input.botText.length,
              text_enc: cipher.encrypt(input.botText, sourceId),
              added_at: now,
              refreshed_at: now,
              language: detectLanguage(input.botText),
            })
            .execute();
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new UnknownUserError();
        throw error;
      } finally {
        profileChanged(userId);
      }
      return {
        id,
        userId,
        botName: input.botName,
        botText: input.botText,
        createdAt: now,
        updatedAt: now,
        settings,
      };
    },

    async listSources(userId, botId) {
      const rows = await db
        .selectFrom('bots')
        .leftJoin('bot_sources', 'bot_sources.bot_id', 'bots.id')
        .select([
          'bots.id as owner_bot',
          'bot_sources.id as id',
          'bot_sources.bot_id as bot_id',
          'bot_sources.position as position',
          'bot_sources.type as type',
          'bot_sources.title as title',
          'bot_sources.origin as origin',
          'bot_sources.chars as chars',
          'bot_sources.added_at as added_at',
          'bot_sources.refreshed_at as refreshed_at',
          'bot_sources.language as language',
        ])
        .where('bots.id', '=', botId)
        .where('bots.user_id', '=', userId)
        .orderBy('bot_sources.position')
        .execute();
      if (rows.length === 0) return null;
      const sources: SourceRow[] = [];
      for (const row of rows) {
        if (row.id === null || row.bot_id === null || row.type === null || row.title === null) continue;
        sources.push(
          toSource({
            id: row.id,
            bot_id: row.bot_id,
            position: Number(row.position),
            type: row.type,
            title: row.title,
            origin: row.origin,
            chars: Number(row.chars),
            added_at: row.added_at ?? '',
            refreshed_at: row.refreshed_at ?? '',
            language: row.language,
          }),
        );
      }
      return sources;
    },

    async addSource(userId, botId, input: NewSource) {
      return db.transaction().execute(async (trx) => {
        const bot = await lockBot(trx, userId, botId);
        if (!bot) return 'no-bot' as const;
        const last = await trx
          .selectFrom('bot_sources')
          .select((eb) => eb.fn.max('position').as('position'))
          .where('bot_id', '=', botId)
          .executeTakeFirst();
        const id = uuidv7();
        const now = new Date().toISOString();
        const row = {
          id,
          bot_id: botId,
          position: last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
          type: input.type,
          title: input.title,
          origin: input.origin,
          chars: input.text.length,
          added_at: now,
          refreshed_at: now,
          language: detectLanguage(input.text),
        };
        await trx
          .insertInto('bot_sources')
          .values({ ...row, text_enc: cipher.encrypt(input.text, id) })
          .execute();
        return { source: toSource(row), bot: await rejoin(trx, userId, botId, bot.updated_at) };
      });
    },

    async removeSource(userId, botId, sourceId) {
      return db.transaction().execute(async (trx) => {
        const bot = await lockBot(trx, userId, botId);
        if (!bot) return 'no-bot' as const;
        if (!(await sourceOf(trx, botId, sourceId))) return 'no-source' as const;
        const count = await trx
          .selectFrom('bot_sources')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('bot_id', '=', botId)
          .executeTakeFirstOrThrow();
        if (Number(count.n) <= 1) return 'last-source' as const;
        await trx.deleteFrom('bot_sources').where('id', '=', sourceId).where('bot_id', '=', botId).execute();
        return rejoin(trx, userId, botId, bot.updated_at);
      });
    },

    async getSource(userId, botId, sourceId) {
      const row = await db
        .selectFrom('bot_sources')
        .innerJoin('bots', 'bots.id', 'bot_sources.bot_id')
        .select([...SOURCE_COLUMNS.map((column) => `bot_sources.${column}` as const), 'bot_sources.text_enc'])
        .where('bot_sources.id', '=', sourceId)
        .where('bots.id', '=', botId)
        .where('bots.user_id', '=', userId)
        .executeTakeFirst();
      if (row) {
        const text = cipher.decrypt(Buffer.isBuffer(row.text_enc) ? row.text_enc : Buffer.from(row.text_enc), row.id);
        return { source: toSource(row), text };
      }
      return (await botMetaOf(botId, userId)).length > 0 ? 'no-source' : 'no-bot';
    },

    async updateSource(userId, botId, sourceId, next) {
      return db.transaction().execute(async (trx) => {
        const bot = await lockBot(trx, userId, botId);
        if (!bot) return 'no-bot' as const;
        const current = await sourceOf(trx, botId, sourceId);
        if (!current) return 'no-source' as const;
        const changed: { title?: string; chars?: number; refreshed_at?: string; language?: string | null } = {};
        if (next.title !== undefined) changed.title = next.title;
        if (next.text !== undefined) {
          changed.chars = next.text.length;
          changed.refreshed_at = new Date().toISOString();
          changed.language = detectLanguage(next.text);
        }
        const values = {
          ...changed,
          ...(next.text !== undefined ? { text_enc: cipher.encrypt(next.text, sourceId) } : {}),
        };
        if (Object.keys(values).length > 0)
          await trx.updateTable('bot_sources').set(values).where('id', '=', sourceId).execute();
        // rejoined even for a new title alone: the version moves on, so no cached index cites the old one
        return { source: toSource({ ...current, ...changed }), bot: await rejoin(trx, userId, botId, bot.updated_at) };
      });
    },

    async deleteBot(userId, botId) {
      const result = await db
        .deleteFrom('bots')
        .where('id', '=', botId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
        .finally(() => profileChanged(userId));
      return Number(result.numDeletedRows) > 0;
    },

    async updateBot(userId, botId, patch) {
      const values: { updated_at: string; bot_name?: string; settings?: string | null } = {
        updated_at: new Date().toISOString(),
      };
      if (patch.botName !== undefined) values.bot_name = patch.botName;
      if (patch.settings !== undefined) values.settings = writeSettings(patch.settings);
      const result = await db
        .updateTable('bots')
        .set(values)
        .where('id', '=', botId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
        .finally(() => profileChanged(userId));
      if (Number(result.numUpdatedRows) === 0) return null;
      const [row] = await botOf(botId, userId);
      return row ? toBot(row) : null;
    },

    async getBotSettings(userId, botId) {
      const row = await db
        .selectFrom('bots')
        .select(['id', 'bot_name', 'settings'])
        .where('id', '=', botId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { id: row.id, botName: row.bot_name, settings: readSettings(row.settings) } : null;
    },

    async ping() {
      await sql`select 1`.execute(db);
    },

    async close() {
      await db.destroy();
    },
  };
}
