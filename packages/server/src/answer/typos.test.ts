import { CHAT_MODEL, chunkText, createPassageIndex, RETRIEVAL } from '@botfolio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGemini } from '../test/fakes/gemini.js';
import type { FakeModelServer } from '../test/fakes/modelFakeServer.js';
import type { AnswerInput, AnswerStream } from './answerer.js';
import { createAnswerer } from './createAnswerer.js';
import { geminiProvider } from './geminiProvider.js';
import { analyzerFor } from './language.js';
import { offlineProvider } from './offlineProvider.js';
import { meantWord, withTyposCorrected } from './typos.js';

const RESUME = [
  'Marta Silva\nData engineer · Porto, Portugal',
  'Summary\nData engineer with seven years of experience building pipelines for retail and logistics companies.',
  'Experience\nLead Data Engineer — Norte Retail (2021 – present). Moved nightly batch jobs to streaming with Kafka.',
  'Data Engineer — Porto Freight (2017 – 2021). Built the library of shared transformations every team now imports.',
  'Languages\nPortuguese (native), English (fluent), Spanish (conversational).',
  'Education\nMSc in Computer Science, University of Porto, 2017.',
  'Interests\nTrail running and sourdough baking.',
].join('\n\n');

const indexOf = (text: string, language = 'en') =>
  createPassageIndex(
    chunkText(text, { size: RETRIEVAL.chunkSize, overlap: RETRIEVAL.chunkOverlap }),
    analyzerFor(language),
  );

function input(question: string, botText = RESUME): AnswerInput {
  return { botId: 'bot-typos', botName: 'Marta Silva', botText, botVersion: 'v1', question, history: [] };
}

async function drain(stream: AnswerStream): Promise<string> {
  let text = '';
  for await (const piece of stream.tokens) text += piece;
  return text;
}

describe('a typo in a question', () => {
  const text = indexOf(RESUME);

  it('is read as the word the text says one edit away', () => {
    expect(meantWord('languges', text)).toBe('languages');
    expect(meantWord('libary', text)).toBe('library');
    expect(meantWord('convesational', text)).toBe('conversational');
    // (two letters swapped)
    expect(meantWord('sourdoguh', text)).toBe('sourdough');
    expect(withTyposCorrected('which languges does she speak?', text)).toBe('which languages does she speak?');
  });

  it('leaves an English word the text does not say as it is, however near a word it does say', () => {
    // "expect" is one edit from nothing here, "engineers" and "runner" are words: none is a typo
    expect(meantWord('expect', indexOf('She is an expert in Kafka.'))).toBeNull();
    expect(withTyposCorrected('what do you expect of the project?', indexOf('An expert protects the product.'))).toBe(
      'what do you expect of the project?',
    );
  });

  it('leaves short words, capitalised words, words the text says and words one edit from nothing alone', () => {
    const gpu = indexOf('The model trains on a single CPU.');
    expect(withTyposCorrected('does it run on a gpu?', gpu)).toBe('does it run on a gpu?');
    expect(withTyposCorrected('Has Marta used Kafak?', text)).toBe('Has Marta used Kafak?');
    expect(withTyposCorrected('does she know kubernetes?', text)).toBe('does she know kubernetes?');
    expect(meantWord('sourdough', text)).toBeNull();
  });

  it('is read as the one English word it is an edit from when the text says it in other words', async () => {
    const site = 'Site manager since 2016. Six years with no reportable accidents across every site.';
    // (two letters swapped first: "saftey" is "safety", not "safter")
    expect(withTyposCorrected('whats her saftey record like', indexOf(site))).toBe('whats her safety record like');
    // (several words one edit away, none of them by a swap: "bakey" may be "baker", "bakery" or "bake")
    expect(withTyposCorrected('is there a bakey nearby', indexOf(site))).toBe('is there a bakey nearby');
    const answerer = createAnswerer(offlineProvider());
    const answer = await drain(await answerer.answer(input('whats her saftey record like', site)));
    expect(answer).toContain('no reportable accidents');
  });

  it('is read in the first four words that may be typos, so a question of nonsense costs little', () => {
    const nonsense = Array.from({ length: 90 }, (_, i) => `qzxw${String.fromCharCode(97 + (i % 26))}vbnm`).join(' ');
    expect(withTyposCorrected(`${nonsense} libary`, text)).toBe(`${nonsense} libary`);
    expect(withTyposCorrected('libary libary libary libary libary', text)).toBe(
      'library library library library libary',
    );
  });

  it('is left alone in a question to a bot in another language', () => {
    const german = indexOf('Sie spricht Portugiesisch und Englisch. Ihre Bibliothek ist groß.', 'de');
    expect(withTyposCorrected('welche sprachen sprict sie?', german)).toBe('welche sprachen sprict sie?');
  });

  it('still finds its answer offline', async () => {
    const answerer = createAnswerer(offlineProvider());
    const answer = await drain(await answerer.answer(input('which languges does she speak?')));
    expect(answer).toContain('Portuguese (native), English (fluent), Spanish (conversational).');
    const library = await drain(await answerer.answer(input('tell me about the libary')));
    expect(library).toContain('Built the library of shared transformations every team now imports.');
  });
});

describe('with a model', () => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeGemini({ reply: 'Every team imports it.' });
  });
  afterAll(() => fake.close());

  it('cites the passage the word meant finds, and asks the model the question as the visitor wrote it', async () => {
    const answerer = createAnswerer(
      geminiProvider({ apiKey: 'k', model: CHAT_MODEL, baseUrl: fake.url, timeoutMs: 2000 }),
    );
    const stream = await answerer.answer(input('tell me about the libary'));
    await drain(stream);
    expect(stream.sources[0]?.text).toContain('Built the library of shared transformations');
    const asked = JSON.stringify(fake.requests.at(-1)?.body);
    expect(asked).toContain('tell me about the libary');
  });
});
