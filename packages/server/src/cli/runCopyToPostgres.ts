/**
 * Moves an embedded installation (DATA_DIR/botfolio.db + secrets.json) into PostgreSQL: users and bots
 * keep their ids, password hashes and timestamps, so links, embeds and passwords keep working.
 * Idempotent: rows whose id (or user email) already exists in the target are skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Kysely, type Selectable, sql } from 'kysely';
import { createTextCipher, parseDataKey, type TextCipher } from '../crypto/textCipher.js';
import { createDatabase } from '../storage/createDatabase.js';
import { backfillSources, fillSourceLanguages, migrate } from '../storage/migrate.js';
import { SECRETS_FILE } from '../storage/resolveSecrets.js';
import type { BotSourcesTable, BotsTable, Database, UsersTable } from '../storage/schema.js';

export interface CopyOptions {
  /** The embedded installation's DATA_DIR (holds botfolio.db and secrets.json). */
  fromDataDir: string;
  /** The target PostgreSQL connection string. */
  toDatabaseUrl: string;
  /** PostgreSQL schema to copy into (created if missing); undefined: the connection's default. */
  toSchema?: string | undefined;
  /** The DATA_KEY the PostgreSQL instances will run with (base64 of 32 bytes). */
  targetDataKey: string;
}

export interface CopyCounts {
  usersCopied: number;
  usersAlreadyThere: number;
  /** Source users whose email belongs to another account (another id) in the target: not copied. */
  usersEmailTaken: string[];
  botsCopied: number;
  botsAlreadyThere: number;
  /** Bots of users that were not copied (their email was taken). */
  botsWithoutOwner: number;
  /** True when the target key differs from the source's, so every copied bot text was re-encrypted. */
  reEncrypted: boolean;
}

/** Users per insert (6 parameters each, far below PostgreSQL's 65,535). */
const USER_PAGE = 500;
/** Bots per page: a bot's text can be megabytes, so pages stay small. */
const BOT_PAGE = 20;

const USAGE = `Usage: node packages/server/dist/cli/copyToPostgres.js --from ./data --to postgres://user:password@host:5432/db [--schema name]

Copies the users and bots of an embedded (SQLite) installation into PostgreSQL, keeping ids and password
hashes. --from defaults to DATA_DIR (else ./data), --to to DATABASE_URL, --schema to DATABASE_SCHEMA.
DATA_KEY must be set to the key the PostgreSQL instances will use; bot text is re-encrypted when it
differs from the embedded installation's key. Running it again skips what was already copied.`;

/** Reads the embedded installation's data key from DATA_DIR/secrets.json, with sentences for what is wrong. */
function readSourceDataKey(dataDir: string): string {
  const path = join(dataDir, SECRETS_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        `${path} does not exist, so the stored bot texts cannot be decrypted; is --from the right DATA_DIR?`,
      );
    throw new Error(`${path} is not readable JSON.`);
  }
  const dataKey = (parsed as { dataKey?: unknown } | null)?.dataKey;
  if (typeof dataKey !== 'string' || dataKey === '') throw new Error(`${path} has no dataKey.`);
  return dataKey;
}

