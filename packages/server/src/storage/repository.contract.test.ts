import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BOT_SETTINGS } from '@botfolio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTextCipher } from '../crypto/textCipher.js';
import { buildTestApp, createBot, signUp } from '../test/helpers.js';
import { createTestSchema, POSTGRES_REQUIRED, POSTGRES_URL } from '../test/postgres.js';
import { createDatabase, type DatabaseHandle } from './createDatabase.js';
import { createRepository } from './createRepository.js';
import { migrate } from './migrate.js';
import { BotTextTooLongError, EmailTakenError, type Repository, UnknownUserError } from './repository.js';

interface Backend {
  handle: DatabaseHandle;
  repo: Repository;
  /** Opens a second connection to the same database (another "instance"). */
  reopen(): DatabaseHandle;
  cleanup(): Promise<void>;
}

const cipher = createTextCipher(randomBytes(32));

async function sqliteBackend(): Promise<Backend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'botfolio-repo-'));
  const open = () => createDatabase({ databaseUrl: undefined, dataDir });
  const handle = open();
  await migrate(handle.db, handle.dialect, cipher);
  return {
    handle,
    repo: createRepository(handle.db, handle.dialect, cipher),
    reopen: open,
    cleanup: async () => {
      await handle.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresBackend(url: string): Promise<Backend> {
  const schema = await createTestSchema(url);
  const open = () => createDatabase({ databaseUrl: url, dataDir: '', schema: schema.schema, poolSize: 4 });
  const handle = open();
  await migrate(handle.db, handle.dialect, cipher);
  return {
    handle,
    repo: createRepository(handle.db, handle.dialect, cipher),
    reopen: open,
    cleanup: async () => {
      await handle.db.destroy();
      await schema.drop();
    },
  };
}

function repositoryContract(name: string, open: () => Promise<Backend>): void {
  describe(`Repository on ${name}`, () => {
    let b: Backend;
    let repo: Repository;
    beforeAll(async () => {
      b = await open();
      repo = b.repo;
    });
    afterAll(async () => {
      await b?.cleanup();
    });

    const user = (name: string, email: string) => repo.createUser({ name, email, passwordHash: `hash-of-${email}` });

    it('creates users with lower-cased emails and finds them by id and by email in any case', async () => {
      const created = await user('Ada', 'Ada@Example.com');
      expect(created).toMatchObject({ name: 'Ada', email: 'ada@example.com', passwordHash: 'hash-of-Ada@Example.com' });
      expect(await repo.findUserById(created.id)).toEqual(created);
      expect(await repo.findUserByEmail('ADA@example.COM')).toEqual(created);
      expect(await repo.findUserById('missing')).toBeNull();
      expect(await repo.findUserByEmail('missing@example.com')).toBeNull();
    });

    it('keeps a logged-out token refused until it expires, once however often, and drops expired ones', async () => {
      const hash = (n: number) => `${'ab'.repeat(31)}${String(n).padStart(2, '0')}`;
      const later = new Date(Date.now() + 86_400_000).toISOString();
      expect(await repo.isTokenRevoked(hash(1))).toBe(false);
      await repo.revokeToken(hash(1), later);
      await repo.revokeToken(hash(1), later);
      expect(await repo.isTokenRevoked(hash(1))).toBe(true);
      expect(await repo.isTokenRevoked(hash(2))).toBe(false);
      // a token past its expiry is refused by its signature anyway: its row goes with the next logout
      await repo.revokeToken(hash(3), new Date(Date.now() - 1000).toISOString());
      await repo.revokeToken(hash(4), later);
      expect(await repo.isTokenRevoked(hash(3))).toBe(false);
      expect(await repo.isTokenRevoked(hash(4))).toBe(true);
    });

    it('refuses a second account with the same email, whatever its case', async () => {
      await user('One', 'dup@example.com');
      await expect(user('Two', 'DUP@example.com')).rejects.toBeInstanceOf(EmailTakenError);
    });

    it('updates the name and the password hash, and answers null for an unknown user', async () => {
      const u = await user('Old Name', 'update@example.com');
      const renamed = await repo.updateUser(u.id, { name: 'New Name' });
      expect(renamed).toMatchObject({ id: u.id, name: 'New Name', passwordHash: u.passwordHash });
      expect(u.passwordChangedAt).toBeNull();
      expect(renamed?.passwordChangedAt).toBeNull();
      const before = Date.now();
      const rehashed = await repo.updateUser(u.id, { passwordHash: 'new-hash' });
      expect(rehashed).toMatchObject({ name: 'New Name', passwordHash: 'new-hash' });
      // tokens issued before this moment are refused
      const changedAt = Date.parse(rehashed?.passwordChangedAt ?? '');
      expect(changedAt).toBeGreaterThanOrEqual(before);
      expect(changedAt).toBeLessThanOrEqual(Date.now());
      expect(await repo.findUserById(u.id)).toEqual(rehashed);
      expect(await repo.findProfile(u.id)).toEqual({ id: u.id, name: 'New Name', bots: [] });
      expect(await repo.updateUser('missing', { name: 'x' })).toBeNull();
      expect((await repo.searchUsers('new na', 5)).map((x) => x._id)).toEqual([u.id]);
    });

    it('searches by case-insensitive prefix of any word of the name or of the email, unicode included, never the middle of a word', async () => {
      const emile = await user('Émile Zola', 'writer@example.org');
      const found = await repo.searchUsers('éMI', 20);
      expect(found).toEqual([{ _id: emile.id, name: 'Émile Zola', email: 'writer@example.org' }]);
      expect((await repo.searchUsers('WRITER@', 20)).map((x) => x._id)).toEqual([emile.id]);
      expect((await repo.searchUsers('zola', 20)).map((x) => x._id)).toEqual([emile.id]);
      expect(await repo.searchUsers('ola', 20)).toEqual([]);
      expect(await repo.searchUsers('example.org', 20)).toEqual([]);
      expect(await repo.searchUsers('   ', 20)).toEqual([]);
    });

    it('matches %, _ and backslash literally', async () => {
      const pct = await user('50% Off', 'pct@example.net');
      await user('50 Cent', 'cent@example.net');
      const under = await user('a_b', 'under@example.net');
      await user('axb', 'axb@example.net');
      const slash = await user('back\\slash', 'slash@example.net');
      expect((await repo.searchUsers('50%', 20)).map((x) => x._id)).toEqual([pct.id]);
      expect((await repo.searchUsers('a_', 20)).map((x) => x._id)).toEqual([under.id]);
      expect((await repo.searchUsers('back\\', 20)).map((x) => x._id)).toEqual([slash.id]);
      expect(await repo.searchUsers('%', 20)).toEqual([]);
    });

    it('caps search results at the limit', async () => {
      for (let i = 0; i < 25; i++) await user(`Limit ${String(i).padStart(2, '0')}`, `limit${i}@example.com`);
      const found = await repo.searchUsers('limit', 20);
      expect(found).toHaveLength(20);
      expect(found[0]?.name).toBe('Limit 00');
    });

    it('stores bots encrypted, lists them oldest first, and shows each only to its owner', async () => {
      const owner = await user('Owner', 'owner@example.com');
      const other = await user('Other', 'other@example.com');
      const first = await repo.createBot(owner.id, { botName: 'First', botText: 'alpha CANARY-TEXT ✓' });
      const second = await repo.createBot(owner.id, { botName: 'Second', botText: 'beta' });
      expect((await repo.listBots(owner.id)).map((x) => [x.botName, x.botText])).toEqual([
        ['First', 'alpha CANARY-TEXT ✓'],
        ['Second', 'beta'],
      ]);
      expect(await repo.listBotSummaries(owner.id)).toEqual([
        { id: first.id, botName: 'First' },
        { id: second.id, botName: 'Second' },
      ]);
      expect(await repo.findProfile(owner.id)).toEqual({
        id: owner.id,
        name: 'Owner',
        bots: [
          { id: first.id, botName: 'First' },
          { id: second.id, botName: 'Second' },
        ],
      });
      expect(await repo.findProfile(other.id)).toEqual({ id: other.id, name: 'Other', bots: [] });
      expect(await repo.findProfile('missing')).toBeNull();
      expect(await repo.getBot(owner.id, first.id)).toMatchObject({
        id: first.id,
        userId: owner.id,
        botText: 'alpha CANARY-TEXT ✓',
      });
      expect(await repo.getBot(other.id, first.id)).toBeNull();
      expect(await repo.listBots(other.id)).toEqual([]);

      const raw = await b.handle.db
        .selectFrom('bots')
        .select('bot_text_enc')
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(raw.bot_text_enc).includes(Buffer.from('CANARY-TEXT'))).toBe(false);
    });

    it("reads a bot's id, name, version and settings without its text, only for its owner", async () => {
      const owner = await user('Meta', 'meta@example.com');
      const other = await user('Not Meta', 'not-meta@example.com');
      const bot = await repo.createBot(owner.id, { botName: 'Light', botText: 'x'.repeat(100_000) });
      const meta = await repo.getBotMeta(owner.id, bot.id);
      expect(meta).toEqual({ id: bot.id, botName: 'Light', updatedAt: bot.updatedAt, settings: DEFAULT_BOT_SETTINGS });
      expect(meta).not.toHaveProperty('botText');
      expect(await repo.getBotMeta(other.id, bot.id)).toBeNull();
      expect(await repo.getBotMeta(owner.id, 'missing')).toBeNull();
      await repo.deleteBot(owner.id, bot.id);
      expect(await repo.getBotMeta(owner.id, bot.id)).toBeNull();
    });

    it('deletes a bot only for its owner', async () => {
      const owner = await user('Deleter', 'deleter@example.com');
      const other = await user('Stranger', 'stranger@example.com');
      const bot = await repo.createBot(owner.id, { botName: 'Gone', botText: 'soon' });
      expect(await repo.deleteBot(other.id, bot.id)).toBe(false);
      expect(await repo.deleteBot(owner.id, bot.id)).toBe(true);
      expect(await repo.deleteBot(owner.id, bot.id)).toBe(false);
      expect(await repo.getBot(owner.id, bot.id)).toBeNull();
    });

    it("refuses a bot for a user that does not exist, and removes a user's bots with the user", async () => {
      await expect(repo.createBot('no-such-user', { botName: 'x', botText: 'y' })).rejects.toBeInstanceOf(
        UnknownUserError,
      );
      const u = await user('Leaving', 'leaving@example.com');
      await repo.createBot(u.id, { botName: 'Orphan', botText: 'text' });
      await b.handle.db.deleteFrom('users').where('id', '=', u.id).execute();
      const left = await b.handle.db.selectFrom('bots').select('id').where('user_id', '=', u.id).execute();
      expect(left).toEqual([]);
    });

    it('renames a bot and keeps its settings (only what differs from the defaults is stored), for its owner only', async () => {
      const owner = await user('Shaper', 'shaper@example.com');
      const other = await user('Onlooker', 'onlooker@example.com');
      const bot = await repo.createBot(owner.id, { botName: 'Before', botText: 'The same text.' });
      expect(bot.settings).toEqual(DEFAULT_BOT_SETTINGS);
      const settings = { ...DEFAULT_BOT_SETTINGS, greeting: 'Hello!', starters: ['What?'], dailyChatLimit: 9 };
      expect(await repo.updateBot(other.id, bot.id, { botName: 'Stolen' })).toBeNull();
      const updated = await repo.updateBot(owner.id, bot.id, { botName: 'After', settings });
      expect(updated).toMatchObject({
        id: bot.id,
        userId: owner.id,
        botName: 'After',
        botText: 'The same text.',
        settings,
      });
      expect(updated && updated.updatedAt >= bot.updatedAt).toBe(true);
      expect(await repo.getBotSettings(owner.id, bot.id)).toEqual({ id: bot.id, botName: 'After', settings });
      expect(await repo.getBotSettings(other.id, bot.id)).toBeNull();
      const raw = await b.handle.db.selectFrom('bots').select('settings').where('id', '=', bot.id).executeTakeFirst();
      expect(JSON.parse(raw?.settings ?? 'null')).toEqual({
        greeting: 'Hello!',
        starters: ['What?'],
        dailyChatLimit: 9,
      });
      // back to every default: nothing is stored
      await repo.updateBot(owner.id, bot.id, { settings: { ...DEFAULT_BOT_SETTINGS } });
      const cleared = await b.handle.db
        .selectFrom('bots')
        .select('settings')
        .where('id', '=', bot.id)
        .executeTakeFirst();
      expect(cleared?.settings).toBeNull();
    });

    it('keeps the public profile in step with every write that changes it, each read just before the write', async () => {
      const owner = await user('Profiled', 'profiled@example.com');
      const profile = () => repo.findProfile(owner.id);
      const first = await repo.createBot(owner.id, { botName: 'One', botText: 'first' });
      expect(await profile()).toEqual({ id: owner.id, name: 'Profiled', bots: [{ id: first.id, botName: 'One' }] });
      // what may be shared cannot be changed by whoever reads it
      const seen = await profile();
      expect(Object.isFrozen(seen) && Object.isFrozen(seen?.bots) && Object.isFrozen(seen?.bots[0])).toBe(true);

      const second = await repo.createBot(owner.id, { botName: 'Two', botText: 'second' });
      expect((await profile())?.bots.map((x) => x.botName)).toEqual(['One', 'Two']);
      await profile();
      await repo.updateBot(owner.id, first.id, { botName: 'One, renamed' });
      expect((await profile())?.bots.map((x) => x.botName)).toEqual(['One, renamed', 'Two']);
      await profile();
      await repo.updateBot(owner.id, second.id, { settings: { ...DEFAULT_BOT_SETTINGS, listed: false } });
      expect((await profile())?.bots.map((x) => x.id)).toEqual([first.id]);
      await profile();
      await repo.updateBot(owner.id, second.id, { settings: { ...DEFAULT_BOT_SETTINGS } });
      expect((await profile())?.bots.map((x) => x.id)).toEqual([first.id, second.id]);
      await profile();
      await repo.updateUser(owner.id, { name: 'Profiled, renamed' });
      expect((await profile())?.name).toBe('Profiled, renamed');
      await profile();
      expect(await repo.deleteBot(owner.id, first.id)).toBe(true);
      expect(await profile()).toEqual({
        id: owner.id,
        name: 'Profiled, renamed',
        bots: [{ id: second.id, botName: 'Two' }],
      });
      // a source change moves the bot's text, not its profile
      const sources = await repo.listSources(owner.id, second.id);
      await repo.addSource(owner.id, second.id, { type: 'text', title: 'More', origin: null, text: 'more' });
      await repo.removeSource(owner.id, second.id, sources?.[0]?.id ?? '');
      expect((await profile())?.bots).toEqual([{ id: second.id, botName: 'Two' }]);
    });

    it('never keeps a profile read while a write to it was under way', async () => {
      const owner = await user('Racer', 'profile-racer@example.com');
      await repo.findProfile(owner.id);
      await repo.updateUser(owner.id, { name: 'Racer 2' });
      // the read starts first, the rename ends while it runs or right after
      const [during] = await Promise.all([repo.findProfile(owner.id), repo.updateUser(owner.id, { name: 'Racer 3' })]);
      expect(['Racer 2', 'Racer 3']).toContain(during?.name);
      expect((await repo.findProfile(owner.id))?.name).toBe('Racer 3');
    });

    if (name === 'SQLite') {
      it('keeps a public profile in memory (the embedded database has one writer, this process)', async () => {
        const owner = await user('Kept', 'kept@example.com');
        expect(await repo.findProfile(owner.id)).toBe(await repo.findProfile(owner.id));
      });
    } else {
      it('reads the public profile afresh after another instance changed it', async () => {
        const owner = await user('Shared', 'shared-profile@example.com');
        const bot = await repo.createBot(owner.id, { botName: 'Here', botText: 'text' });
        const otherHandle = b.reopen();
        const other = createRepository(otherHandle.db, otherHandle.dialect, cipher);
        try {
          expect((await repo.findProfile(owner.id))?.bots).toEqual([{ id: bot.id, botName: 'Here' }]);
          const made = await other.createBot(owner.id, { botName: 'There', botText: 'text' });
          expect((await repo.findProfile(owner.id))?.bots.map((x) => x.id)).toEqual([bot.id, made.id]);
          await other.updateBot(owner.id, bot.id, { botName: 'Here, renamed' });
          await other.updateUser(owner.id, { name: 'Shared, renamed' });
          expect(await repo.findProfile(owner.id)).toEqual({
            id: owner.id,
            name: 'Shared, renamed',
            bots: [
              { id: bot.id, botName: 'Here, renamed' },
              { id: made.id, botName: 'There' },
            ],
          });
          await other.deleteBot(owner.id, made.id);
          expect((await repo.findProfile(owner.id))?.bots.map((x) => x.id)).toEqual([bot.id]);
        } finally {
          await otherHandle.db.destroy();
        }
      });
    }

    it("keeps a bot's passage vectors for its text and model only, small and encrypted; gone with the bot", async () => {
      const owner = await user('Vectors', 'vectors@example.com');
      const bot = await repo.createBot(owner.id, { botName: 'V', botText: 'Some text.' });
      const unit = (values: number[]) => {
        const norm = Math.hypot(...values);
        return Float32Array.from(values, (v) => v / norm);
      };
      const vectors = [unit([0.1, -0.5, 0.8, 0.2]), unit([0.9, 0.1, -0.1, 0.3]), unit([0, 0, 0, 1])];
      await repo.putVectors(bot.id, 'key-1', 'fake:model', vectors);
      const back = await repo.getVectors(bot.id, 'key-1', 'fake:model');
      expect(back).toHaveLength(3);
      back?.forEach((vector, i) => {
        // int8 with a scale per vector: every value within 1 % of the original
        vector.forEach((value, d) => {
          expect(Math.abs(value - (vectors[i]?.[d] ?? 0))).toBeLessThan(0.01);
        });
      });
      // another text or another model: stale
      expect(await repo.getVectors(bot.id, 'key-2', 'fake:model')).toBeNull();
      expect(await repo.getVectors(bot.id, 'key-1', 'other:model')).toBeNull();
      // replaced by the next text's
      await repo.putVectors(bot.id, 'key-2', 'fake:model', vectors.slice(0, 1));
      expect(await repo.getVectors(bot.id, 'key-1', 'fake:model')).toBeNull();
      expect(await repo.getVectors(bot.id, 'key-2', 'fake:model')).toHaveLength(1);
      // nothing readable at rest
      const raw = await b.handle.db.selectFrom('bot_vectors').selectAll().where('bot_id', '=', bot.id).execute();
      expect(raw).toHaveLength(1);
      expect(Buffer.from(raw[0]?.vectors_enc ?? []).includes(Buffer.from(Float32Array.of(1).buffer))).toBe(false);
      await repo.deleteBot(owner.id, bot.id);
      expect(await repo.getVectors(bot.id, 'key-2', 'fake:model')).toBeNull();
      // a bot deleted before its vectors arrive keeps none, and nothing fails
      await repo.putVectors(bot.id, 'key-3', 'fake:model', vectors);
      expect(await repo.getVectors(bot.id, 'key-3', 'fake:model')).toBeNull();
    });

    it('knows the language each source is written in, and again after a refresh', async () => {
      const owner = await user('Polyglot', 'polyglot@example.com');
      const bot = await repo.createBot(owner.id, {
        botName: 'Min-jun',
        botText: '박민준은 서울에서 태어났고 부산에서 요리사로 일하고 있습니다. 주말에는 등산을 즐깁니다.',
      });
      const added = await repo.addSource(owner.id, bot.id, {
        type: 'text',
        title: 'Lebenslauf',
        origin: null,
        text: 'Jonas Weber wohnt in Hamburg und arbeitet als Ingenieur bei einer Reederei. Er spielt gern Schach.',
      });
      if (added === 'no-bot') throw new Error('the owner could not add a source');
      expect(added.source.language).toBe('de');
      const sources = (await repo.listSources(owner.id, bot.id)) ?? [];
      expect(sources.map((s) => s.language)).toEqual(['ko', 'de']);
      const refreshed = await repo.updateSource(owner.id, bot.id, added.source.id, {
        text: 'Jonas Weber vit à Marseille et travaille comme ingénieur dans une compagnie maritime depuis dix ans.',
      });
      expect(typeof refreshed === 'string' ? refreshed : refreshed.source.language).toBe('fr');
      expect(((await repo.listSources(owner.id, bot.id)) ?? []).map((s) => s.language)).toEqual(['ko', 'fr']);
    });

    it("keeps a bot's sources in order; its text is theirs joined, its id stays, its version moves on", async () => {
      const owner = await user('Sourcer', 'sourcer@example.com');
      const other = await user('Bystander', 'bystander@example.com');
      const bot = await repo.createBot(owner.id, {
        botName: 'Portfolio',
        botText: 'My resume.',
        source: { type: 'pdf', title: 'resume.pdf', origin: 'resume.pdf' },
      });
      expect(await repo.listSources(owner.id, bot.id)).toEqual([
        expect.objectContaining({ type: 'pdf', title: 'resume.pdf', origin: 'resume.pdf', chars: 10 }),
      ]);
      const added = await repo.addSource(owner.id, bot.id, {
        type: 'website',
        title: 'My page',
        origin: 'https://example.com/',
        text: 'My page.',
      });
      if (added === 'no-bot') throw new Error('the owner could not add a source');
      expect(added.bot).toMatchObject({ id: bot.id, botText: 'My resume.\n\nMy page.' });
      expect(added.bot.updatedAt > bot.updatedAt).toBe(true);
      expect(await repo.addSource(other.id, bot.id, { type: 'text', title: 'x', origin: null, text: 'x' })).toBe(
        'no-bot',
      );
      const [first, second] = (await repo.listSources(owner.id, bot.id)) ?? [];
      expect([first?.title, second?.title]).toEqual(['resume.pdf', 'My page']);
      const refreshed = await repo.updateSource(owner.id, bot.id, second?.id ?? '', { text: 'My new page.' });
      expect(typeof refreshed === 'string' ? refreshed : refreshed.bot.botText).toBe('My resume.\n\nMy new page.');
      expect(await repo.removeSource(owner.id, bot.id, 'no-such-source')).toBe('no-source');
      expect(await repo.removeSource(other.id, bot.id, first?.id ?? '')).toBe('no-bot');
      const removed = await repo.removeSource(owner.id, bot.id, first?.id ?? '');
      expect(typeof removed === 'string' ? removed : removed.botText).toBe('My new page.');
      expect(await repo.removeSource(owner.id, bot.id, second?.id ?? '')).toBe('last-source');
      expect((await repo.getBot(owner.id, bot.id))?.botText).toBe('My new page.');
      // stored encrypted: the plain text appears in no column
      const raw = await b.handle.db.selectFrom('bot_sources').selectAll().where('bot_id', '=', bot.id).execute();
      expect(raw).toHaveLength(1);
      expect(Buffer.from(raw[0]?.text_enc ?? []).includes('My new page')).toBe(false);
      expect(await repo.listSources(other.id, bot.id)).toBeNull();
    });

    it("reads one source's text, and changes its title, its text or both: the bot follows, the rest stays", async () => {
      const owner = await user('Editor', 'source-editor@example.com');
      const other = await user('Proofreader', 'proofreader@example.com');
      const bot = await repo.createBot(owner.id, {
        botName: 'Notes',
        botText: 'Ada was born in 1815.',
        source: { type: 'pdf', title: 'resume.pdf', origin: 'resume.pdf' },
      });
      const added = await repo.addSource(owner.id, bot.id, {
        type: 'text',
        title: 'Hobbies',
        origin: null,
        text: 'Ada rode horses.',
      });
      if (added === 'no-bot') throw new Error('the owner could not add a source');
      const [first] = (await repo.listSources(owner.id, bot.id)) ?? [];
      expect(await repo.getSource(owner.id, bot.id, first?.id ?? '')).toEqual({
        source: expect.objectContaining({ id: first?.id, type: 'pdf', title: 'resume.pdf', chars: 21 }),
        text: 'Ada was born in 1815.',
      });
      expect(await repo.getSource(owner.id, bot.id, 'no-such-source')).toBe('no-source');
      expect(await repo.getSource(other.id, bot.id, first?.id ?? '')).toBe('no-bot');
      expect(await repo.getSource(owner.id, 'no-such-bot', first?.id ?? '')).toBe('no-bot');

      // a new title alone: the text, its length and refreshedAt stay; the version still moves on (answers cite it)
      const renamed = await repo.updateSource(owner.id, bot.id, added.source.id, { title: 'Pastimes' });
      if (typeof renamed === 'string') throw new Error(`renaming was refused: ${renamed}`);
      expect(renamed.source).toEqual({ ...added.source, title: 'Pastimes' });
      expect(renamed.bot.botText).toBe('Ada was born in 1815.\n\nAda rode horses.');
      expect(renamed.bot.updatedAt > added.bot.updatedAt).toBe(true);

      // a new text alone: the title stays, its length, language and refreshedAt follow, the bot is rejoined
      const corrected = await repo.updateSource(owner.id, bot.id, first?.id ?? '', {
        text: 'Ada Lovelace wurde 1815 in London geboren und studierte Mathematik bei Augustus De Morgan.',
      });
      if (typeof corrected === 'string') throw new Error(`correcting was refused: ${corrected}`);
      expect(corrected.source).toMatchObject({ title: 'resume.pdf', origin: 'resume.pdf', chars: 90, language: 'de' });
      expect(corrected.source.refreshedAt > (first?.refreshedAt ?? '')).toBe(true);
      expect(corrected.bot.botText).toBe(
        'Ada Lovelace wurde 1815 in London geboren und studierte Mathematik bei Augustus De Morgan.\n\nAda rode horses.',
      );
      expect(corrected.bot.updatedAt > renamed.bot.updatedAt).toBe(true);

      // both at once, as every later read sees them
      await repo.updateSource(owner.id, bot.id, added.source.id, { title: 'Horses', text: 'Ada rode a grey mare.' });
      expect(((await repo.listSources(owner.id, bot.id)) ?? []).map((s) => [s.title, s.chars])).toEqual([
        ['resume.pdf', 90],
        ['Horses', 21],
      ]);
      expect(await repo.getSource(owner.id, bot.id, added.source.id)).toMatchObject({ text: 'Ada rode a grey mare.' });
      expect((await repo.getBot(owner.id, bot.id))?.botText).toMatch(/\n\nAda rode a grey mare\.$/);

      // someone else's bot or a missing source: nothing changes
      expect(await repo.updateSource(other.id, bot.id, added.source.id, { title: 'Mine now' })).toBe('no-bot');
      expect(await repo.updateSource(owner.id, bot.id, 'no-such-source', { text: 'x' })).toBe('no-source');
      expect(((await repo.listSources(owner.id, bot.id)) ?? []).map((s) => s.title)).toEqual(['resume.pdf', 'Horses']);
      // too long together: refused, and the source keeps its text
      await expect(
        repo.updateSource(owner.id, bot.id, added.source.id, { text: 'b'.repeat(5_000_000) }),
      ).rejects.toThrow(BotTextTooLongError);
      expect(await repo.getSource(owner.id, bot.id, added.source.id)).toMatchObject({ text: 'Ada rode a grey mare.' });
      // stored encrypted: the corrected text appears in no column
      const raw = await b.handle.db.selectFrom('bot_sources').selectAll().where('bot_id', '=', bot.id).execute();
      for (const row of raw) expect(Buffer.from(row.text_enc).includes('grey mare')).toBe(false);
    });

    it('adds two sources at once without losing either from the text', async () => {
      const owner = await user('Racer', 'racer@example.com');
      const bot = await repo.createBot(owner.id, { botName: 'Race', botText: 'Zero.' });
      const texts = ['One.', 'Two.', 'Three.', 'Four.'];
      await Promise.all(
        texts.map((text) => repo.addSource(owner.id, bot.id, { type: 'text', title: text, origin: null, text })),
      );
      const after = await repo.getBot(owner.id, bot.id);
      for (const text of ['Zero.', ...texts]) expect(after?.botText).toContain(text);
      expect(await repo.listSources(owner.id, bot.id)).toHaveLength(5);
    });

    it('refuses sources whose texts together pass the limit, and keeps the bot as it was', async () => {
      const owner = await user('Hoarder', 'hoarder@example.com');
      const bot = await repo.createBot(owner.id, { botName: 'Big', botText: 'a'.repeat(3_000_000) });
      await expect(
        repo.addSource(owner.id, bot.id, { type: 'text', title: 'more', origin: null, text: 'b'.repeat(2_000_000) }),
      ).rejects.toThrow(BotTextTooLongError);
      expect(await repo.listSources(owner.id, bot.id)).toHaveLength(1);
      expect((await repo.getBot(owner.id, bot.id))?.botText.length).toBe(3_000_000);
    });

    it('round-trips a 5,000,000-character unicode text', async () => {
      const u = await user('Big', 'big@example.com');
      const text = '日本語テキスト✓'.repeat(625_000);
      const bot = await repo.createBot(u.id, { botName: 'Book', botText: text });
      const back = await repo.getBot(u.id, bot.id);
      expect(back?.botText.length).toBe(5_000_000);
      expect(back?.botText === text).toBe(true);
    });

    it('migrates idempotently, also when two instances start at once', async () => {
      const a = b.reopen();
      const c = b.reopen();
      try {
        const results = await Promise.all([
          migrate(a.db, a.dialect, cipher),
          migrate(c.db, c.dialect, cipher),
          migrate(b.handle.db, b.handle.dialect, cipher),
        ]);
        expect(results.flat()).toEqual([]);
      } finally {
        await a.db.destroy();
        await c.db.destroy();
      }
      await repo.ping();
    });
  });
}

repositoryContract('SQLite', sqliteBackend);

if (POSTGRES_URL) {
  const url = POSTGRES_URL;
  repositoryContract('PostgreSQL', () => postgresBackend(url));

  describe('the app on PostgreSQL', () => {
    it('signs up, stores, reads and deletes a bot through the API, secrets from the environment', async () => {
      const schema = await createTestSchema(url);
      const t = await buildTestApp({
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema.schema,
        JWT_SECRET: randomBytes(32).toString('hex'),
        DATA_KEY: randomBytes(32).toString('base64'),
      });
      try {
        const { token, userId } = await signUp(t.app, { name: 'Pat Postgres' });
        const botId = await createBot(t.app, token, { botName: 'PG bot', text: 'stored in PostgreSQL' });
        const found = await t.app.inject({ method: 'GET', url: `/api/auth/find-user/${userId}` });
        expect(found.json()).toEqual({ _id: userId, name: 'Pat Postgres', bots: [{ _id: botId, botName: 'PG bot' }] });
        const del = await t.app.inject({
          method: 'DELETE',
          url: `/api/auth/delete-bot/${userId}/${botId}`,
          headers: { authorization: token },
        });
        expect(del.statusCode).toBe(200);
      } finally {
        await t.close();
        await schema.drop();
      }
    });
  });
} else {
  describe('Repository on PostgreSQL', () => {
    it.skipIf(!POSTGRES_REQUIRED)('runs in CI (DATABASE_URL must be set)', () => {
      expect.fail('DATABASE_URL is not set, but CI requires the PostgreSQL contract suite.');
    });
  });
}

/** A database as release 3 (before sources) left it, with one bot, then brought up to date. */
async function migratesOldBots(handle: DatabaseHandle): Promise<void> {
  await migrate(handle.db, handle.dialect, cipher, { upTo: 3 });
  const texts: Record<string, { text: string; language: string }> = {
    'bot-old-1': {
      text: 'Made before sources existed, and written in English.\n\nEvery word of it stays: ünïcödé, 日本語, emoji 🎉.',
      language: 'en',
    },
    'bot-old-2': {
      text: '출처가 생기기 전에 만든 봇입니다.\n\n모든 글자가 그대로 남습니다: 서울에서 일합니다.',
      language: 'ko',
    },
  };
  const text = (id: string) => texts[id]?.text ?? '';
  await handle.db
    .insertInto('users')
    .values({
      id: 'u-old',
      name: 'Old Timer',
      name_lower: 'old timer',
      email: 'old@example.com',
      password_hash: 'x',
      created_at: '2026-01-01T00:00:00.000Z',
      password_changed_at: null,
    })
    .execute();
  for (const id of ['bot-old-1', 'bot-old-2'])
    await handle.db
      .insertInto('bots')
      .values({
        id,
        user_id: 'u-old',
        bot_name: `Old ${id}`,
        bot_text_enc: cipher.encrypt(text(id), id),
        created_at: '2026-01-02T00:00:00.000Z',
        updated_at: '2026-01-03T00:00:00.000Z',
        settings: null,
      })
      .execute();
  expect(await migrate(handle.db, handle.dialect, cipher)).toEqual([4, 5, 6, 7, 8]);
  const repo = createRepository(handle.db, handle.dialect, cipher);
  for (const id of ['bot-old-1', 'bot-old-2']) {
    const sources = await repo.listSources('u-old', id);
    expect(sources).toEqual([
      {
        id: expect.any(String),
        botId: id,
        type: 'text',
        title: `Old ${id}`,
        origin: null,
        chars: text(id).length,
        addedAt: '2026-01-02T00:00:00.000Z',
        refreshedAt: '2026-01-02T00:00:00.000Z',
        // migration 6 detected each source's language from its text
        language: texts[id]?.language,
      },
    ]);
    // the bot's text is unchanged, and a new source joins it
    const added = await repo.addSource('u-old', id, { type: 'text', title: 'More', origin: null, text: 'More.' });
    expect(added === 'no-bot' ? added : added.bot.botText).toBe(`${text(id)}\n\nMore.`);
  }
  expect(await migrate(handle.db, handle.dialect, cipher)).toEqual([]);
}

describe('migration 4: every existing bot becomes one text source, nothing lost', () => {
  it('on SQLite', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'botfolio-migrate-'));
    const handle = createDatabase({ databaseUrl: undefined, dataDir });
    try {
      await migratesOldBots(handle);
    } finally {
      await handle.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!POSTGRES_URL)('on PostgreSQL', async () => {
    const schema = await createTestSchema(POSTGRES_URL ?? '');
    const handle = createDatabase({ databaseUrl: POSTGRES_URL, dataDir: '', schema: schema.schema, poolSize: 2 });
    try {
      await migratesOldBots(handle);
    } finally {
      await handle.db.destroy();
      await schema.drop();
    }
  });
});
