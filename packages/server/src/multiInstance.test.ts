/**
 * Issue 10's proof: two real server processes (`node packages/server/dist/server.js`) on one PostgreSQL
 * schema and one Redis, started at the same moment so their migrations race. Needs DATABASE_URL and
 * REDIS_URL (CI sets both and fails, never skips, without them).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  spawnServer as spawnServerProcess,
  waitHealthy as waitHealthyProcess,
} from '../../../scripts/serverProcess.mjs';
import { CHAT_RATE_LIMITED } from './routes/chat.js';
import { createTestSchema, POSTGRES_REQUIRED, POSTGRES_URL, type TestSchema } from './test/postgres.js';

const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;
const MISSING = [POSTGRES_URL ? null : 'DATABASE_URL', REDIS_URL ? null : 'REDIS_URL'].filter(
  (name): name is string => name !== null,
);

const CHAT_LIMIT = 6;
const PASSWORD = 'correct horse battery';
const BOT_TEXT =
  'Ada Lovelace wrote the first published algorithm for the Analytical Engine in 1843.\n\n' +
  'She worked with Charles Babbage in London and translated an article by Luigi Menabrea.';
const QUESTION = 'What did Ada write for the Analytical Engine?';

interface Instance {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  logs(): string;
  exited: Promise<number | null>;
}

const started: Instance[] = [];
const dataDirs: string[] = [];

/** Spawns one server process; does not wait for it to listen. */
function spawnServer(name: string, port: number, env: Record<string, string>): Instance {
  const server = spawnServerProcess({
    port,
    dataDirPrefix: `botfolio-multi-${name.replace(/\W+/g, '-')}-`,
    env: {
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      SIGNUP_RATE_LIMIT: '0',
      CHAT_RATE_LIMIT: String(CHAT_LIMIT),
      TRUST_PROXY: 'false',
      ...env,
    },
  });
  dataDirs.push(server.dataDir);
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  const instance: Instance = { name, port, base: server.baseUrl, child: server.child, logs: server.logs, exited };
  started.push(instance);
  return instance;
}

/** Waits until /api/health answers 200; fails with the process's output if it exits or takes too long. */
const waitHealthy = (instance: Instance) =>
  waitHealthyProcess({
    child: instance.child,
    port: instance.port,
    dataDir: '',
    baseUrl: instance.base,
    logs: instance.logs,
  });

