/**
 * PostgreSQL for tests: a fresh schema per call (random name), so concurrent runs and other suites
 * sharing the `test` database never see each other's tables. Dropped by the returned cleanup.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_URL = process.env.DATABASE_URL?.trim() || undefined;

/** CI must run the PostgreSQL suites: there a missing DATABASE_URL is a failure, not a skip. */
export const POSTGRES_REQUIRED = process.env.CI === 'true';

export interface TestSchema {
  url: string;
  schema: string;
  drop(): Promise<void>;
}

/** Creates `botfolio_t_<random>` in DATABASE_URL's database. */
export async function createTestSchema(url: string): Promise<TestSchema> {
  const schema = `botfolio_t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  return {
    url,
    schema,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await c.end();
      }
    },
  };
}
