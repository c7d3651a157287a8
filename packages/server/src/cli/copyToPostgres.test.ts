import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBot, signUp, type TestApp } from '../test/helpers.js';
import { createTestSchema, POSTGRES_REQUIRED, POSTGRES_URL, type TestSchema } from '../test/postgres.js';
import { runCopyToPostgres } from './runCopyToPostgres.js';

const PASSWORD = 'correct horse battery';

/** Runs the command in-process and keeps what it printed. */
async function run(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCopyToPostgres(argv, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const newKey = () => randomBytes(32).toString('base64');

describe('copyToPostgres: what it refuses before touching any database', () => {
  it('asks for --to when neither it nor DATABASE_URL is given', async () => {
    const r = await run(['--from', '/nonexistent'], { DATA_KEY: newKey() });
    expect(r.code).toBe(2);
    expect(r.err).toContain('Say where to copy to');
  });

  it('asks for DATA_KEY, saying how to make one', async () => {
    const r = await run(['--from', '/nonexistent', '--to', 'postgres://127.0.0.1:1/x'], {});
    expect(r.code).toBe(2);
    expect(r.err).toContain('Set DATA_KEY');
    expect(r.err).toContain('openssl rand -base64 32');
  });

  it('refuses a DATA_KEY that is not 32 bytes of base64', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'botfolio-copy-'));
    try {
      writeFileSync(join(dir, 'botfolio.db'), '');
      writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ jwtSecret: 'x', dataKey: newKey() }));
      const r = await run(['--from', dir, '--to', 'postgres://127.0.0.1:1/x'], { DATA_KEY: 'short' });
      expect(r.code).toBe(1);
      expect(r.err).toContain('DATA_KEY must be 32 random bytes');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says when --from holds no embedded database, and creates nothing there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'botfolio-copy-'));
    try {
      const r = await run(['--from', dir, '--to', 'postgres://127.0.0.1:1/x'], { DATA_KEY: newKey() });
      expect(r.code).toBe(1);
      expect(r.err).toContain(`There is no embedded database at ${join(dir, 'botfolio.db')}`);
      expect(() => readFileSync(join(dir, 'botfolio.db'))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects unknown options with the usage', async () => {
    const r = await run(['--form', './data'], { DATA_KEY: newKey() });
    expect(r.code).toBe(2);
    expect(r.err).toContain('Usage: node packages/server/dist/cli/copyToPostgres.js');
  });
});

interface SourceInstall {
  source: TestApp;
  ada: { userId: string; email: string; bots: Record<string, string> };
  grace: { userId: string; email: string; bots: Record<string, string> };
  sourceKey: string;
}

/** An embedded installation with two users and three bots (non-ASCII, long, multi-line text). */
async function makeSourceInstall(): Promise<SourceInstall> {
  const source = await buildTestApp();
  const texts = {
    cv: 'Zoë Ångström — engineer in Malmö. 🚀\n\nBuilt a compiler in 2019; speaks 日本語 and Svenska.',
    long: `${'A paragraph about lighthouses and the keepers who count ships. '.repeat(2000)}\nThe end.`,
    grace: 'Grace Hopper found a moth in the Mark II relay and taped it into the log book.',
  };
  const a = await signUp(source.app, {
    name: 'Zoë Ångström',
    email: `zoe-${randomBytes(3).toString('hex')}@example.com`,
    password: PASSWORD,
  });
  const g = await signUp(source.app, { name: 'Grace Hopper', password: PASSWORD });
  const cv = await createBot(source.app, a.token, { botName: 'Zoë CV', text: texts.cv });
  const long = await createBot(source.app, a.token, { botName: 'Lighthouses', text: texts.long });
  const grace = await createBot(source.app, g.token, { botName: 'Grace', text: texts.grace });
  const { dataKey } = JSON.parse(readFileSync(join(source.dataDir, 'secrets.json'), 'utf8')) as { dataKey: string };
  return {
    source,
    ada: { userId: a.userId, email: a.email, bots: { [cv]: texts.cv, [long]: texts.long } },
    grace: { userId: g.userId, email: g.email, bots: { [grace]: texts.grace } },
    sourceKey: dataKey,
  };
}

