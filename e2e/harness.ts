/**
 * e2e harness: starts the built server on a free loopback port with a fresh data dir, and launches
 * Debian's Chromium through playwright-core. scripts/e2e.mjs decides whether Chromium is required.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningApp {
  baseUrl: string;
  port: number;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

/** Starts `node packages/server/dist/server.js` (built by scripts/e2e.mjs) and waits for /api/health. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'botfolio-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'packages/server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LLM_PROVIDER: 'offline',
      LOG_LEVEL: 'warn',
      // every browser here signs up from 127.0.0.1: the accounts-per-IP limit has its own tests
      SIGNUP_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    baseUrl,
    port,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
