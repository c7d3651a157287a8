import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, freePort, startServer } from '../scripts/serverProcess.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export { CHROMIUM_ARGS, freePort };

export interface RunningApp {
  baseUrl: string;
  port: number;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

/** Starts `node packages/server/dist/server.js` (built by scripts/e2e.mjs) and waits for /api/health. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  // every browser here signs up from 127.0.0.1: the accounts-per-IP limit has its own tests
  return startServer({ env: { SIGNUP_RATE_LIMIT: '0', ...env }, dataDirPrefix: 'botfolio-e2e-' });
}

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH;
  if (!path) throw new Error('CHROMIUM_PATH is not set (scripts/e2e.mjs sets it)');
  return path;
}

/** Playwright gives every launch a fresh temporary profile, so no --user-data-dir is passed. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/** A page that records console errors and uncaught page errors, so tests can assert there were none. */
export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { context, page, errors };
}

/** Signs a fresh user up through the API and returns the token and id. */
export async function signUp(
  baseUrl: string,
  name = 'Ada Lovelace',
): Promise<{ token: string; userId: string; email: string }> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'correct horse battery' }),
  });
  const body = (await res.json()) as { authtoken: string };
  const me = await fetch(`${baseUrl}/api/auth/getuser`, { headers: { authorization: body.authtoken } });
  const user = (await me.json()) as { _id: string };
  return { token: body.authtoken, userId: user._id, email };
}

export async function createBot(baseUrl: string, token: string, botName: string, text: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/pdf/store-in-db`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ botName, text }),
  });
  const body = (await res.json()) as { bot: { _id: string } };
  return body.bot._id;
}
