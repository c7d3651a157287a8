/**
 * Crash safety: the built server is killed with SIGKILL at random moments while a client creates bots,
 * several rounds on the same data (the same DATA_DIR for SQLite; the same schema for PostgreSQL when
 * DATABASE_URL is set). After each restart every bot whose creation was acknowledged is there with its
 * exact text (decrypted), and nothing is half-written: no empty or foreign text, no duplicates.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type RunningApp, signUp, startApp } from '../e2e/harness.js';
import { withPgSchema } from './support/pgSchema.js';
import { isAlive, serverPid } from './support/serverProcess.js';

const ROUNDS = 4;
const WORKERS = 4;
const SECRETS = {
  JWT_SECRET: 'reliability-crash-secret-0123456789',
  DATA_KEY: Buffer.alloc(32, 42).toString('base64'),
};

const PIECES = [
  'Grüße aus Köln — straße, Ärger, Öl.',
  '日本語のテキストと漢字、カタカナ。',
  '😀🚀👩🏽‍💻 emoji with ZWJ sequences 🏳️‍🌈',
  'עברית ومعها العربية (right to left)',
  'Ελληνικά και Кириллица вместе.',
  'combining: é = e\u0301, ñ = n\u0303; zero-width:\u200b|\u200d|',
  'tabs\tand\nnew lines\r\nand "quotes" and \\backslashes\\ and <b>tags</b>',
  '𝔐𝔞𝔱𝔥 𝕤𝕪𝕞𝕓𝕠𝕝𝕤 ∑∫√∞ ≠ ≤ ≥',
];

/** A text unique to `name`: varied scripts, 50 characters to about 120 KB. */
function textFor(name: string, n: number): string {
  const size = [1, 3, 20, 200, 2000][n % 5] ?? 1;
  const parts: string[] = [`${name}:`];
  for (let i = 0; i < size; i++) parts.push(PIECES[(n + i) % PIECES.length] ?? '');
  return parts.join(' ');
}

interface Ledger {
  /** name → text, for creations answered 200 with an id. */
  acked: Map<string, { id: string; text: string }>;
  /** name → text, for creations sent but not acknowledged (the kill came first). */
  unacked: Map<string, string>;
}

/** Creates bots from WORKERS parallel clients until the server dies; records what was acknowledged. */
async function createUntilKilled(baseUrl: string, token: string, round: number, ledger: Ledger): Promise<void> {
  const worker = async (w: number) => {
    for (let n = 0; ; n++) {
      const botName = `r${round}-w${w}-${n}`;
      const text = textFor(botName, n + w);
      ledger.unacked.set(botName, text);
      try {
        const res = await fetch(`${baseUrl}/api/pdf/store-in-db`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ botName, text }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await res.json()) as { success?: boolean; bot?: { _id?: string } };
        if (res.status === 200 && body.success && body.bot?._id) {
          ledger.unacked.delete(botName);
          ledger.acked.set(botName, { id: body.bot._id, text });
        } else if (res.status >= 400) {
          throw new Error(`store-in-db answered ${res.status} ${JSON.stringify(body)} for ${botName}`);
        }
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('store-in-db answered')) throw error;
        return; // connection refused or reset: the server is gone
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
}

async function sigkill(app: RunningApp): Promise<void> {
  const pid = serverPid(app.port);
  process.kill(pid, 'SIGKILL');
  const deadline = Date.now() + 10_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  // startApp made its own temp dir, unused because DATA_DIR is given; stop() is not for killed children
  rmSync(app.dataDir, { recursive: true, force: true });
}

/** Every acknowledged bot is there with its exact text; every bot there is acknowledged or was in flight, once. */
async function verify(baseUrl: string, token: string, ledger: Ledger): Promise<number> {
  const res = await fetch(`${baseUrl}/api/auth/getuser`, { headers: { authorization: token } });
  expect(res.status).toBe(200);
  const bots = ((await res.json()) as { bots: { _id: string; botName: string; botText: string }[] }).bots;
  const problems: string[] = [];
  const seenIds = new Set<string>();
  const seenNames = new Set<string>();
  for (const bot of bots) {
    if (seenIds.has(bot._id)) problems.push(`duplicate id ${bot._id}`);
    if (seenNames.has(bot.botName)) problems.push(`duplicate bot ${bot.botName}`);
    seenIds.add(bot._id);
    seenNames.add(bot.botName);
    const expected = ledger.acked.get(bot.botName)?.text ?? ledger.unacked.get(bot.botName);
    if (expected === undefined) problems.push(`unknown bot ${JSON.stringify(bot.botName)}`);
    else if (bot.botText !== expected)
      problems.push(`bot ${bot.botName} has other text (${bot.botText.length} chars, expected ${expected.length})`);
  }
  const byName = new Map(bots.map((b) => [b.botName, b]));
  for (const [name, { id }] of ledger.acked) {
    const bot = byName.get(name);
    if (!bot) problems.push(`acknowledged bot ${name} is missing`);
    else if (bot._id !== id) problems.push(`acknowledged bot ${name} has id ${bot._id}, acknowledged as ${id}`);
  }
  expect(problems).toEqual([]);
  // in-flight creations that did land are now known; a later round must not change them
  for (const bot of bots) {
    const text = ledger.unacked.get(bot.botName);
    if (text !== undefined) {
      ledger.unacked.delete(bot.botName);
      ledger.acked.set(bot.botName, { id: bot._id, text });
    }
  }
  return bots.length;
}

async function crashRounds(label: string, env: Record<string, string>): Promise<void> {
  const ledger: Ledger = { acked: new Map(), unacked: new Map() };
  let app = await startApp(env);
  const { token } = await signUp(app.baseUrl, 'Crash Tester');
  const summary: string[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const killAfter = 250 + Math.floor(Math.random() * 1500);
      const writing = createUntilKilled(app.baseUrl, token, round, ledger);
      await new Promise((r) => setTimeout(r, killAfter));
      await sigkill(app);
      await writing;
      app = await startApp(env);
      const total = await verify(app.baseUrl, token, ledger);
      summary.push(`round ${round}: killed after ${killAfter} ms, ${total} bots intact`);
    }
  } finally {
    await app.stop();
  }
  console.log(
    `crash (${label}): ${summary.join('; ')}; ${ledger.acked.size} acknowledged, ${ledger.unacked.size} lost in flight (never acknowledged)`,
  );
  expect(ledger.acked.size).toBeGreaterThan(ROUNDS);
}

describe('SIGKILL while bots are being created', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test('SQLite: the same DATA_DIR across restarts keeps every acknowledged bot, whole', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'botfolio-crash-'));
    dirs.push(dataDir);
    await crashRounds('SQLite', { DATA_DIR: dataDir, ...SECRETS });
  });

  const databaseUrl = process.env.DATABASE_URL;
  test.skipIf(!databaseUrl)(
    'PostgreSQL (DATABASE_URL): the same schema across restarts keeps every acknowledged bot, whole',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'botfolio-crash-pg-'));
      dirs.push(dataDir);
      await withPgSchema('crash', async (schema) => {
        await crashRounds('PostgreSQL', {
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl ?? '',
          DATABASE_SCHEMA: schema,
          ...SECRETS,
        });
      });
    },
  );
});
