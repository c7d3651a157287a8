import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir } from './privateDir.js';
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
  ensurePrivateDir(options.dataDir);
  const file = join(options.dataDir, 'botfolio.db');
  // SQLite gives its -wal and -shm files the database file's mode: create it 0600 before SQLite does
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit survives power loss, not just a process crash
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: 'sqlite',
  };
}

const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares every query anew; our queries are a fixed set of SQL strings, so reuse the prepared
 * statements (about half the cost of a point lookup). Safe because Kysely runs one query at a time
 * on the single SQLite connection.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
