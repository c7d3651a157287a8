/** A fresh PostgreSQL schema for one test (DATABASE_URL), dropped afterwards whatever happens. */
import pg from 'pg';

export async function withPgSchema<T>(prefix: string, run: (schema: string) => Promise<T>): Promise<T> {
  const schema = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    return await run(schema);
  } finally {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
}
