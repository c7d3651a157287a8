/**
 * Hybrid retrieval through the answer engine: BM25 and the embeddings of the fake Gemini (a deterministic hashed bag
 * of words and 5-letter stems), fused by reciprocal rank, the passage vectors kept in a real SQLite repository.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_MODEL, RETRIEVAL } from '@botfolio/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTextCipher } from '../crypto/textCipher.js';
import { createDatabase, type DatabaseHandle } from '../storage/createDatabase.js';
import { createRepository } from '../storage/createRepository.js';
import { migrate } from '../storage/migrate.js';
import type { Repository } from '../storage/repository.js';
import type { VectorStore } from '../storage/vectorStore.js';
import { startFakeGemini } from '../test/fakes/gemini.js';
import type { FakeModelServer } from '../test/fakes/modelFakeServer.js';
import type { AnswerInput, AnswerStream } from './answerer.js';
import { type AnswererOptions, createAnswerer, type HybridOptions, INLINE_WORK } from './createAnswerer.js';
import { geminiEmbedder } from './embeddings.js';
import { geminiProvider } from './geminiProvider.js';
import { offlineProvider } from './offlineProvider.js';
import type { AnswerProvider } from './provider.js';

const KEY = 'test-hybrid-key';

const HOBBIES: Array<[string, string[]]> = [
  ['gardening', ['tomatoes', 'compost', 'trowel', 'seedlings', 'greenhouse', 'mulch', 'watering can', 'herb beds']],
  ['sailing', ['dinghy', 'mainsail', 'harbour', 'tiller', 'regatta', 'knots', 'buoy', 'crew']],
  ['baking', ['sourdough', 'oven', 'flour', 'crust', 'starter', 'proofing basket', 'rye', 'loaves']],
  ['cycling', ['gravel bike', 'chain', 'saddle', 'climb', 'gears', 'puncture kit', 'peloton', 'descent']],
  ['pottery', ['clay', 'kiln', 'glaze', 'wheel', 'bowls', 'slip', 'firing', 'studio']],
  ['chess', ['openings', 'endgame', 'rook', 'bishop', 'tournament', 'clock', 'gambit', 'pawn']],
  ['violin', ['bow', 'rosin', 'scales', 'quartet', 'sonata', 'strings', 'rehearsal', 'tuning']],
  ['beekeeping', ['hives', 'honey', 'smoker', 'queen', 'frames', 'swarm', 'nectar', 'wax']],
  ['carpentry', ['chisel', 'oak', 'joints', 'workbench', 'plane', 'dovetail', 'varnish', 'saw']],
  ['photography', ['lens', 'shutter', 'darkroom', 'film', 'portraits', 'tripod', 'aperture', 'prints']],
  ['climbing', ['rope', 'harness', 'carabiners', 'chalk bag', 'belay device', 'helmet', 'quickdraws', 'shoes']],
  ['knitting', ['needles', 'wool', 'pattern', 'cables', 'scarf', 'mittens', 'stitch markers', 'yarn bowl']],
];

/** Ways to mention a hobby's things, one each, so no word but a few small ones repeats within a passage. */
const MENTIONS = [
  (thing: string) => `Her ${thing} came from a market stall in Braga, wrapped in yesterday's newspaper.`,
  (thing: string) => `A neighbour lent her the ${thing} years ago and never asked for it back.`,
  (thing: string) => `The ${thing} needs care after every outing, which she does on Sunday mornings.`,
  (thing: string) => `Friends tease her because the ${thing} travels with her even on holidays.`,
  (thing: string) => `She replaced the ${thing} twice, both times with a cheaper model that lasted longer.`,
  (thing: string) => `Nobody else in the family may touch the ${thing}; this rule is older than her brother.`,
  (thing: string) => `Once the ${thing} broke during a storm, and a local workshop mended it for free.`,
  (thing: string) => `Choosing the ${thing} took a whole winter of reading catalogues by the fire.`,
];