async function kill(instance: Instance, signal: NodeJS.Signals): Promise<void> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) {
    instance.child.kill(signal);
    await instance.exited;
  }
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  instance: Instance,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = options.token;
  const res = await fetch(`${instance.base}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const chat = (instance: Instance, userId: string, botId: string) =>
  call(instance, 'POST', `/api/chat/${userId}/${botId}`, { body: { message: QUESTION } });

interface Owner {
  token: string;
  userId: string;
  email: string;
}

describe.skipIf(MISSING.length > 0)(
  `two server processes share PostgreSQL and Redis${MISSING.length > 0 ? ` (skipped: ${MISSING.join(' and ')} not set)` : ''}`,
  () => {
    let schema: TestSchema;
    let env: Record<string, string>;
    let a: Instance;
    let b: Instance;
    let owner: Owner;
    let limitedBot: string;
    let spareBot: string;
    let botMadeOnB: string;
    /** When the first chat with limitedBot counted: its one-minute window started then. */
    let windowStartedAt = 0;

    beforeAll(async () => {
      // the server's dist is built by the suite's global setup (test/buildForWorkers.ts)
      schema = await createTestSchema(POSTGRES_URL ?? '');
      env = {
        DATABASE_URL: schema.url,
        DATABASE_SCHEMA: schema.schema,
        REDIS_URL: REDIS_URL ?? '',
        JWT_SECRET: randomBytes(48).toString('base64url'),
        DATA_KEY: randomBytes(32).toString('base64'),
      };
    }, 300_000);

    afterEach((context) => {
      if (context.task.result?.state !== 'fail') return;
      for (const instance of started) console.error(`--- ${instance.name} output ---\n${instance.logs()}`);
    });

    afterAll(async () => {
      await Promise.all(started.map((instance) => kill(instance, 'SIGKILL')));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      await schema?.drop();
      // this run's counters only: every chat key names one of this run's bot ids
      const redis = new Redis(REDIS_URL ?? '', { lazyConnect: true, maxRetriesPerRequest: 1 });
      try {
        await redis.connect();
        for (const botId of [limitedBot, spareBot, botMadeOnB].filter(Boolean)) {
          const keys = await redis.keys(`*${botId}*`);
          if (keys.length > 0) await redis.del(...keys);
        }
      } finally {
        redis.disconnect();
      }
    });

    it('starts two instances at the same moment; both migrate the same schema and become ready', async () => {
      const [portA, portB] = await Promise.all([freePort(), freePort()]);
      // spawned back to back, so their migrations run concurrently against the empty schema
      a = spawnServer('A', portA, env);
      b = spawnServer('B', portB, env);
      await Promise.all([waitHealthy(a), waitHealthy(b)]);

      for (const instance of [a, b]) {
        const ready = await call(instance, 'GET', '/api/health/ready');
        expect(ready, instance.name).toEqual({ status: 200, body: { ok: true } });
      }
      const client = new pg.Client({ connectionString: schema.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ version: number; n: string }>(
          `select version, count(*) as n from ${schema.schema}.botfolio_migrations group by version`,
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(Number(row.n), `migration ${row.version}`).toBe(1);
      } finally {
        await client.end();
      }
    }, 60_000);

    it("signs up on A and reads the account on B with A's token", async () => {
      const email = `multi-${randomBytes(4).toString('hex')}@example.com`;
      const signup = await call(a, 'POST', '/api/auth/signup', {
        body: { name: 'Ada Lovelace', email, password: PASSWORD },
      });
      expect(signup.status).toBe(200);
      const token = String(signup.body.authtoken);
      const me = await call(b, 'GET', '/api/auth/getuser', { token });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ name: 'Ada Lovelace', email, bots: [] });
      owner = { token, userId: String(me.body._id), email };
    });

    it('creates a bot on A and chats with it on B', async () => {
      const made = await call(a, 'POST', '/api/pdf/store-in-db', {
        token: owner.token,
        body: { botName: 'Ada', text: BOT_TEXT },
      });
      expect(made.status).toBe(200);
      limitedBot = String((made.body.bot as { _id: string })._id);

      windowStartedAt = Date.now();
      const answer = await chat(b, owner.userId, limitedBot);
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      // B decrypted A's bot text with the shared DATA_KEY and quoted it
      expect(String(answer.body.answer)).toContain('Analytical Engine');
    });

    it(`answers 429 at the shared limit (${CHAT_LIMIT} chats a minute), not at twice it`, async () => {
      // the chat in the previous test (on B) was the first of the minute for this client and bot
      let sent = 1;
      let limitedAt = 0;
      while (sent < CHAT_LIMIT * 2 + 2) {
        const instance = sent % 2 === 0 ? b : a;
        const res = await chat(instance, owner.userId, limitedBot);
        sent += 1;
        if (res.status === 429) {
          expect(res.body).toEqual({ success: false, error: CHAT_RATE_LIMITED });
          limitedAt = sent;
          break;
        }
        expect(res.status, `chat ${sent} on ${instance.name}`).toBe(200);
      }
      expect(limitedAt).toBe(CHAT_LIMIT + 1);
      // and the other instance agrees
      const other = limitedAt % 2 === 0 ? a : b;
      expect((await chat(other, owner.userId, limitedBot)).status).toBe(429);
    });

    it('keeps answering on B after A is killed with SIGKILL', async () => {
      const spare = await call(a, 'POST', '/api/pdf/store-in-db', {
        token: owner.token,
        body: { botName: 'Spare', text: BOT_TEXT },
      });
      expect(spare.status).toBe(200);
      spareBot = String((spare.body.bot as { _id: string })._id);

      await kill(a, 'SIGKILL');
      expect(a.child.signalCode).toBe('SIGKILL');
      await expect(fetch(`${a.base}/api/health`)).rejects.toThrow();

      expect((await call(b, 'GET', '/api/health/ready')).status).toBe(200);
      const me = await call(b, 'GET', '/api/auth/getuser', { token: owner.token });
      expect(me.status).toBe(200);
      expect((me.body.bots as { _id: string }[]).map((bot) => bot._id).sort()).toEqual([limitedBot, spareBot].sort());
      const answer = await chat(b, owner.userId, spareBot);
      expect(answer.status).toBe(200);
      expect(String(answer.body.answer)).toContain('Analytical Engine');
      const login = await call(b, 'POST', '/api/auth/login', { body: { email: owner.email, password: PASSWORD } });
      expect(login.status).toBe(200);
      const made = await call(b, 'POST', '/api/pdf/store-in-db', {
        token: owner.token,
        body: { botName: 'Made on B', text: 'Written while A was down: the lighthouse keeper counts ships.' },
      });
      expect(made.status).toBe(200);
      botMadeOnB = String((made.body.bot as { _id: string })._id);
    });

    it('restarts A and it serves the same data, including what B wrote while A was down', async () => {
      a = spawnServer('A (restarted)', a.port, env);
      await waitHealthy(a);
      const me = await call(a, 'GET', '/api/auth/getuser', { token: owner.token });
      expect(me.status).toBe(200);
      const bots = me.body.bots as { _id: string; botName: string; botText: string }[];
      expect(bots.map((bot) => bot._id).sort()).toEqual([limitedBot, spareBot, botMadeOnB].sort());
      expect(bots.find((bot) => bot._id === botMadeOnB)?.botText).toBe(
        'Written while A was down: the lighthouse keeper counts ships.',
      );
      expect(bots.find((bot) => bot._id === limitedBot)?.botText).toBe(BOT_TEXT);
      const answer = await call(a, 'POST', `/api/chat/${owner.userId}/${botMadeOnB}`, {
        body: { message: 'Who counts ships?' },
      });
      expect(answer.status).toBe(200);
      expect(String(answer.body.answer)).toContain('lighthouse keeper');
      // while the shared minute runs, the restarted A (whose memory is empty) still refuses: Redis counts
      if (Date.now() - windowStartedAt < 50_000) expect((await chat(a, owner.userId, limitedBot)).status).toBe(429);
    }, 60_000);

    it("holds a bot's settings across instances: renamed on A, read on B, origins and the daily limit counted together", async () => {
      const made = await call(a, 'POST', '/api/pdf/store-in-db', {
        token: owner.token,
        body: { botName: 'Shared', text: BOT_TEXT },
      });
      const id = String((made.body.bot as { _id: string })._id);
      const patched = await call(a, 'PATCH', `/api/bots/${id}`, {
        token: owner.token,
        body: { botName: 'Shared, renamed', settings: { dailyChatLimit: 3, allowedOrigins: ['https://ada.example'] } },
      });
      expect(patched.status).toBe(200);
      const seen = await call(b, 'GET', `/api/bots/${owner.userId}/${id}/public`);
      expect((seen.body.bot as { botName: string }).botName).toBe('Shared, renamed');
      const fromElsewhere = await fetch(`${b.base}/api/chat/${owner.userId}/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://copycat.example' },
        body: JSON.stringify({ message: QUESTION }),
      });
      expect(fromElsewhere.status).toBe(403);
      const statuses: number[] = [];
      for (const instance of [a, b, a, b]) statuses.push((await chat(instance, owner.userId, id)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('answers on B from a source added on A, and forgets one removed on A, at once (no stale index)', async () => {
      const made = await call(a, 'POST', '/api/pdf/store-in-db', {
        token: owner.token,
        body: { botName: 'Edited', text: 'The secret word is marmalade.' },
      });
      const id = String((made.body.bot as { _id: string })._id);
      const ask = async (instance: Instance, message: string) => {
        const res = await call(instance, 'POST', `/api/chat/${owner.userId}/${id}`, { body: { message } });
        expect(res.status).toBe(200);
        return String(res.body.answer);
      };
      // B builds and caches its index of the first text
      expect(await ask(b, 'What is the secret word?')).toContain('marmalade');
      const added = await call(a, 'POST', `/api/bots/${id}/sources`, {
        token: owner.token,
        body: { type: 'text', text: 'The harbour ferry leaves at eleven every morning.' },
      });
      expect(added.status).toBe(201);
      expect(await ask(b, 'When does the ferry leave?')).toContain('eleven');
      const first = (added.body.bot as { sources: { _id: string }[] }).sources[0];
      const removed = await call(a, 'DELETE', `/api/bots/${id}/sources/${first?._id}`, { token: owner.token });
      expect(removed.status).toBe(200);
      expect(await ask(b, 'What is the secret word?')).not.toContain('marmalade');
    });

    it('counts contact requests per address and bot over both instances (5 an hour, not 10), and both see them', async () => {
      const made = await call(a, 'POST', '/api/pdf/store-in-db', {
        token: owner.token,
        body: { botName: 'Reachable', text: BOT_TEXT },
      });
      const id = String((made.body.bot as { _id: string })._id);
      expect(
        (await call(a, 'PATCH', `/api/bots/${id}`, { token: owner.token, body: { settings: { acceptContact: true } } }))
          .status,
      ).toBe(200);
      const statuses: number[] = [];
      for (const instance of [a, b, a, b, a, b])
        statuses.push(
          (
            await call(instance, 'POST', `/api/bots/${owner.userId}/${id}/contact`, {
              body: { name: 'Rita', email: 'rita@example.com', message: 'Hello' },
            })
          ).status,
        );
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const seen = await call(b, 'GET', `/api/bots/${id}/contacts`, { token: owner.token });
      expect((seen.body.contacts as unknown[]).length).toBe(5);
      const counts = await call(a, 'GET', `/api/bots/${id}/insights`, { token: owner.token });
      expect((counts.body.totals as { contacts: number }).contacts).toBe(5);
    });

    it('shows on each instance a public profile (find-user) changed on the other, at once', async () => {
      const profileOn = async (instance: Instance) => {
        const res = await call(instance, 'GET', `/api/auth/find-user/${owner.userId}`);
        expect(res.status, instance.name).toBe(200);
        return res.body as { name: string; bots: { botName: string }[] };
      };
      const botsOn = async (instance: Instance) => (await profileOn(instance)).bots.map((bot) => bot.botName);
      const change = async (instance: Instance, method: string, path: string, body?: unknown) => {
        const res = await call(instance, method, path, { token: owner.token, body });
        expect(res.status, `${method} ${path} on ${instance.name}`).toBe(200);
        return res.body;
      };
      // before each change both instances have just read the profile (and could have kept it)
      const before = await botsOn(b);
      expect(await botsOn(a)).toEqual(before);
      const made = await change(a, 'POST', '/api/pdf/store-in-db', { botName: 'Profiled', text: BOT_TEXT });
      const id = String((made.bot as { _id: string })._id);
      expect(await botsOn(b)).toEqual([...before, 'Profiled']);
      await botsOn(a);
      await change(a, 'PATCH', `/api/bots/${id}`, { botName: 'Profiled, renamed' });
      expect(await botsOn(b)).toEqual([...before, 'Profiled, renamed']);
      await botsOn(a);
      await change(b, 'PATCH', `/api/bots/${id}`, { settings: { listed: false } });
      expect(await botsOn(a)).toEqual(before);
      await botsOn(b);
      await change(b, 'PATCH', '/api/auth/user', { name: 'Ada King', currentPassword: PASSWORD });
      expect((await profileOn(a)).name).toBe('Ada King');
      await botsOn(b);
      await change(a, 'PATCH', `/api/bots/${id}`, { settings: { listed: true } });
      expect(await botsOn(b)).toEqual([...before, 'Profiled, renamed']);
      await botsOn(a);
      await change(a, 'DELETE', `/api/auth/delete-bot/${owner.userId}/${id}`);
      expect(await botsOn(b)).toEqual(before);
    });

    it('refuses to start with DATABASE_URL but no JWT_SECRET, at once and saying so', async () => {
      const startedAt = Date.now();
      const lone = spawnServer('no JWT_SECRET', await freePort(), { ...env, JWT_SECRET: '' });
      const code = await lone.exited;
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(Date.now() - startedAt).toBeLessThan(15_000);
      expect(lone.logs()).toMatch(/JWT_SECRET/);
      // one sentence for a person, not a stack trace
      expect(lone.logs()).not.toMatch(/\n\s+at /);
    }, 30_000);

    it('answers ready 503 naming Redis when Redis is unreachable, while chats still work (fails open)', async () => {
      const closedPort = await freePort();
      const c = spawnServer('C (Redis down)', await freePort(), {
        ...env,
        REDIS_URL: `redis://127.0.0.1:${closedPort}`,
      });
      await waitHealthy(c);
      const ready = await call(c, 'GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.success).toBe(false);
      expect(String(ready.body.error)).toMatch(/Redis/);
      expect(String(ready.body.error)).not.toMatch(/database/i);
      expect((await call(c, 'GET', '/api/health')).status).toBe(200);
      // the Redis-backed limit for spareBot is not reachable: every chat is answered, none is a 5xx
      for (let i = 0; i < CHAT_LIMIT + 1; i++) {
        const res = await chat(c, owner.userId, botMadeOnB);
        expect(res.status, `chat ${i + 1} with Redis down`).toBe(200);
      }
      await kill(c, 'SIGTERM');
    }, 60_000);
  },
);

describe.runIf(POSTGRES_REQUIRED && MISSING.length > 0)('two server processes (required in CI)', () => {
  it(`needs ${MISSING.join(' and ')}`, () => {
    expect.fail(`${MISSING.join(' and ')} not set, but CI requires the multi-instance proof.`);
  });
});
