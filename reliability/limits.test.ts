/**
 * Limits that hold under concurrency, against a real server process (SQLite with its in-memory counters,
 * and PostgreSQL with Redis-shared counters when DATABASE_URL and REDIS_URL are set): a hundred wrong
 * passwords sent at once from one address check at most AUTH_RATE_LIMIT of them, and the account's owner
 * still signs in from their own address while a stranger is being held back.
 */
import { describe, expect, test } from 'vitest';
import { signUp, startApp } from '../e2e/harness.js';
import { withPgSchema } from './support/pgSchema.js';

const LIMIT = 10;
const SECRETS = {
  JWT_SECRET: 'reliability-limits-secret-0123456789',
  DATA_KEY: Buffer.alloc(32, 9).toString('base64'),
};

async function raceLogins(database: string, env: Record<string, string>): Promise<void> {
  // TRUST_PROXY=1: the address the server sees is the last X-Forwarded-For entry, so this test can be
  // a stranger and the owner at once.
  const app = await startApp({ AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '1', ...env });
  try {
    const owner = await signUp(app.baseUrl, 'Ada Owner');
    // Fresh addresses each run: Redis keeps its counters for 15 minutes across runs.
    const octet = () => 1 + Math.floor(Math.random() * 254);
    const stranger = `198.18.${octet()}.${octet()}`;
    const ownersOwn = `198.19.${octet()}.${octet()}`;
    const login = (password: string, ip: string) =>
      fetch(`${app.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: owner.email, password }),
      }).then((res) => res.status);

    const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => login(`wrong guess ${i}`, stranger)));
    const checked = statuses.filter((s) => s === 401).length;
    console.log(
      `${database}: 100 concurrent wrong logins from one address → ${checked} checked (401), ${statuses.filter((s) => s === 429).length} refused (429)`,
    );
    expect(checked).toBeLessThanOrEqual(LIMIT);
    expect(checked).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);

    // The stranger is still held back; the owner, from their own address, signs in.
    expect(await login('correct horse battery', stranger)).toBe(429);
    expect(await login('correct horse battery', ownersOwn)).toBe(200);
  } finally {
    await app.stop();
  }
}

describe('limits under concurrency', () => {
  test('SQLite (counters in the process)', async () => {
    await raceLogins('SQLite', {});
  });

  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  test.skipIf(!databaseUrl || !redisUrl)('PostgreSQL with Redis (counters shared in Redis)', async () => {
    await withPgSchema('limits', async (schema) => {
      await raceLogins('PostgreSQL+Redis', {
        DATABASE_URL: databaseUrl ?? '',
        DATABASE_SCHEMA: schema,
        REDIS_URL: redisUrl ?? '',
        ...SECRETS,
      });
    });
  });
});