function hobby([name, things]: [string, string[]]): string {
  return [
    `${name[0]?.toUpperCase()}${name.slice(1)} takes up many of her weekends.`,
    ...things.map((thing, i) => MENTIONS[i % MENTIONS.length]?.(thing) ?? thing),
  ].join(' ');
}

/**
 * The passage the questions below are about. It never has the word "astronomy" (BM25's stem "astronomi"), only
 * "astronomer", "astronomical"… (stem "astronom"): BM25 cannot find it for "astronomy", the embeddings can.
 */
const OBSERVATORY = [
  'For four years she worked as an assistant astronomer at the mountain observatory.',
  'The astronomers there mapped variable stars and comets; she kept the astronomical catalogue of the southern sky.',
  'She repaired an old brass astrolabe and taught visitors the basics of astrophysics on clear evenings.',
  'The astronomer who trained her, a patient woman from Porto, taught her to grind mirrors for small telescopes.',
  'Her astrophotography of the southern sky hangs in the observatory library beside the old astrolabe.',
].join(' ');

function botText(extra = ''): string {
  const paragraphs = HOBBIES.map(hobby);
  paragraphs.splice(5, 0, OBSERVATORY);
  if (extra) paragraphs.push(extra);
  return paragraphs.join('\n\n');
}

const TEXT = botText();

async function drain(stream: AnswerStream): Promise<string> {
  let text = '';
  for await (const piece of stream.tokens) text += piece;
  return text;
}

/** The store, counting what the engine asks of it. */
function countingStore(inner: VectorStore): VectorStore & { gets: number; puts: number } {
  const store = {
    gets: 0,
    puts: 0,
    getVectors: (...args: Parameters<VectorStore['getVectors']>) => {
      store.gets += 1;
      return inner.getVectors(...args);
    },
    putVectors: (...args: Parameters<VectorStore['putVectors']>) => {
      store.puts += 1;
      return inner.putVectors(...args);
    },
  };
  return store;
}

let fake: FakeModelServer;
let dataDir: string;
let handle: DatabaseHandle;
let repo: Repository;
let ownerId: string;

beforeAll(async () => {
  fake = await startFakeGemini({ apiKey: KEY, reply: 'A model answer.' });
  dataDir = mkdtempSync(join(tmpdir(), 'botfolio-hybrid-'));
  const cipher = createTextCipher(randomBytes(32));
  handle = createDatabase({ databaseUrl: undefined, dataDir });
  await migrate(handle.db, handle.dialect, cipher);
  repo = createRepository(handle.db, handle.dialect, cipher);
  ownerId = (await repo.createUser({ name: 'Jane', email: 'jane@example.com', passwordHash: 'hash' })).id;
});
afterAll(async () => {
  await fake?.close();
  await handle?.db.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.mode = 'normal';
  fake.requests.length = 0;
  fake.embeddingRequests.length = 0;
});

/** A bot in the repository (its vectors need one: they go when it goes). */
async function newBot(): Promise<string> {
  return (await repo.createBot(ownerId, { botName: 'Jane', botText: 'Jane.' })).id;
}

/** gemini-embedding-001 at its default 768 dimensions (the fake hashes words into that many buckets). */
const embedder = (timeoutMs = 2000) => geminiEmbedder({ apiKey: KEY, baseUrl: fake.url, timeoutMs });

const answerer = (provider: AnswerProvider, hybrid?: Partial<HybridOptions>) => {
  const options: AnswererOptions = { work: INLINE_WORK };
  if (hybrid) options.hybrid = { embedder: embedder(), store: repo, ...hybrid };
  return createAnswerer(provider, options);
};

/** A provider citing every passage it was given, the way a model provider does. */
const gemini = () => geminiProvider({ apiKey: KEY, model: CHAT_MODEL, baseUrl: fake.url, timeoutMs: 2000 });

const input = (botId: string, question: string, overrides: Partial<AnswerInput> = {}): AnswerInput => ({
  botId,
  botName: 'Jane',
  botText: TEXT,
  botVersion: 'v1',
  question,
  history: [],
  ...overrides,
});