async function login(app: TestApp, email: string): Promise<string> {
  const res = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { authtoken: string }).authtoken;
}

async function botsOf(
  app: TestApp,
  token: string,
): Promise<{ _id: string; name: string; bots: Record<string, string> }> {
  const res = await app.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: token } });
  expect(res.statusCode).toBe(200);
  const user = res.json() as { _id: string; name: string; bots: { _id: string; botText: string }[] };
  return { _id: user._id, name: user.name, bots: Object.fromEntries(user.bots.map((b) => [b._id, b.botText])) };
}

const url = POSTGRES_URL ?? '';
const pgNote = POSTGRES_URL ? '' : ' (skipped: DATABASE_URL not set)';

describe.skipIf(!POSTGRES_URL)(
  `copyToPostgres: an embedded installation moved into a fresh PostgreSQL schema${pgNote}`,
  () => {
    let install: SourceInstall;
    let schema: TestSchema;
    let target: TestApp | undefined;
    const targetKey = newKey();

    beforeAll(async () => {
      install = await makeSourceInstall();
      schema = await createTestSchema(url);
    }, 60_000);

    afterAll(async () => {
      await target?.close();
      await install?.source.close();
      await schema?.drop();
    });

    it('copies users and bots with a new DATA_KEY; the PostgreSQL app logs them in and reads every text exactly', async () => {
      // a bot of two sources keeps both
      const [cvId] = Object.keys(install.ada.bots);
      const adaToken = await login(install.source, install.ada.email);
      const added = await install.source.app.inject({
        method: 'POST',
        url: `/api/bots/${cvId}/sources`,
        headers: { authorization: adaToken },
        payload: { type: 'text', title: 'Hobbies', text: 'Zoë sails a small wooden boat on Lake Vättern.' },
      });
      expect(added.statusCode).toBe(201);
      if (cvId) install.ada.bots[cvId] += '\n\nZoë sails a small wooden boat on Lake Vättern.';
      const r = await run(['--from', install.source.dataDir, '--to', url, '--schema', schema.schema], {
        DATA_KEY: targetKey,
      });
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain('Users: 2 copied, 0 already there.');
      expect(r.out).toContain('Bots: 3 copied, 0 already there.');
      expect(r.out).toContain('re-encrypted');

      target = await buildTestApp({
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema.schema,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        DATA_KEY: targetKey,
      });
      for (const person of [install.ada, install.grace]) {
        const user = await botsOf(target, await login(target, person.email));
        expect(user._id).toBe(person.userId);
        expect(user.bots).toEqual(person.bots);
      }
      expect((await botsOf(target, await login(target, install.ada.email))).name).toBe('Zoë Ångström');

      // the old share links (same ids) answer from the copied text
      const copied = await target.app.inject({
        method: 'GET',
        url: `/api/bots/${cvId}`,
        headers: { authorization: await login(target, install.ada.email) },
      });
      expect(copied.json().bot.sources.map((s: { title: string }) => s.title)).toEqual([
        added.json().bot.sources[0].title,
        'Hobbies',
      ]);
      const sailing = await target.app.inject({
        method: 'POST',
        url: `/api/chat/${install.ada.userId}/${cvId}`,
        payload: { message: 'Where does Zoë sail her boat?' },
      });
      expect(sailing.json().answer).toContain('Lake Vättern');
      const chat = await target.app.inject({
        method: 'POST',
        url: `/api/chat/${install.ada.userId}/${cvId}`,
        payload: { message: 'Which compiler did Zoë build?' },
      });
      expect(chat.statusCode).toBe(200);
      // the offline answerer quotes the copied (decrypted) text
      expect((chat.json() as { answer: string }).answer).toMatch(/Malmö|compiler/);
    });

    it('is idempotent: a second run copies nothing and says everything is already there', async () => {
      const r = await run(['--from', install.source.dataDir], {
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema.schema,
        DATA_KEY: targetKey,
      });
      expect(r.code).toBe(0);
      expect(r.out).toContain('Users: 0 copied, 2 already there.');
      expect(r.out).toContain('Bots: 0 copied, 3 already there.');
    });

    it('refuses a DATA_KEY other than the one the bots already in PostgreSQL were copied with', async () => {
      const r = await run(['--from', install.source.dataDir, '--to', url, '--schema', schema.schema], {
        DATA_KEY: newKey(),
      });
      expect(r.code).toBe(1);
      expect(r.err).toContain('DATA_KEY does not decrypt the bots already in the PostgreSQL database');
    });

    it('copies what was added to the embedded installation since the last run', async () => {
      const token = await login(install.source, install.grace.email);
      const text = 'COBOL was designed in 1959 by a committee Grace Hopper advised.';
      const botId = await createBot(install.source.app, token, { botName: 'COBOL', text });
      const r = await run(['--from', install.source.dataDir, '--to', url, '--schema', schema.schema], {
        DATA_KEY: targetKey,
      });
      expect(r.out).toContain('Users: 0 copied, 2 already there.');
      expect(r.out).toContain('Bots: 1 copied, 3 already there.');
      const t = target;
      if (!t) throw new Error('the first test did not build the target app');
      const user = await botsOf(t, await login(t, install.grace.email));
      expect(user.bots[botId]).toBe(text);
    });

    it('refuses, without copying bots, when --from has secrets that did not write its database', async () => {
      const other = await createTestSchema(url);
      const dir = mkdtempSync(join(tmpdir(), 'botfolio-copy-wrongkey-'));
      try {
        // the same database file next to someone else's secrets.json
        const db = new BetterSqlite3(join(install.source.dataDir, 'botfolio.db'), { readonly: true });
        await db.backup(join(dir, 'botfolio.db'));
        db.close();
        writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ jwtSecret: 'x', dataKey: newKey() }));
        const r = await run(['--from', dir, '--to', url, '--schema', other.schema], { DATA_KEY: targetKey });
        expect(r.code).toBe(1);
        expect(r.err).toContain('cannot be decrypted with the key in secrets.json');
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${other.schema}.bots`);
          expect(Number(rows[0]?.n)).toBe(0);
        } finally {
          await client.end();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await other.drop();
      }
    });
  },
);

describe.skipIf(!POSTGRES_URL)(`copyToPostgres into a PostgreSQL that already has accounts${pgNote}`, () => {
  it('keeps the source key as is, and skips a user whose email is taken there, with their bots', async () => {
    const install = await makeSourceInstall();
    const schema = await createTestSchema(url);
    const env = {
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema.schema,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DATA_KEY: install.sourceKey,
    };
    const target = await buildTestApp(env);
    try {
      // someone already signed up on PostgreSQL with Grace's email (another id, another password)
      await signUp(target.app, { email: install.grace.email, password: 'a different password' });
      const r = await run(['--from', install.source.dataDir], env);
      expect(r.code).toBe(0);
      expect(r.out).toContain('Users: 1 copied, 0 already there.');
      expect(r.out).toContain('Bots: 2 copied, 0 already there.');
      expect(r.out).toContain(
        `Not copied: 1 user(s) whose email already belongs to another account in PostgreSQL (${install.grace.email}), and their 1 bot(s).`,
      );
      expect(r.out).not.toContain('re-encrypted');

      const ada = await botsOf(target, await login(target, install.ada.email));
      expect(ada.bots).toEqual(install.ada.bots);
      // same key: the stored ciphertext is copied byte for byte
      const sqlite = new BetterSqlite3(join(install.source.dataDir, 'botfolio.db'), { readonly: true });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (const id of Object.keys(install.ada.bots)) {
          const before = sqlite.prepare('select bot_text_enc from bots where id = ?').get(id) as {
            bot_text_enc: Buffer;
          };
          const { rows } = await client.query<{ bot_text_enc: Buffer }>(
            `select bot_text_enc from ${schema.schema}.bots where id = $1`,
            [id],
          );
          expect(rows[0]?.bot_text_enc.equals(before.bot_text_enc)).toBe(true);
        }
      } finally {
        sqlite.close();
        await client.end();
      }
    } finally {
      await target.close();
      await install.source.close();
      await schema.drop();
    }
  }, 60_000);
});
describe.runIf(POSTGRES_REQUIRED && !POSTGRES_URL)('copyToPostgres into PostgreSQL (required in CI)', () => {
  it('needs DATABASE_URL', () => {
    expect.fail('DATABASE_URL is not set, but CI requires the copy-to-PostgreSQL suite.');
  });
});
