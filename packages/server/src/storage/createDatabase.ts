import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Dialect } from './schema.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
}

export interface DatabaseOptions {
  /** PostgreSQL when set, else the embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL only: work inside this schema (tests use a fresh one per run). Must exist. */
  schema?: string | undefined;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

/** Opens the database: embedded SQLite (WAL, durable commits, foreign keys) or a PostgreSQL pool. */
export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
      throw new Error(`DATABASE_SCHEMA must be a plain lower-case identifier, not "${options.schema}".`);
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // an idle client losing its connection must not crash the process; the next query reconnects
    pool.on('error', () => {});
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(join(options.dataDir, 'botfolio.db'));
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit survives power loss, not just a process crash
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}