/** The embeddings requests the fake received: each one's task type and how many texts it carried. */
function embeddingCalls(): Array<{ taskType: string | undefined; texts: number }> {
  return fake.embeddingRequests.map((r) => {
    const requests = (r.body as { requests: Array<{ taskType?: string }> }).requests;
    return { taskType: requests[0]?.taskType, texts: requests.length };
  });
}
const documentBatches = () => embeddingCalls().filter((c) => c.taskType === 'RETRIEVAL_DOCUMENT');
const queryCalls = () => embeddingCalls().filter((c) => c.taskType === 'RETRIEVAL_QUERY');

const ABOUT_ASTRONOMY = 'What about astronomy?';
/** A question BM25 answers too: "astronomer" and "trained" are in the observatory passage. */
const WHO_TRAINED = 'Who trained her as an astronomer?';

describe('hybrid retrieval', () => {
  it('uses a text long enough to be cut into passages (a short text is sent whole, without retrieval)', () => {
    expect(TEXT.length).toBeGreaterThan(RETRIEVAL.wholeTextMaxChars);
  });

  it('finds through the embeddings a passage BM25 cannot (a shared stem, not a shared word), with one document batch and one query', async () => {
    const bot = await newBot();
    // BM25 alone: "astronomy" is not in the text, nothing matches, no source
    const sparse = await answerer(gemini()).answer(input(bot, ABOUT_ASTRONOMY));
    await drain(sparse);
    expect(sparse.sources).toEqual([]);
    expect(embeddingCalls()).toEqual([]);
    fake.embeddingRequests.length = 0;

    const hybrid = await answerer(gemini(), {}).answer(input(bot, ABOUT_ASTRONOMY));
    expect(await drain(hybrid)).toBe('A model answer.');
    expect(hybrid.sources[0]?.text).toContain('astrolabe');
    // the model is given that passage
    const chat = fake.requests.find((r) => r.path.includes('GenerateContent'));
    expect(chat?.prompt).toContain('assistant astronomer at the mountain observatory');
    // every passage embedded in one batch, then the question
    const [documents, ...rest] = embeddingCalls();
    expect(documents?.taskType).toBe('RETRIEVAL_DOCUMENT');
    expect(documents?.texts).toBeGreaterThan(5);
    expect(rest).toEqual([{ taskType: 'RETRIEVAL_QUERY', texts: 1 }]);
    const query = fake.embeddingRequests.find((r) => r.prompt === ABOUT_ASTRONOMY);
    expect(query?.path).toContain(':batchEmbedContents');
  });

  it('cites the right passage with the offline provider, and embeds the passages once per answerer', async () => {
    const bot = await newBot();
    const engine = answerer(offlineProvider(), {});
    const first = await engine.answer(input(bot, WHO_TRAINED));
    expect(await drain(first)).toContain('Porto');
    expect(first.sources.some((s) => s.text.includes('a patient woman from Porto'))).toBe(true);
    const second = await engine.answer(input(bot, ABOUT_ASTRONOMY));
    await drain(second);
    expect(documentBatches()).toHaveLength(1);
    expect(queryCalls()).toHaveLength(2);
  });

  it('keeps the vectors in the store: after a restart only the question is embedded', async () => {
    const bot = await newBot();
    const store = countingStore(repo);
    await drain(await answerer(offlineProvider(), { store }).answer(input(bot, WHO_TRAINED)));
    expect(store.puts).toBe(1);
    expect(documentBatches()).toHaveLength(1);
    fake.embeddingRequests.length = 0;

    // a new process (or another instance): its cache is empty, the repository is not
    const restarted = await answerer(gemini(), { store }).answer(input(bot, ABOUT_ASTRONOMY));
    await drain(restarted);
    expect(restarted.sources[0]?.text).toContain('astrolabe');
    expect(documentBatches()).toHaveLength(0);
    expect(queryCalls()).toHaveLength(1);
    expect(store.puts).toBe(1);
    expect(store.gets).toBe(2);
  });

  it('embeds again when the text changes, not when only the version does', async () => {
    const bot = await newBot();
    await drain(await answerer(offlineProvider(), {}).answer(input(bot, WHO_TRAINED)));
    expect(documentBatches()).toHaveLength(1);

    // same text, new version (a rename): the kept vectors still fit
    await drain(await answerer(offlineProvider(), {}).answer(input(bot, WHO_TRAINED, { botVersion: 'v2' })));
    expect(documentBatches()).toHaveLength(1);

    // a new text: new passages, new vectors (in one answerer, and again after a restart)
    const changed = botText('Since last spring she also keeps a small vineyard on the hill above the village.');
    const engine = answerer(offlineProvider(), {});
    await drain(await engine.answer(input(bot, WHO_TRAINED, { botText: changed, botVersion: 'v3' })));
    expect(documentBatches()).toHaveLength(2);
    await drain(
      await answerer(offlineProvider(), {}).answer(input(bot, 'vineyard', { botText: changed, botVersion: 'v3' })),
    );
    expect(documentBatches()).toHaveLength(2);
  });

  it('answers from BM25 alone and tells onError when the embeddings fail', async () => {
    const bot = await newBot();
    const errors: unknown[] = [];
    const store = countingStore(repo);
    fake.mode = 'failing';
    const stream = await answerer(offlineProvider(), { store, onError: (error) => errors.push(error) }).answer(
      input(bot, WHO_TRAINED),
    );
    expect(await drain(stream)).toContain('Porto');
    expect(stream.sources.some((s) => s.text.includes('a patient woman from Porto'))).toBe(true);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/\(500\)/);
    // the passages failed: the question is not embedded
    expect(documentBatches()).toHaveLength(1);
    expect(queryCalls()).toHaveLength(0);
    expect(store.puts).toBe(0);
  });

  it('answers from BM25 alone when only the question fails to embed', async () => {
    const bot = await newBot();
    const errors: unknown[] = [];
    const engine = answerer(offlineProvider(), { onError: (error) => errors.push(error) });
    await drain(await engine.answer(input(bot, WHO_TRAINED)));
    expect(errors).toEqual([]);
    fake.mode = 'failing';
    const stream = await engine.answer(input(bot, WHO_TRAINED));
    expect(await drain(stream)).toContain('Porto');
    expect(errors).toHaveLength(1);
    expect(queryCalls()).toHaveLength(2);
  });

  it('does not hold a chat longer than waitMs for passages still being embedded', async () => {
    const bot = await newBot();
    const errors: unknown[] = [];
    fake.mode = 'timeout';
    const engine = createAnswerer(offlineProvider(), {
      work: INLINE_WORK,
      hybrid: { embedder: embedder(400), store: repo, waitMs: 100, onError: (error) => errors.push(error) },
    });
    const started = Date.now();
    const stream = await engine.answer(input(bot, WHO_TRAINED));
    expect(Date.now() - started).toBeLessThan(350);
    expect(await drain(stream)).toContain('Porto');
    // the embedding times out on its own later, and is reported
    await expect.poll(() => errors.length, { timeout: 3000 }).toBe(1);
  });

  it('sends no embeddings request without the hybrid option', async () => {
    const bot = await newBot();
    const engine = answerer(offlineProvider());
    await drain(await engine.answer(input(bot, WHO_TRAINED)));
    await drain(await engine.answer(input(bot, ABOUT_ASTRONOMY)));
    expect(fake.embeddingRequests).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('sends no embeddings request for a short text (it goes whole)', async () => {
    const bot = await newBot();
    await drain(
      await answerer(offlineProvider(), {}).answer(
        input(bot, 'Where does she live?', { botText: 'Jane lives in Lisbon. She keeps bees.' }),
      ),
    );
    expect(embeddingCalls()).toEqual([]);
  });
});