/** Copies every user and bot from the embedded database to PostgreSQL; returns what it did. */
export async function copyToPostgres(options: CopyOptions): Promise<CopyCounts> {
  const sourceFile = join(options.fromDataDir, 'botfolio.db');
  if (!existsSync(sourceFile))
    throw new Error(`There is no embedded database at ${sourceFile}; is --from the right DATA_DIR?`);
  const sourceKey = parseDataKey(readSourceDataKey(options.fromDataDir));
  const targetKey = parseDataKey(options.targetDataKey);
  const sourceCipher = createTextCipher(sourceKey);
  const targetCipher = createTextCipher(targetKey);
  const reEncrypted = !sourceKey.equals(targetKey);

  const source = createDatabase({ databaseUrl: undefined, dataDir: options.fromDataDir });
  const target = createDatabase({
    databaseUrl: options.toDatabaseUrl,
    dataDir: '',
    schema: options.toSchema,
    poolSize: 2,
  });
  try {
    try {
      if (options.toSchema) await sql`create schema if not exists ${sql.id(options.toSchema)}`.execute(target.db);
      // the same migrations (and advisory lock) the server runs, so a running instance may share the target
      await migrate(target.db, target.dialect, targetCipher);
    } catch (error) {
      throw new Error(`Could not prepare the PostgreSQL database at --to: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const counts: CopyCounts = {
      usersCopied: 0,
      usersAlreadyThere: 0,
      usersEmailTaken: [],
      botsCopied: 0,
      botsAlreadyThere: 0,
      botsWithoutOwner: 0,
      reEncrypted,
    };
    await checkTargetKey(target.db, targetCipher);
    // an installation from before sources existed gets them first, as its own server would at start
    await migrate(source.db, source.dialect, sourceCipher);
    await copyUsers(source.db, target.db, counts);
    await copyBots(
      source.db,
      target.db,
      counts,
      (row) => {
        const text = decryptSource(sourceCipher, row);
        return reEncrypted ? targetCipher.encrypt(text, row.id) : Buffer.from(row.bot_text_enc);
      },
      (row) =>
        reEncrypted
          ? targetCipher.encrypt(sourceCipher.decrypt(Buffer.from(row.text_enc), row.id), row.id)
          : Buffer.from(row.text_enc),
    );
    // a bot copied by an earlier version of this command has no sources yet
    await backfillSources(target.db, targetCipher);
    // a source copied from a database from before languages, or made just now
    await fillSourceLanguages(target.db, targetCipher);
    return counts;
  } finally {
    await source.db.destroy();
    await target.db.destroy();
  }
}

/**
 * Bots already in the target were written under some key; copying more under another DATA_KEY would
 * leave the instances unable to read one set or the other, so refuse before writing anything.
 */
async function checkTargetKey(target: Kysely<Database>, cipher: TextCipher): Promise<void> {
  const existing = await target.selectFrom('bots').select(['id', 'bot_text_enc']).limit(1).executeTakeFirst();
  if (!existing) return;
  try {
    cipher.decrypt(Buffer.from(existing.bot_text_enc), existing.id);
  } catch {
    throw new Error(
      'DATA_KEY does not decrypt the bots already in the PostgreSQL database; set it to the key they were written with (the one your PostgreSQL instances use).',
    );
  }
}

/** Decrypting every source row also proves --from's key matches its database before anything is written. */
function decryptSource(cipher: TextCipher, row: Selectable<BotsTable>): string {
  try {
    return cipher.decrypt(Buffer.from(row.bot_text_enc), row.id);
  } catch {
    throw new Error(
      `Bot ${row.id} cannot be decrypted with the key in secrets.json; --from must be the DATA_DIR whose secrets wrote this database.`,
    );
  }
}

async function copyUsers(source: Kysely<Database>, target: Kysely<Database>, counts: CopyCounts): Promise<void> {
  let after = '';
  for (;;) {
    const page: Selectable<UsersTable>[] = await source
      .selectFrom('users')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(USER_PAGE)
      .execute();
    const last = page.at(-1);
    if (!last) return;
    after = last.id;
    // any conflict (same id, or same email under another id) skips the row; which one is told apart below
    const inserted = await target
      .insertInto('users')
      .values(page)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    counts.usersCopied += inserted.length;
    const insertedIds = new Set(inserted.map((row) => row.id));
    const skipped = page.filter((row) => !insertedIds.has(row.id));
    if (skipped.length === 0) continue;
    const present = await target
      .selectFrom('users')
      .select('id')
      .where(
        'id',
        'in',
        skipped.map((row) => row.id),
      )
      .execute();
    const presentIds = new Set(present.map((row) => row.id));
    for (const row of skipped) {
      if (presentIds.has(row.id)) counts.usersAlreadyThere += 1;
      else counts.usersEmailTaken.push(row.email);
    }
  }
}

async function copyBots(
  source: Kysely<Database>,
  target: Kysely<Database>,
  counts: CopyCounts,
  encryptForTarget: (row: Selectable<BotsTable>) => Buffer,
  encryptSourceForTarget: (row: Selectable<BotSourcesTable>) => Buffer,
): Promise<void> {
  let after = '';
  for (;;) {
    const page: Selectable<BotsTable>[] = await source
      .selectFrom('bots')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(BOT_PAGE)
      .execute();
    const last = page.at(-1);
    if (!last) return;
    after = last.id;
    const owners = await target
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [...new Set(page.map((row) => row.user_id))])
      .execute();
    const ownerIds = new Set(owners.map((row) => row.id));
    const withOwner = page.filter((row) => ownerIds.has(row.user_id));
    counts.botsWithoutOwner += page.length - withOwner.length;
    if (withOwner.length === 0) continue;
    const inserted = await target
      .insertInto('bots')
      .values(withOwner.map((row) => ({ ...row, bot_text_enc: encryptForTarget(row) })))
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    counts.botsCopied += inserted.length;
    counts.botsAlreadyThere += withOwner.length - inserted.length;
    // the sources of the bots copied now (a bot already there keeps its own)
    for (const { id } of inserted) {
      const sources = await source.selectFrom('bot_sources').selectAll().where('bot_id', '=', id).execute();
      for (const row of sources) {
        await target
          .insertInto('bot_sources')
          .values({ ...row, text_enc: encryptSourceForTarget(row) })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
    }
  }
}

/** The lines printed after a copy: counts, and what a person has to do next. */
export function describeCounts(counts: CopyCounts): string[] {
  const lines = [
    `Users: ${counts.usersCopied} copied, ${counts.usersAlreadyThere} already there.`,
    `Bots: ${counts.botsCopied} copied, ${counts.botsAlreadyThere} already there.`,
  ];
  if (counts.usersEmailTaken.length > 0) {
    lines.push(
      `Not copied: ${counts.usersEmailTaken.length} user(s) whose email already belongs to another account in PostgreSQL (${counts.usersEmailTaken.join(', ')}), and their ${counts.botsWithoutOwner} bot(s).`,
    );
  }
  if (counts.reEncrypted && counts.botsCopied > 0) lines.push('Copied bot texts were re-encrypted with DATA_KEY.');
  return lines;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * The command: parses `--from/--to/--schema` (falling back to DATA_DIR, DATABASE_URL, DATABASE_SCHEMA),
 * copies, prints counts. Returns the exit code; problems are printed as sentences, never stack traces.
 */
export async function runCopyToPostgres(
  argv: string[],
  env: NodeJS.ProcessEnv,
  print: { out(line: string): void; err(line: string): void },
): Promise<number> {
  let values: { from?: string | undefined; to?: string | undefined; schema?: string | undefined; help?: boolean };
  try {
    values = parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        schema: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    print.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    print.out(USAGE);
    return 0;
  }
  const fromDataDir = nonEmpty(values.from) ?? nonEmpty(env.DATA_DIR) ?? './data';
  const toDatabaseUrl = nonEmpty(values.to) ?? nonEmpty(env.DATABASE_URL);
  const targetDataKey = nonEmpty(env.DATA_KEY);
  if (!toDatabaseUrl) {
    print.err(`Say where to copy to: --to postgres://… (or set DATABASE_URL).\n\n${USAGE}`);
    return 2;
  }
  if (!targetDataKey) {
    print.err(
      'Set DATA_KEY to the key your PostgreSQL instances will run with (new: openssl rand -base64 32; or the dataKey in the embedded secrets.json to keep it).',
    );
    return 2;
  }
  try {
    const counts = await copyToPostgres({
      fromDataDir,
      toDatabaseUrl,
      toSchema: nonEmpty(values.schema) ?? nonEmpty(env.DATABASE_SCHEMA),
      targetDataKey,
    });
    for (const line of describeCounts(counts)) print.out(line);
    return 0;
  } catch (error) {
    print.err(`Copy failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
