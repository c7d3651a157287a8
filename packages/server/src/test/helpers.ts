/**
 * Test helpers shared by every server test: a real app on a real SQLite file in a temp dir.
 * Argon2 keeps its production parameters here on purpose (tests see real timings).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { HttpError } from '../errors.js';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

let counter = 0;

/**
 * Builds the app on a fresh temp DATA_DIR (offline answerer, no PostgreSQL unless `env` says otherwise).
 * Every inject comes from one IP, so the login/signup failure limit is raised and the accounts-per-IP limit
 * is off unless `env` sets AUTH_RATE_LIMIT or SIGNUP_RATE_LIMIT.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'botfolio-test-'));
  const config = loadConfig({
    LLM_PROVIDER: 'offline',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    SIGNUP_RATE_LIMIT: '0',
    IMPORT_RATE_LIMIT: '0',
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a fresh account (unique email unless given) and returns its token and id. */
export async function signUp(
  app: FastifyInstance,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<{ token: string; userId: string; email: string }> {
  counter += 1;
  const email = input.email ?? `user${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: input.name ?? `Test User ${counter}`, email, password: input.password ?? 'correct horse battery' },
  });
  if (res.statusCode !== 200) throw new Error(`signUp failed: ${res.statusCode} ${res.body}`);
  const token = (res.json() as { authtoken: string }).authtoken;
  const me = await app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: token } });
  if (me.statusCode !== 200) throw new Error(`getuser failed: ${me.statusCode} ${me.body}`);
  const user = me.json() as { _id: string; email: string };
  return { token, userId: user._id, email: user.email };
}

/** Stores a bot for the token's owner and returns its id. */
export async function createBot(
  app: FastifyInstance,
  token: string,
  input: { botName: string; text: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/pdf/store-in-db',
    headers: { authorization: token },
    payload: { botName: input.botName, text: input.text },
  });
  if (res.statusCode !== 200) throw new Error(`createBot failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { bot: { _id: string } }).bot._id;
}

/** The HttpError a call rejects with (fails the test when it resolves or rejects with anything else). */
export async function httpFailure(promise: Promise<unknown>): Promise<HttpError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}
