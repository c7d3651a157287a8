import { type Kysely, sql } from 'kysely';
import type { Database, Dialect } from './schema.js';

interface Migration {
  version: number;
  name: string;
  statements(dialect: Dialect): string[];
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
];

/** Arbitrary constant shared by every Botfolio instance: the PostgreSQL advisory lock around migrations. */
const MIGRATION_LOCK_KEY = 7_202_611_001;

/**
 * Brings the schema up to date. Safe when several instances start at once: on PostgreSQL the whole
 * run holds a transaction-scoped advisory lock, on SQLite the write transaction serialises them.
 */
export async function migrate(db: Kysely<Database>, dialect: Dialect): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(trx);
    await sql`create table if not exists botfolio_migrations (version integer primary key, name text not null, applied_at text not null)`.execute(
      trx,
    );
    const rows = await trx.selectFrom('botfolio_migrations').select('version').execute();
    const done = new Set(rows.map((r) => Number(r.version)));
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements(dialect)) await sql.raw(statement).execute(trx);
      await trx
        .insertInto('botfolio_migrations')
        .values({ version: migration.version, name: migration.name, applied_at: new Date().toISOString() })
        .execute();
      applied.push(migration.version);
    }
    return applied;
  });
}
