import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { buildTestApp, signUp } from '../test/helpers.js';
import { resolveSecrets, SECRETS_FILE } from './resolveSecrets.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'botfolio-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveSecrets', () => {
  it('generates the secrets once into a 0600 file and reuses them on the next start', () => {
    const dataDir = tempDir();
    const first = resolveSecrets({ dataDir, databaseUrl: undefined, jwtSecret: undefined, dataKey: undefined });
    expect(Buffer.from(first.dataKey, 'base64')).toHaveLength(32);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const path = join(dataDir, SECRETS_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(first);
    expect(resolveSecrets({ dataDir, databaseUrl: undefined, jwtSecret: undefined, dataKey: undefined })).toEqual(
      first,
    );
  });

  it('prefers the environment over the file', () => {
    const dataDir = tempDir();
    const dataKey = randomBytes(32).toString('base64');
    expect(resolveSecrets({ dataDir, databaseUrl: undefined, jwtSecret: 'from-env', dataKey })).toEqual({
      jwtSecret: 'from-env',
      dataKey,
    });
  });

  it('refuses to start on PostgreSQL without both secrets in the environment, naming the missing one', () => {
    const dataDir = tempDir();
    expect(() =>
      resolveSecrets({ dataDir, databaseUrl: 'postgres://x/y', jwtSecret: 'set', dataKey: undefined }),
    ).toThrow(/DATABASE_URL is set, so DATA_KEY must be set/);
    expect(() =>
      resolveSecrets({ dataDir, databaseUrl: 'postgres://x/y', jwtSecret: undefined, dataKey: undefined }),
    ).toThrow(/JWT_SECRET and DATA_KEY/);
  });
});

describe('tokens across restarts', () => {
  it('keeps a token valid when the server restarts on the same data dir', async () => {
    const t = await buildTestApp();
    const { token } = await signUp(t.app);
    await t.app.close();
    const again = await buildApp({
      config: loadConfig({ DATA_DIR: t.dataDir, LLM_PROVIDER: 'offline' }),
      logger: false,
    });
    try {
      const res = await again.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: token } });
      expect(res.statusCode).toBe(200);
    } finally {
      await again.close();
      rmSync(t.dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a bad DATA_KEY with a sentence naming it', async () => {
    const dataDir = tempDir();
    await expect(
      buildApp({
        config: loadConfig({
          DATA_DIR: dataDir,
          DATA_KEY: 'short',
          JWT_SECRET: 'x'.repeat(32),
          LLM_PROVIDER: 'offline',
        }),
        logger: false,
      }),
    ).rejects.toThrow(/DATA_KEY must be 32 random bytes/);
  });

  it('says which database it could not reach when PostgreSQL is down', async () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      JWT_SECRET: 'x'.repeat(32),
      DATA_KEY: randomBytes(32).toString('base64'),
      LLM_PROVIDER: 'offline',
    });
    await expect(buildApp({ config, logger: false })).rejects.toThrow(
      /Could not prepare the PostgreSQL database at DATABASE_URL/,
    );
  });
});
